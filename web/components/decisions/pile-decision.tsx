'use client';
import { CardButton } from '@/components/cards/card-label';
import type { DecisionProps } from './types';
import { capitalise } from './cards-decision';

/** Pick one Supply pile (or none, when allowed): each pile is one button. */
export function PileDecision({ decision: d, onMove, busy }: DecisionProps<'pile'>) {
  const send = (pile: string | null) => onMove({ type: 'answer', answer: { kind: 'pile', pile } });
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <div className="choices">
        {d.piles.map((p) => (
          <CardButton key={p} card={p.split('/')[0]!} onClick={() => send(p)}>{capitalise(d.verb)} {p}</CardButton>
        ))}
        {/* Worded like the prompt and the notation ("gain nothing", Wishing Well's "name nothing"). */}
        {d.optional && <button type="button" className="choice" onClick={() => send(null)}>{capitalise(d.verb)} nothing</button>}
      </div>
    </fieldset>
  );
}
