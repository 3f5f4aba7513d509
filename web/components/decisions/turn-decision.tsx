'use client';
import { CardButton } from '@/components/cards/card-label';
import { formatCost } from '@/lib/engine';
import { endLabel } from '@/lib/moves';
import type { TurnDecisionProps } from './types';

/** The turn decision: play a card, play all Treasures, buy, pay debt, end the phase (the options the engine lists). */
export function TurnDecision({ decision: d, onMove, busy }: TurnDecisionProps) {
  const o = d.options;
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      {o.play.length > 0 && (
        <div className="choices" role="group" aria-label="Play a card">
          {o.play.map((c) => (
            <CardButton key={c} card={c} onClick={() => onMove({ type: 'play', card: c })}>Play {c}</CardButton>
          ))}
        </div>
      )}
      {o.playTreasures && (
        <button type="button" className="choice"
          {...(d.phase === 'action' ? { title: 'Ends your Action phase, then plays every Treasure in your hand' } : {})}
          onClick={() => onMove({ type: 'playTreasures' })}>
          Play all Treasures
        </button>
      )}
      {o.payDebt > 0 && (
        <button type="button" className="choice" onClick={() => onMove({ type: 'payDebt', amount: o.payDebt })}
          {...(o.playTreasures ? { 'aria-describedby': `debt-${d.id}` } : {})}>Pay {o.payDebt} debt</button>
      )}
      {/* Paying debt ends the playing of Treasures (the rules): say so while some are still in hand. */}
      {o.payDebt > 0 && o.playTreasures && (
        <span className="hint small" id={`debt-${d.id}`}>Paying debt now ends playing Treasures this turn: play them first.</span>
      )}
      {d.phase === 'buy' && (
        <div className="choices" role="group" aria-label="Buy a card or Event">
          {o.buy.length === 0 && <span className="muted">Nothing to buy.</span>}
          {o.buy.map((b) => (
            <CardButton key={b.name} card={b.name} onClick={() => onMove({ type: 'buy', card: b.name })}>
              Buy {b.name} ({formatCost(b.cost)})
            </CardButton>
          ))}
        </div>
      )}
      <button type="button" className="primary" onClick={() => onMove({ type: 'endPhase' })}>{endLabel(o)}</button>
    </fieldset>
  );
}
