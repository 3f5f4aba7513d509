'use client';
import { CardButton } from '@/components/cards/card-label';
import { formatCost } from '@/lib/engine';
import { turnOptions } from '@/lib/moves';
import type { TurnDecisionProps } from './types';

/** The turn decision: play a card, play all Treasures, buy, pay debt, end the phase. */
export function TurnDecision({ decision: d, view, onMove, busy }: TurnDecisionProps) {
  const o = turnOptions(view, d);
  const costOf = (name: string) =>
    view.supply.find((p) => p.top === name)?.cost ?? view.events.find((e) => e.name === name)?.cost ?? null;
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      {o.playable.length > 0 && (
        <div className="choices" role="group" aria-label="Play a card">
          {o.playable.map((c) => (
            <CardButton key={c} card={c} onClick={() => onMove({ type: 'play', card: c })}>Play {c}</CardButton>
          ))}
        </div>
      )}
      {o.canPlayTreasures && (
        <button type="button" className="choice"
          {...(d.phase === 'action' ? { title: 'Ends your Action phase, then plays every Treasure in your hand' } : {})}
          onClick={() => onMove(d.phase === 'action' ? [{ type: 'endPhase' }, { type: 'playTreasures' }] : { type: 'playTreasures' })}>
          Play all Treasures
        </button>
      )}
      {o.payDebt > 0 && (
        <button type="button" className="choice" onClick={() => onMove({ type: 'payDebt', amount: o.payDebt })}
          {...(o.canPlayTreasures ? { 'aria-describedby': `debt-${d.id}` } : {})}>Pay {o.payDebt} debt</button>
      )}
      {/* Paying debt ends the playing of Treasures (the rules): say so while some are still in hand. */}
      {o.payDebt > 0 && o.canPlayTreasures && (
        <span className="hint small" id={`debt-${d.id}`}>Paying debt now ends playing Treasures this turn: play them first.</span>
      )}
      {d.phase === 'buy' && (
        <div className="choices" role="group" aria-label="Buy a card or Event">
          {o.buyable.length === 0 && <span className="muted">Nothing to buy.</span>}
          {o.buyable.map((c) => {
            const cost = costOf(c);
            return (
              <CardButton key={c} card={c} onClick={() => onMove({ type: 'buy', card: c })}>
                Buy {c}{cost ? ` (${formatCost(cost)})` : ''}
              </CardButton>
            );
          })}
        </div>
      )}
      <button type="button" className="primary" onClick={() => onMove({ type: 'endPhase' })}>{o.endLabel}</button>
    </fieldset>
  );
}
