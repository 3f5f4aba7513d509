'use client';
// Pick cards with min/max, then confirm. Copies are one tile with a count: a click on the tile
// takes one more copy (back to none after the last), and − / + steppers set the number exactly.
import { useState } from 'react';
import { grouped } from '@/components/cards/grouped';
import { CardTile } from '@/components/cards/card-tile';
import { checkAnswer } from '@/lib/engine';
import { capitalise } from '@/lib/moves';
import type { DecisionProps } from './types';

const countText = (min: number, max: number) =>
  min === max ? `exactly ${min}` : max >= 60 || max === Infinity ? `at least ${min}` : `${min} to ${max}`;

export function CardsDecision({ decision: d, onMove, busy }: DecisionProps<'cards'>) {
  const [picked, setPicked] = useState<ReadonlyMap<string, number>>(new Map());
  const groups = grouped(d.candidates);
  const cards = groups.flatMap(([name]) => Array<string>(picked.get(name) ?? 0).fill(name));
  const answer = { kind: 'cards' as const, cards };
  const legal = checkAnswer(d, answer).ok;
  const full = cards.length >= d.max;
  const set = (name: string, n: number) => setPicked((p) => new Map(p).set(name, n));
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <p className="hint" id={`hint-${d.id}`}>Choose {countText(d.min, d.max)} · selected {cards.length}</p>
      <ul className="tiles choice-tiles" role="group" aria-label="Cards to choose from" aria-describedby={`hint-${d.id}`}>
        {groups.map(([name, n]) => {
          const k = picked.get(name) ?? 0;
          const next = k >= n || full ? 0 : k + 1;
          return (
            <li key={name} className="choice-tile">
              <CardTile name={name} count={n} countWord="to choose from" pressed={k > 0}
                action={{ verb: 'Pick', onClick: () => set(name, next) }} />
              {n > 1 && (
                <span className="stepper-mini">
                  <button type="button" aria-label={`One fewer ${name}`} disabled={k === 0} onClick={() => set(name, k - 1)}>−</button>
                  <output aria-live="polite" aria-label={`${name} picked`}>{k}</output>
                  <button type="button" aria-label={`One more ${name}`} disabled={k >= n || full} onClick={() => set(name, k + 1)}>+</button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="primary" disabled={!legal} onClick={() => onMove({ type: 'answer', answer })}>
        {capitalise(d.verb)} {cards.length ? grouped(cards).map(([c, n]) => (n > 1 ? `${n} × ${c}` : c)).join(', ') : 'nothing'}
      </button>
    </fieldset>
  );
}

export { capitalise };
