'use client';
import { useState } from 'react';
import { CardButton } from '@/components/cards/card-label';
import { checkAnswer } from '@/lib/engine';
import type { DecisionProps } from './types';

const countText = (min: number, max: number) =>
  min === max ? `exactly ${min}` : max >= 60 || max === Infinity ? `at least ${min}` : `${min} to ${max}`;

/** Pick cards (by position: a hand may hold several of one card) with min/max, then confirm. */
export function CardsDecision({ decision: d, onMove, busy }: DecisionProps<'cards'>) {
  const [picked, setPicked] = useState<number[]>([]);
  const cards = picked.map((i) => d.candidates[i]!);
  const answer = { kind: 'cards' as const, cards };
  const legal = checkAnswer(d, answer).ok;
  const full = picked.length >= d.max;
  const toggle = (i: number) => setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : [...p, i]));
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <p className="hint" id={`hint-${d.id}`}>Choose {countText(d.min, d.max)} · selected {picked.length}</p>
      <div className="choices" role="group" aria-label="Cards to choose from" aria-describedby={`hint-${d.id}`}>
        {d.candidates.map((c, i) => {
          const on = picked.includes(i);
          return (
            <CardButton key={i} card={c} aria-pressed={on} disabled={!on && full} onClick={() => toggle(i)}>{c}</CardButton>
          );
        })}
      </div>
      <button type="button" className="primary" disabled={!legal} onClick={() => onMove({ type: 'answer', answer })}>
        {capitalise(d.verb)} {cards.length ? cards.join(', ') : 'nothing'}
      </button>
    </fieldset>
  );
}

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
