import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (players: Record<string, ForcedZones>, n = 2) => start({ players: n, setup: { firstPlayer: 0, players } });

describe('Moat', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Moat');
    expect(d.cost).toEqual({ coins: 2, debt: 0 });
    expect(d.types).toEqual(['Action', 'Reaction']);
    expect(d.text).toBe(
      '+2 Cards\n---\nWhen another player plays an Attack card, you may first reveal this from your hand, to be unaffected by it.',
    );
  });

  it('played as an Action: +2 Cards (the reaction part does nothing then)', () => {
    const h = game({ '0': { hand: ['Moat'], deck: ['Gold', 'Silver', 'Copper'] } });
    h.do(0, 'play Moat');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    expect(h.turn.actions).toBe(0);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('is offered before the Attack does anything, and revealing it makes its owner unaffected', () => {
    const h = game({
      '0': { hand: ['Witch'], deck: ['Gold', 'Silver'] },
      '1': { hand: ['Moat', 'Copper', 'Copper', 'Copper', 'Copper'] },
    });
    h.do(0, 'play Witch');
    // Nothing of Witch has happened yet.
    expect(h.hand(0)).toEqual([]);
    const d = h.view(1).decision;
    expect(d?.kind).toBe('option');
    expect(d?.verb).toBe('reveal');
    h.do(1, 'reveal Moat');
    expect(h.discard(1)).toEqual([]);
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    // Moat stays in hand.
    expect(h.hand(1)).toContain('Moat');
    expect(h.hand(1)).toHaveLength(5);
  });

  it('not revealing it leaves the player affected', () => {
    const h = game({
      '0': { hand: ['Witch'], deck: ['Gold', 'Silver'] },
      '1': { hand: ['Moat', 'Copper'] },
    });
    h.do(0, 'play Witch');
    h.do(1, "don't reveal");
    expect(h.discard(1)).toEqual(['Curse']);
  });

  it('is not offered against a non-Attack, nor to the player of the Attack', () => {
    const h = game({
      '0': { hand: ['Village', 'Militia', 'Moat'], deck: ['Copper', 'Copper', 'Copper'] },
      '1': { hand: ['Moat', 'Copper', 'Copper'] },
    });
    h.do(0, 'play Village');
    expect(h.decision(1)).toBeUndefined();
    h.do(0, 'play Militia');
    // Player 1 is asked (Moat in hand); the attacker is not.
    expect(h.decision(1)?.kind).toBe('option');
    expect(h.decision(0)).toBeUndefined();
  });

  it('can be revealed against any number of Attacks, once each', () => {
    const h = game({
      '0': { hand: ['Village', 'Witch', 'Militia'], deck: ['Copper', 'Copper', 'Copper', 'Copper'] },
      '1': { hand: ['Moat', 'Copper', 'Copper', 'Estate', 'Estate'] },
    });
    h.do(0, 'play Village', 'play Witch');
    h.do(1, 'reveal Moat');
    // Offered once per Attack: after revealing, the Attack goes on.
    expect(h.decision(1)).toBeUndefined();
    h.do(0, 'play Militia');
    h.do(1, 'reveal Moat');
    expect(h.hand(1)).toHaveLength(5);
    expect(h.discard(1)).toEqual([]);
  });
});
