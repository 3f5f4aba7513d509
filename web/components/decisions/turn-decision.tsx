'use client';
// The turn decision's buttons: play all Treasures, pay debt, end the phase. Playing a card and
// buying are the tiles themselves (hand and Supply); which button is highlighted follows the safe
// defaults in `primaryTurnButton`.
import { endLabel, primaryTurnButton } from '@/lib/moves';
import type { TurnDecisionProps } from './types';

export function TurnDecision({ decision: d, onMove, busy }: TurnDecisionProps) {
  const o = d.options;
  const primary = primaryTurnButton(d);
  const cls = (which: 'treasures' | 'end') => (primary === which ? 'primary' : 'choice');
  const hints = [
    o.play.length > 0 ? 'click a card in your hand to play it' : null,
    o.buy.length > 0 ? 'click a pile in the Supply to buy it' : null,
  ].filter(Boolean);
  return (
    <fieldset className="decision" disabled={busy}>
      <legend>{d.prompt}</legend>
      {hints.length > 0 && <p className="hint">{hints.join('; ').replace(/^./, (c) => c.toUpperCase())}.</p>}
      {d.phase === 'buy' && o.buy.length === 0 && <p className="muted">Nothing to buy.</p>}
      <div className="choices">
        {o.playTreasures && (
          <button
            type="button"
            className={cls('treasures')}
            {...(d.phase === 'action'
              ? { title: 'Ends your Action phase, then plays every Treasure in your hand' }
              : {})}
            onClick={() => onMove({ type: 'playTreasures' })}
          >
            Play all Treasures
          </button>
        )}
        {o.payDebt > 0 && (
          <button
            type="button"
            className="choice"
            onClick={() => onMove({ type: 'payDebt', amount: o.payDebt })}
            {...(o.playTreasures ? { 'aria-describedby': `debt-${d.id}` } : {})}
          >
            Pay {o.payDebt} debt
          </button>
        )}
        <button type="button" className={cls('end')} onClick={() => onMove({ type: 'endPhase' })}>
          {endLabel(o)}
        </button>
      </div>
      {/* Paying debt ends the playing of Treasures (the rules): say so while some are still in hand. */}
      {o.payDebt > 0 && o.playTreasures && (
        <span className="hint small" id={`debt-${d.id}`}>
          Paying debt now ends playing Treasures this turn: play them first.
        </span>
      )}
    </fieldset>
  );
}
