import { describe, expect, it } from 'vitest';
import { engineer } from '../../../../engine/cards/empires/engineer.js';
import { game, n } from './kit.js';

describe('Engineer', () => {
  it('has its printed text and a 4 debt cost', () => {
    expect(engineer).toMatchObject({ cost: { coins: 0, debt: 4 }, types: ['Action'] });
    expect(engineer.text).toBe(
      'Gain a card costing up to $4.\nYou may trash this. If you do, gain a card costing up to $4.',
    );
  });

  it('gains a card costing up to $4, never one with debt in its cost', () => {
    const h = game({ zones: { 0: { hand: ['Engineer'] } } });
    h.do(0, 'play Engineer');
    const d = h.decision(0)!;
    const piles = d.kind === 'pile' ? d.piles : [];
    expect(piles).toContain('Silver');
    expect(piles).toContain('Sacrifice');
    expect(piles).not.toContain('Engineer');
    expect(piles).not.toContain('City Quarter');
    expect(piles).not.toContain('Gold');
    h.do(0, 'gain Silver', 'no');
    expect(h.discard(0)).toEqual(['Silver']);
    expect(h.inPlay(0)).toEqual(['Engineer']);
  });

  it('may trash itself to gain a second card', () => {
    const h = game({ zones: { 0: { hand: ['Engineer'] } } });
    h.do(0, 'play Engineer', 'gain Silver', 'yes', 'gain Silver');
    expect(h.trash()).toEqual(['Engineer']);
    expect(h.discard(0)).toEqual(['Silver', 'Silver']);
  });

  it('Throne Room on Engineer: the second play cannot trash it again', () => {
    const h = game({ zones: { 0: { hand: ['Throne Room', 'Engineer'] } } });
    h.do(0, 'play Throne Room', 'play Engineer', 'gain Silver', 'yes', 'gain Estate', 'gain Copper');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.discard(0).sort()).toEqual(['Copper', 'Estate', 'Silver']);
  });

  it('gaining a Villa in the Action phase puts it in hand with +1 Action', () => {
    const h = game({ zones: { 0: { hand: ['Engineer'], deck: n(5, 'Copper') } } });
    h.do(0, 'play Engineer', 'gain Villa', 'no');
    expect(h.hand(0)).toEqual(['Villa']);
    expect(h.turn.actions).toBe(1);
    h.do(0, 'play Villa');
    expect(h.turn.actions).toBe(2);
  });
});
