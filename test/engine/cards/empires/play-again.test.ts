// Every "play it again" path (Throne Room, Crown, Overlord as Crown, Enchantress's replacement,
// Villa/Encampment under Throne Room, Fortune/Capital under Crown): nothing about the card is
// forgotten when it leaves play during its first play. Empires rulebook, Overlord: "If you play an
// Overlord multiple times such as via a Throne Room, you will only pick what to play it as the
// first time; the other times it will be the same thing."
import { describe, expect, it } from 'vitest';
import { coins, debt, game, KINGDOM, n, pile, pileCards, vp } from './kit.js';

const WITH_MINING_VILLAGE = [...KINGDOM, 'Mining Village'];

/** What the cards in play are now (an Overlord in play is the card it is played as). */
const inPlayAs = (h: ReturnType<typeof game>, p: number) =>
  h.state.players[p].inPlay.map((id) => h.state.aliases?.[id] ?? h.state.cardNames[id]).sort();

describe('a card played again after it left play', () => {
  it('Throne Room on Overlord as Encampment that set itself aside: the second play is Encampment again', () => {
    const h = game({ zones: { 0: { hand: ['Throne Room', 'Overlord'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Throne Room', 'play Overlord', 'play Encampment');
    // No Gold or Plunder to reveal: set aside, then played again as Encampment (no new pile choice).
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.played).toEqual(['Throne Room', 'Overlord', 'Encampment']);
    expect(h.hand(0)).toEqual(n(4, 'Copper'));
    expect(h.turn.actions).toBe(4);
    expect(h.setAside(0)).toEqual(['Overlord']);
    h.do(0, 'end actions', 'end turn');
    // Set aside once, so it returns once, to the Overlord pile; the Encampment pile is untouched.
    expect(pileCards(h, 'Overlord')).toEqual(n(11, 'Overlord'));
    expect(h.supply('Encampment/Plunder')).toBe(10);
  });

  it('Throne Room on Overlord as Mining Village that trashed itself: the second play is Mining Village again', () => {
    const h = game({
      kingdom: WITH_MINING_VILLAGE,
      zones: { 0: { hand: ['Throne Room', 'Overlord'], deck: n(10, 'Copper') } },
    });
    h.do(0, 'play Throne Room', 'play Overlord', 'play Mining Village', 'yes');
    // Not in play any more: +1 Card +2 Actions, and no second offer to trash it.
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.played).toEqual(['Throne Room', 'Overlord', 'Mining Village']);
    expect(h.hand(0)).toEqual(n(2, 'Copper'));
    expect(h.turn.actions).toBe(4);
    expect(coins(h)).toBe(2);
    expect(h.trash()).toEqual(['Overlord']);
  });

  it("Throne Room on Overlord as Farmers' Market that trashed itself: the second play adds 1 VP to the pile", () => {
    const h = game({ zones: { 0: { hand: ['Throne Room', 'Overlord'], deck: n(5, 'Copper') } } });
    pile(h, "Farmers' Market").vpTokens = 4;
    h.do(0, 'play Throne Room', 'play Overlord', "play Farmers' Market");
    expect(h.decision(0)?.kind).toBe('turn');
    expect(vp(h, 0)).toBe(4);
    expect(pile(h, "Farmers' Market").vpTokens).toBe(1);
    expect(coins(h)).toBe(1);
    expect(h.turn.buys).toBe(3);
    expect(h.trash()).toEqual(['Overlord']);
  });

  it('Crown on Overlord as Encampment that set itself aside: the second play is Encampment again', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Overlord'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Crown', 'play Overlord', 'play Encampment');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(0)).toEqual(n(4, 'Copper'));
    expect(h.turn.actions).toBe(4);
    expect(h.setAside(0)).toEqual(['Overlord']);
  });

  it('Overlord as Crown, on another Overlord as Mining Village that trashed itself: chosen once', () => {
    const h = game({
      kingdom: WITH_MINING_VILLAGE,
      zones: { 0: { hand: ['Overlord', 'Overlord'], deck: n(10, 'Copper') } },
    });
    h.do(0, 'play Overlord', 'play Crown', 'play Overlord', 'play Mining Village', 'yes');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.played).toEqual(['Overlord', 'Overlord', 'Mining Village']);
    expect(h.hand(0)).toEqual(n(2, 'Copper'));
    expect(h.turn.actions).toBe(4);
    expect(coins(h)).toBe(2);
    // The Overlord played as Crown is still Crown; the trashed one is an Overlord again.
    expect(h.inPlay(0)).toEqual(['Overlord']);
    expect(inPlayAs(h, 0)).toEqual(['Crown']);
    expect(h.trash()).toEqual(['Overlord']);
  });

  it('Overlord as Crown on a Duration card (Archive): it stays in play with it, still Crown', () => {
    const h = game({ zones: { 0: { hand: ['Overlord', 'Archive'], deck: n(12, 'Copper') } } });
    h.do(0, 'play Overlord', 'play Crown', 'play Archive', 'end actions', 'end turn');
    expect(inPlayAs(h, 0)).toEqual(['Archive', 'Crown']);
  });

  it("Enchantress's replacement: a Throne Room played first gives +1 Card +1 Action and plays nothing twice", () => {
    const h = game({
      zones: {
        0: { hand: ['Enchantress'], deck: n(10, 'Copper') },
        1: { hand: ['Throne Room', 'Village', 'Overlord'], deck: n(10, 'Copper') },
      },
    });
    h.do(0, 'play Enchantress', 'end actions', 'end turn');
    h.do(1, 'play Throne Room');
    expect(h.decision(1)?.kind).toBe('turn');
    expect(h.turn.actions).toBe(1);
    expect(h.hand(1)).toEqual(['Copper', 'Overlord', 'Village']);
    // Only the first Action is replaced: Village then works, and an Overlord is chosen as usual.
    h.do(1, 'play Village', 'play Overlord');
    expect(h.decision(1)).toMatchObject({ kind: 'pile', source: 'Overlord' });
  });

  it("Enchantress's replacement on an Overlord: nothing is chosen, and Throne Room later asks once for two plays", () => {
    const h = game({
      zones: {
        0: { hand: ['Enchantress'], deck: n(10, 'Copper') },
        1: { hand: ['Overlord', 'Throne Room', 'Overlord'], deck: n(10, 'Copper') },
      },
    });
    h.do(0, 'play Enchantress', 'end actions', 'end turn');
    h.do(1, 'play Overlord');
    expect(h.decision(1)?.kind).toBe('turn');
    expect(h.turn.actions).toBe(1);
    h.do(1, 'play Throne Room', 'play Overlord', 'play Smithy');
    expect(h.decision(1)?.kind).toBe('turn');
    expect(h.hand(1)).toHaveLength(1 + 6);
  });

  it('Villa under Throne Room: both plays count (+4 Actions, +2 Buys, +$2)', () => {
    const h = game({ zones: { 0: { hand: ['Throne Room', 'Villa'], deck: n(5, 'Copper') } } });
    h.do(0, 'play Throne Room', 'play Villa');
    expect(h.turn).toMatchObject({ actions: 4, buys: 3, coins: 2 });
    expect(h.inPlay(0)).toEqual(['Throne Room', 'Villa']);
  });

  it('Encampment under Throne Room with nothing to reveal: both plays draw, it is set aside and returns once', () => {
    const h = game({ zones: { 0: { hand: ['Throne Room', 'Encampment'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Throne Room', 'play Encampment');
    expect(h.hand(0)).toEqual(n(4, 'Copper'));
    expect(h.turn.actions).toBe(4);
    expect(h.setAside(0)).toEqual(['Encampment']);
    expect(h.turn.lasting.filter((l) => l.card === 'Encampment')).toHaveLength(1);
    h.do(0, 'end actions', 'end turn');
    expect(h.supply('Encampment/Plunder')).toBe(11);
  });

  it('Encampment under Throne Room, Gold revealed only the second time: it is set aside after the first play', () => {
    const h = game({
      zones: { 0: { hand: ['Throne Room', 'Encampment'], deck: ['Copper', 'Copper', 'Gold', 'Copper'] } },
    });
    h.do(0, 'play Throne Room', 'play Encampment');
    // First play: two Coppers, nothing to reveal, set aside; the second draws the Gold and may reveal it.
    expect(h.decision(0)).toMatchObject({ source: 'Encampment', verb: 'reveal' });
    h.do(0, 'reveal Gold');
    expect(h.setAside(0)).toEqual(['Encampment']);
  });

  it('Fortune under Crown: +2 Buys, and $ doubled only once this turn', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Fortune', 'Silver'] } } });
    h.do(0, 'end actions', 'play Silver', 'play Crown', 'play Fortune');
    expect(coins(h)).toBe(4);
    expect(h.turn.buys).toBe(3);
  });

  it('Capital under Crown: $12 and +2 Buys, and one Capital discarded from play takes 6 debt once', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Capital'], deck: n(5, 'Copper') } } });
    h.do(0, 'end actions', 'play Crown', 'play Capital');
    expect(coins(h)).toBe(12);
    expect(h.turn.buys).toBe(3);
    h.do(0, 'end turn');
    expect(h.decision(0)).toMatchObject({ kind: 'number', source: 'Capital' });
    h.do(0, 'pay 0');
    expect(debt(h, 0)).toBe(6);
    expect(h.decision(0)).toBeUndefined();
  });
});

describe('games of rules version 2 replay as they were played', () => {
  it('Throne Room on Overlord as Mining Village that trashed itself asked again what to play it as', () => {
    const h = game({
      rulesVersion: 2,
      kingdom: WITH_MINING_VILLAGE,
      zones: { 0: { hand: ['Throne Room', 'Overlord'], deck: n(10, 'Copper') } },
    });
    h.do(0, 'play Throne Room', 'play Overlord', 'play Mining Village', 'yes');
    expect(h.decision(0)).toMatchObject({ kind: 'pile', source: 'Overlord' });
    h.do(0, 'play Smithy');
    expect(h.hand(0)).toEqual(n(4, 'Copper'));
  });
});
