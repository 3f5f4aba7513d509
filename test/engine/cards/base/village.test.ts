import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

function game(hand: string[], deck: string[]) {
  return start({ setup: { firstPlayer: 0, players: { '0': { hand, deck } } } });
}

describe('Village', () => {
  it('is a $3 Action with the printed text', () => {
    const d = getDef('Village');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+1 Card\n+2 Actions');
  });

  it('+1 Card +2 Actions', () => {
    const h = game(['Village'], ['Smithy', 'Estate']);
    h.do(0, 'play Village');
    expect(h.hand(0)).toEqual(['Smithy']);
    expect(h.turn).toMatchObject({ actions: 2, buys: 1, coins: 0 });
  });

  it('lets two terminal Actions be played after it', () => {
    const h = game(['Village', 'Smithy', 'Moat', 'Moat'], ['Estate', 'Estate', 'Estate', 'Estate']);
    h.do(0, 'play Village', 'play Smithy');
    expect(h.turn.actions).toBe(1);
    h.do(0, 'play Moat');
    expect(h.turn.actions).toBe(0);
    const r = h.try(0, 'play Moat');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('move/no-actions');
  });
});
