import { describe, expect, it } from 'vitest';
import { enchantress } from '../../../../engine/cards/empires/enchantress.js';
import { coins, game, n, vp } from './kit.js';

const enchant = (hand1: string[], deck1: string[] = n(10, 'Copper'), players = 2) => {
  const zones: Record<number, { hand: string[]; deck: string[] }> = {
    0: { hand: ['Enchantress'], deck: n(20, 'Silver') },
    1: { hand: hand1, deck: deck1 },
  };
  if (players === 3) zones[2] = { hand: ['Village', ...n(4, 'Copper')], deck: n(10, 'Copper') };
  const h = game({ players, zones });
  h.do(0, 'play Enchantress');
  return h;
};

describe('Enchantress', () => {
  it('has its printed text and cost', () => {
    expect(enchantress).toMatchObject({ cost: { coins: 3, debt: 0 }, types: ['Action', 'Attack', 'Duration'] });
    expect(enchantress.text).toBe(
      'Until your next turn, the first time each other player plays an Action card on their turn, they get +1 Card and +1 Action instead of following its instructions.\nAt the start of your next turn, +2 Cards',
    );
  });

  it('the first Action another player plays on their turn gives +1 Card +1 Action instead; the second works normally', () => {
    const h = enchant(['Smithy', 'Village', 'Copper', 'Copper', 'Copper']);
    h.do(0, 'end actions', 'end turn');
    h.do(1, 'play Smithy');
    // Smithy was played (it is in play) but gave +1 Card +1 Action instead of +3 Cards.
    expect(h.inPlay(1)).toEqual(['Smithy']);
    expect(h.state.players[1].hand).toHaveLength(5);
    expect(h.turn.actions).toBe(1);
    h.do(1, 'play Village');
    expect(h.turn.actions).toBe(2);
    expect(h.state.players[1].hand).toHaveLength(5);
  });

  it("stays in play until its owner's next turn, then gives +2 Cards and is discarded in that Clean-up", () => {
    const h = enchant(n(5, 'Copper'));
    h.do(0, 'end actions', 'end turn');
    expect(h.inPlay(0)).toEqual(['Enchantress']);
    h.do(1, 'end actions', 'end turn');
    expect(h.state.players[0].hand).toHaveLength(7);
    h.do(0, 'end actions', 'end turn');
    expect(h.inPlay(0)).toEqual([]);
    expect(h.discard(0)).toContain('Enchantress');
  });

  it('below-the-line abilities still work (Groundskeeper: +1 VP on a Victory gain)', () => {
    const h = enchant(['Groundskeeper', 'Copper', 'Copper']);
    h.do(0, 'end actions', 'end turn');
    h.do(1, 'play Groundskeeper', 'end actions', 'play treasures', 'buy Estate');
    expect(vp(h, 1)).toBe(1);
  });

  it('Sacrifice replaced: only +1 Card +1 Action, nothing trashed', () => {
    const h = enchant(['Sacrifice', 'Village', 'Copper']);
    h.do(0, 'end actions', 'end turn');
    h.do(1, 'play Sacrifice');
    expect(h.decision(1)?.kind).toBe('turn');
    expect(h.trash()).toEqual([]);
    expect(h.turn.actions).toBe(1);
  });

  it('a player who revealed Moat when it was played is unaffected', () => {
    const h = game({
      zones: {
        0: { hand: ['Enchantress'], deck: n(10, 'Silver') },
        1: { hand: ['Moat', 'Smithy', 'Copper'], deck: n(10, 'Copper') },
      },
    });
    h.do(0, 'play Enchantress');
    h.do(1, 'reveal Moat');
    h.do(0, 'end actions', 'end turn');
    h.do(1, 'play Smithy');
    expect(h.state.players[1].hand).toHaveLength(3 - 1 + 3);
  });

  it('several Enchantresses still affect only the first Action of the turn', () => {
    const h = game({
      players: 3,
      zones: {
        0: { hand: ['Enchantress'], deck: n(10, 'Silver') },
        1: { hand: ['Enchantress'], deck: n(10, 'Silver') },
        2: { hand: ['Village', 'Village', 'Copper'], deck: n(10, 'Copper') },
      },
    });
    h.do(0, 'play Enchantress', 'end actions', 'end turn');
    h.do(1, 'play Enchantress', 'end actions', 'end turn');
    h.do(2, 'play Village');
    expect(h.turn.actions).toBe(1);
    h.do(2, 'play Village');
    expect(h.turn.actions).toBe(2);
  });

  it('a Crown played in the Buy phase as the first Action gives +1 Card +1 Action (and plays nothing)', () => {
    const h = enchant(['Crown', 'Silver', 'Copper']);
    h.do(0, 'end actions', 'end turn');
    h.do(1, 'end actions', 'play Crown');
    expect(h.decision(1)?.kind).toBe('turn');
    expect(coins(h)).toBe(0);
    expect(h.turn.actions).toBe(2);
    expect(h.state.players[1].hand).toHaveLength(3);
  });

  it("does not affect the owner's own Actions on their turn", () => {
    const h = game({ zones: { 0: { hand: ['Enchantress', 'Village', 'Village'], deck: n(10, 'Silver') } } });
    h.do(0, 'play Village', 'play Enchantress', 'play Village');
    expect(h.turn.actions).toBe(2);
  });
});
