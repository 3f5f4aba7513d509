'use client';
import { CardButton } from '@/components/cards/card-label';
import type { GameView } from '@/lib/engine';
import { pileMove } from '@/lib/moves';
import type { DecisionProps } from './types';
import { capitalise } from './cards-decision';

/**
 * The piles of a pile choice that a Supply tile (or an Event tile) answers: those are picked by
 * clicking the tile itself. The rest (a name that is no tile) keep a button here.
 */
export function pilesOnTiles(
  d: DecisionProps<'pile'>['decision'],
  view: Pick<GameView, 'supply' | 'events'>,
): Set<string> {
  const tiles = [
    ...view.supply.map((p) => ({ name: p.name, top: p.top })),
    ...view.events.map((e) => ({ name: e.name, top: e.name })),
  ];
  const answered = tiles
    .map((t) => pileMove(d, t)?.move)
    .map((m) => (m?.type === 'answer' && m.answer.kind === 'pile' ? m.answer.pile : null));
  return new Set(answered.filter((p): p is string => p !== null));
}

/** Pick one Supply pile (or none, when allowed): on the Supply's tiles, or a button for a pile that is no tile. */
export function PileDecision({
  decision: d,
  onMove,
  busy,
  view,
}: DecisionProps<'pile'> & { view: Pick<GameView, 'supply' | 'events'> }) {
  const send = (pile: string | null) => onMove({ type: 'answer', answer: { kind: 'pile', pile } });
  const onTiles = pilesOnTiles(d, view);
  const rest = d.piles.filter((p) => !onTiles.has(p));
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      {onTiles.size > 0 && (
        <p className="hint">
          Click a pile in the Supply to {d.verb} it: {onTiles.size === 1 ? 'the one' : `the ${onTiles.size}`} you may
          pick {onTiles.size === 1 ? 'is' : 'are'} outlined.
        </p>
      )}
      {(rest.length > 0 || d.optional) && (
        <div className="choices">
          {rest.map((p) => (
            <CardButton key={p} card={p.split('/')[0]} onClick={() => send(p)}>
              {capitalise(d.verb)} {p}
            </CardButton>
          ))}
          {/* Worded like the prompt and the notation ("gain nothing", Wishing Well's "name nothing"). */}
          {d.optional && (
            <button type="button" className="choice" onClick={() => send(null)}>
              {capitalise(d.verb)} nothing
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}
