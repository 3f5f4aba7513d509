'use client';
import { useId, useState } from 'react';
import type { DecisionProps } from './types';

/** Name a number between min and max (e.g. a bid); confirm is enabled only for a legal one. */
export function NumberDecision({ decision: d, onMove, busy }: DecisionProps<'number'>) {
  // Paying off debt (Capital): most players pay all they can, so that is the starting value.
  const [text, setText] = useState(String(d.verb === 'pay' ? d.max : d.min));
  const id = useId();
  const value = Number(text);
  const legal = text.trim() !== '' && Number.isInteger(value) && value >= d.min && value <= d.max;
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (legal) onMove({ type: 'answer', answer: { kind: 'number', value } });
        }}
      >
        <label htmlFor={id}>
          Number ({d.min}–{d.max})
        </label>{' '}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={d.min}
          max={d.max}
          step={1}
          value={text}
          aria-invalid={!legal}
          onChange={(e) => setText(e.target.value)}
        />{' '}
        <button type="submit" className="primary" disabled={!legal}>
          Confirm
        </button>
      </form>
    </fieldset>
  );
}
