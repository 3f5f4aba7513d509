'use client';
// Pick cards with min/max, then confirm. Copies are one tile with a count: a click on the tile
// takes one more copy (back to none after the last), and − / + steppers set the number exactly.
// When every candidate is in the hand (`pick`: the table's shared picks), the hand's own tiles are
// the controls and this panel keeps only the question, the count and the confirm button.
import { useState } from 'react';
import { grouped } from '@/components/cards/grouped';
import { CardTile } from '@/components/cards/card-tile';
import { checkAnswer } from '@/lib/engine';
import { capitalise } from '@/lib/moves';
import type { HandPick } from './hand-pick';
import type { DecisionProps } from './types';

const countText = (min: number, max: number) =>
  min === max ? `exactly ${min}` : max >= 60 || max === Infinity ? `at least ${min}` : `${min} to ${max}`;

/** − n + for a group of copies: the number picked, set exactly. */
export function PickStepper({
  name,
  picked,
  canAdd,
  set,
}: {
  name: string;
  picked: number;
  canAdd: boolean;
  set: (n: number) => void;
}) {
  return (
    <span className="stepper-mini">
      <button type="button" aria-label={`One fewer ${name}`} disabled={picked === 0} onClick={() => set(picked - 1)}>
        −
      </button>
      <output aria-live="polite" aria-label={`${name} picked`}>
        {picked}
      </output>
      <button type="button" aria-label={`One more ${name}`} disabled={!canAdd} onClick={() => set(picked + 1)}>
        +
      </button>
    </span>
  );
}

/** What a click on a group's tile picks next: one more copy, or none after the last (or when the answer is full). */
export const nextPick = (picked: number, copies: number, full: boolean) => (picked >= copies || full ? 0 : picked + 1);

export function CardsDecision({
  decision: d,
  onMove,
  busy,
  pick,
}: DecisionProps<'cards'> & { pick?: HandPick | null }) {
  const [own, setOwn] = useState<ReadonlyMap<string, number>>(new Map());
  const onHand = pick?.decision.id === d.id ? pick : null;
  const groups = grouped(d.candidates);
  const counts = onHand ? onHand.counts : own;
  const cards = onHand ? onHand.cards : groups.flatMap(([name]) => Array<string>(own.get(name) ?? 0).fill(name));
  const answer = { kind: 'cards' as const, cards };
  const legal = checkAnswer(d, answer).ok;
  const full = cards.length >= d.max;
  const set = (name: string, n: number) => setOwn((p) => new Map(p).set(name, n));
  const hintId = `hint-${d.id}`;
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <p className="hint" id={hintId}>
        Choose {countText(d.min, d.max)}
        {onHand ? ' by clicking the cards in your hand' : ''} · selected {cards.length}
      </p>
      {!onHand && (
        <ul className="tiles choice-tiles" role="group" aria-label="Cards to choose from" aria-describedby={hintId}>
          {groups.map(([name, n]) => {
            const k = counts.get(name) ?? 0;
            return (
              <li key={name} className="choice-tile">
                <CardTile
                  name={name}
                  count={n}
                  countWord="to choose from"
                  pressed={k > 0}
                  action={{ verb: 'Pick', onClick: () => set(name, nextPick(k, n, full)) }}
                />
                {n > 1 && <PickStepper name={name} picked={k} canAdd={k < n && !full} set={(x) => set(name, x)} />}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="primary" disabled={!legal} onClick={() => onMove({ type: 'answer', answer })}>
        {capitalise(d.verb)}{' '}
        {cards.length
          ? grouped(cards)
              .map(([c, n]) => (n > 1 ? `${n} × ${c}` : c))
              .join(', ')
          : 'nothing'}
      </button>
    </fieldset>
  );
}

export { capitalise };
