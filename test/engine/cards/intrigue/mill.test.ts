import { describe, expect, it } from 'vitest';
import { getDef, score } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const kingdom = ['Mill', 'Lurker', 'Village', 'Cellar', 'Market', 'Militia', 'Moat', 'Smithy', 'Festival', 'Witch'];

const game = (hand: string[], deck: string[] = ['Silver', 'Gold']) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, players: { '0': { hand, deck } } },
  });

describe('Mill', () => {
  it('is an Action – Victory costing $4', () => {
    expect(getDef('Mill')).toMatchObject({
      set: 'intrigue',
      cost: { coins: 4, debt: 0 },
      types: ['Action', 'Victory'],
    });
  });

  it('is played in the Action phase: +1 Card, +1 Action, then may discard 2 cards for +$2', () => {
    const h = game(['Mill', 'Estate', 'Copper']);
    h.do(0, 'play Mill');
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Silver']);
    expect(h.decision(0)).toMatchObject({ kind: 'yesno', source: 'Mill' });
    h.do(0, 'yes');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'discard', min: 2, max: 2 });
    expect(h.try(0, 'discard Estate').ok).toBe(false);
    h.do(0, 'discard Estate, Copper');
    expect(h.turn.coins).toBe(2);
    expect(h.hand(0)).toEqual(['Silver']);
    expect(h.discard(0).sort()).toEqual(['Copper', 'Estate']);
  });

  it('may keep the cards', () => {
    const h = game(['Mill', 'Estate', 'Copper']);
    h.do(0, 'play Mill', 'no');
    expect(h.turn.coins).toBe(0);
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Silver']);
  });

  it('discarding with only one card in hand discards it but gives no $', () => {
    const h = game(['Mill'], ['Estate']);
    h.do(0, 'play Mill', 'yes');
    expect(h.hand(0)).toEqual([]);
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.turn.coins).toBe(0);
  });

  it('asks nothing with an empty hand', () => {
    const h = game(['Mill'], []);
    h.do(0, 'play Mill');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('is not a Treasure', () => {
    const h = game(['Mill', 'Copper']);
    h.do(0, 'end actions');
    expect(h.try(0, 'play Mill').ok).toBe(false);
  });

  it('is worth 1 VP', () => {
    const h = game(['Mill', 'Estate'], ['Mill']);
    expect(score(h.state, 0)).toBe(3);
  });

  it('has 8 cards with 2 players and 12 with 3 or more', () => {
    expect(start({ kingdom }).supply('Mill')).toBe(8);
    expect(start({ kingdom, players: 3 }).supply('Mill')).toBe(12);
  });
});
