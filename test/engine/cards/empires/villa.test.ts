import { describe, expect, it } from 'vitest';
import { villa } from '../../../../engine/cards/empires/villa.js';
import { Game } from '../../../../engine/core/game.js';
import { coins, game, n } from './kit.js';

describe('Villa', () => {
  it('has its printed text and cost', () => {
    expect(villa).toMatchObject({ cost: { coins: 4, debt: 0 }, types: ['Action'] });
    expect(villa.text).toBe(
      "+2 Actions\n+1 Buy\n+$1\n---\nWhen you gain this, put it into your hand, +1 Action, and if it's your Buy phase return to your Action phase.",
    );
  });

  it('+2 Actions +1 Buy +$1', () => {
    const h = game({ zones: { 0: { hand: ['Villa'] } } });
    h.do(0, 'play Villa');
    expect([h.turn.actions, h.turn.buys, coins(h)]).toEqual([2, 2, 1]);
  });

  it('bought: into hand, +1 Action, back to the Action phase; then the Buy phase starts again with Treasures playable', () => {
    const h = game({ zones: { 0: { hand: ['Silver', 'Silver', 'Copper', 'Copper'] } } });
    h.do(0, 'end actions', 'play Silver', 'play Silver', 'buy Villa');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Villa']);
    // The log says where it went (it is public: Villa goes to hand openly).
    expect(h.log).toContainEqual(
      expect.objectContaining({ kind: 'note', player: 0, cards: ['Villa'], detail: 'puts it into their hand' }),
    );
    expect(h.turn.phase).toBe('action');
    expect(h.decision(0)).toMatchObject({ kind: 'turn', phase: 'action' });
    // The unused Action of the first Action phase is still there, plus Villa's +1 Action.
    expect(h.turn.actions).toBe(2);
    h.do(0, 'play Villa', 'end actions');
    expect(h.turn.phase).toBe('buy');
    h.do(0, 'play treasures');
    expect(coins(h)).toBe(0 + 1 + 2);
    expect(h.turn.buys).toBe(1);
    h.do(0, 'buy Moat');
    expect(h.discard(0)).toEqual(['Moat']);
  });

  it('"start of Buy phase" abilities trigger again in the second Buy phase', () => {
    const h = game({ landmarks: ['Arena'], zones: { 0: { hand: ['Silver', 'Silver', 'Village', 'Village'] } } });
    const arena = () => h.state.landmarks.find((l) => l.name === 'Arena')!.vpTokens;
    const start = arena();
    h.do(0, 'end actions', 'discard Village', 'play treasures', 'buy Villa');
    h.do(0, 'end actions', 'discard Village');
    expect(arena()).toBe(start - 4);
  });

  it("gained on another player's turn: to hand, no Action for anyone", () => {
    const h = game({ zones: { 0: { hand: ['Copper'] }, 1: { hand: n(5, 'Copper') } } });
    h.do(0, 'end actions', 'play treasures');
    const actions = h.turn.actions;
    const g = new Game(h.state, () => {});
    const run = g.gain(1, 'Villa');
    expect(run.next().done).toBe(true);
    expect(h.hand(1)).toContain('Villa');
    expect(h.turn.actions).toBe(actions);
    expect(h.turn.phase).toBe('buy');
  });
});
