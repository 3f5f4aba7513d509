import { describe, expect, it } from 'vitest';
import { crown } from '../../../../engine/cards/empires/crown.js';
import { coins, game, n } from './kit.js';

describe('Crown', () => {
  it('has its printed text and cost', () => {
    expect(crown).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action', 'Treasure'] });
    expect(crown.text).toBe(
      "If it's your Action phase, you may play an Action from your hand twice. If it's your Buy phase, you may play a Treasure from your hand twice.",
    );
  });

  it('Action phase: plays an Action twice, using no extra Actions', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Village', 'Silver'], deck: n(5, 'Copper') } } });
    h.do(0, 'play Crown', 'play Village');
    expect(h.turn.actions).toBe(4);
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Silver']);
  });

  it('Buy phase: played as a Treasure, plays a Treasure twice (Silver = $4)', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Silver', 'Village'] } } });
    h.do(0, 'end actions', 'play Crown');
    const d = h.decision(0)!;
    expect(d.kind === 'cards' ? d.candidates.map((id) => h.state.cardNames[id]) : []).toEqual(['Silver']);
    h.do(0, 'play Silver');
    expect(coins(h)).toBe(4);
    expect(h.turn.actions).toBe(1);
  });

  it('is optional', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Silver'] } } });
    h.do(0, 'end actions', 'play Crown', 'play nothing');
    expect(coins(h)).toBe(0);
    expect(h.hand(0)).toEqual(['Silver']);
  });

  it('Crown on Crown in the Buy phase: two more Treasures twice each', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Crown', 'Silver', 'Gold'] } } });
    h.do(0, 'end actions', 'play Crown', 'play Crown', 'play Silver', 'play Gold');
    expect(coins(h)).toBe(4 + 6);
  });

  it('playing a Duration card keeps Crown in play with it', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Archive'], deck: n(12, 'Copper') } } });
    h.do(0, 'play Crown', 'play Archive', 'end actions', 'end turn');
    expect(h.inPlay(0)).toEqual(['Archive', 'Crown']);
  });
});
