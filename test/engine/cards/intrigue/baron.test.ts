import { describe, expect, it } from 'vitest';
import { start } from '../../../support/harness.js';

const kingdom = [
  'Baron',
  'Bridge',
  'Conspirator',
  'Courtier',
  'Courtyard',
  'Diplomat',
  'Duke',
  'Harem',
  'Ironworks',
  'Lurker',
];

const game = (hand: string[], piles?: Record<string, number>) =>
  start({
    kingdom,
    setup: {
      firstPlayer: 0,
      piles,
      players: { '0': { hand, deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'] } },
    },
  });

describe('Baron', () => {
  it('gives +1 Buy and +$4 for discarding an Estate', () => {
    const h = game(['Baron', 'Estate', 'Copper']);
    h.do(0, 'play Baron');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'discard', source: 'Baron', min: 0, max: 1 });
    h.do(0, 'discard Estate');
    expect(h.turn.buys).toBe(2);
    expect(h.turn.coins).toBe(4);
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.supply('Estate')).toBe(8);
  });

  it('lets the player keep the Estate, and then they gain an Estate', () => {
    const h = game(['Baron', 'Estate', 'Copper']);
    h.do(0, 'play Baron', 'discard nothing');
    expect(h.turn.buys).toBe(2);
    expect(h.turn.coins).toBe(0);
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.supply('Estate')).toBe(7);
  });

  it('gains an Estate without asking when there is no Estate in hand', () => {
    const h = game(['Baron', 'Copper', 'Duchy']);
    h.do(0, 'play Baron');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.turn.gained).toEqual(['Estate']);
    expect(h.turn.buys).toBe(2);
  });

  it('only accepts an Estate as the discard', () => {
    const h = game(['Baron', 'Estate', 'Copper']);
    h.do(0, 'play Baron');
    expect(h.try(0, 'discard Copper').ok).toBe(false);
  });

  it('still gives +1 Buy when no Estate is left to gain', () => {
    const h = game(['Baron', 'Copper'], { Estate: 0 });
    h.do(0, 'play Baron');
    expect(h.discard(0)).toEqual([]);
    expect(h.turn.buys).toBe(2);
    expect(h.turn.coins).toBe(0);
  });
});
