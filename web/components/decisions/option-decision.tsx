'use client';
import { useState } from 'react';
import { checkAnswer } from '@/lib/engine';
import type { DecisionProps } from './types';

/** Pick options: one button each when exactly one is wanted, else checkboxes and a confirm. */
export function OptionDecision({ decision: d, onMove, busy }: DecisionProps<'option'>) {
  const [picked, setPicked] = useState<string[]>([]);
  const send = (options: string[]) => onMove({ type: 'answer', answer: { kind: 'option', options } });
  if (d.min === 1 && d.max === 1) {
    return (
      <fieldset className="decision" disabled={busy}>
        <legend>{d.prompt}</legend>
        <div className="choices">
          {d.options.map((o) => (
            <button key={o.id} type="button" className="choice" onClick={() => send([o.id])}>
              {o.label}
            </button>
          ))}
        </div>
      </fieldset>
    );
  }
  const answer = { kind: 'option' as const, options: picked };
  const full = picked.length >= d.max;
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <p className="hint">Choose {d.min === d.max ? `exactly ${d.min}` : `${d.min} to ${d.max}`}</p>
      <div className="choices">
        {d.options.map((o) => {
          const on = picked.includes(o.id);
          return (
            <label key={o.id} className="check">
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={() => setPicked((p) => (on ? p.filter((x) => x !== o.id) : [...p, o.id]))}
              />
              {o.label}
            </label>
          );
        })}
      </div>
      <button type="button" className="primary" disabled={!checkAnswer(d, answer).ok} onClick={() => send(picked)}>
        Confirm
      </button>
    </fieldset>
  );
}
