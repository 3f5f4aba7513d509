'use client';
import type { DecisionProps } from './types';

export function YesNoDecision({ decision: d, onMove, busy }: DecisionProps<'yesno'>) {
  const send = (yes: boolean) => onMove({ type: 'answer', answer: { kind: 'yesno', yes } });
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <div className="choices">
        <button type="button" className="choice" onClick={() => send(true)}>
          Yes
        </button>
        <button type="button" className="choice" onClick={() => send(false)}>
          No
        </button>
      </div>
    </fieldset>
  );
}
