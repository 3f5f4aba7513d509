import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (players: Record<string, ForcedZones>, n = 2) => start({ players: n, setup: { firstPlayer: 0, players } });

describe('Militia', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Militia');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe('+$2\nEach other player discards down to 3 cards in hand.');
  });

  it('gives +$2 and the other player discards down to 3 cards of their choice', () => {
    const h = game({
      '0': { hand: ['Militia', 'Copper'] },
      '1': { hand: ['Copper', 'Silver', 'Gold', 'Estate', 'Curse'] },
    });
    h.do(0, 'play Militia');
    expect(h.turn.coins).toBe(2);
    const d = h.view(1).decision;
    expect(d?.kind === 'cards' && [d.verb, d.min, d.max]).toEqual(['discard', 2, 2]);
    expect(h.try(1, 'discard Estate').ok).toBe(false);
    h.do(1, 'discard Estate, Curse');
    expect(h.hand(1)).toEqual(['Copper', 'Gold', 'Silver']);
    expect(h.discard(1).sort()).toEqual(['Curse', 'Estate']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('players with 3 or fewer cards discard nothing', () => {
    const h = game({
      '0': { hand: ['Militia'] },
      '1': { hand: ['Copper', 'Silver', 'Gold'] },
    });
    h.do(0, 'play Militia');
    expect(h.decision(1)).toBeUndefined();
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(1)).toEqual(['Copper', 'Gold', 'Silver']);
  });

  it('asks every other player at once; the turn resumes when all have answered', () => {
    const h = game(
      {
        '0': { hand: ['Militia'] },
        '1': { hand: ['Copper', 'Copper', 'Copper', 'Estate'] },
        '2': { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] },
      },
      3,
    );
    h.do(0, 'play Militia');
    expect(h.state.pending.map((d) => d.player).sort()).toEqual([1, 2]);
    h.do(2, 'discard Estate, Estate');
    expect(h.decision(0)).toBeUndefined();
    h.do(1, 'discard Estate');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Copper']);
    expect(h.hand(2)).toEqual(['Copper', 'Copper', 'Copper']);
  });

  it('does not make the attacker discard', () => {
    const h = game({
      '0': { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper', 'Estate'] },
      '1': { hand: ['Copper'] },
    });
    h.do(0, 'play Militia');
    expect(h.hand(0)).toHaveLength(5);
  });
});
