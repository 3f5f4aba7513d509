'use client';
import { useState } from 'react';
import { CardLabel } from '@/components/cards/card-label';
import type { DecisionProps } from './types';

/** Put cards in order, top first, with "up"/"down" buttons (keyboard operable), then confirm. */
export function OrderDecision({ decision: d, onMove, busy }: DecisionProps<'order'>) {
  const [order, setOrder] = useState<string[]>(() => [...d.cards]);
  const move = (i: number, by: -1 | 1) =>
    setOrder((o) => {
      const next = [...o];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      <p className="hint">First card = top.</p>
      <ol className="order-list">
        {order.map((c, i) => (
          <li key={i}>
            <CardLabel name={c} />
            <button
              type="button"
              aria-label={`Move ${c} (position ${i + 1}) up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${c} (position ${i + 1}) down`}
              disabled={i === order.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="primary"
        onClick={() => onMove({ type: 'answer', answer: { kind: 'order', cards: order } })}
      >
        Confirm order
      </button>
    </fieldset>
  );
}
