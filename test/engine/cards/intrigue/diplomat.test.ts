import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const kingdom = [
  'Diplomat',
  'Militia',
  'Moat',
  'Witch',
  'Village',
  'Cellar',
  'Market',
  'Smithy',
  'Throne Room',
  'Festival',
];
const DECK = ['Copper', 'Silver', 'Gold', 'Copper', 'Copper', 'Copper'];

const game = (p0: { hand: string[]; deck?: string[] }, p1: { hand: string[]; deck?: string[] }) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, players: { '0': { deck: DECK, ...p0 }, '1': { deck: DECK, ...p1 } } },
  });

describe('Diplomat', () => {
  it('is an Action – Reaction costing $4', () => {
    expect(getDef('Diplomat')).toMatchObject({
      set: 'intrigue',
      cost: { coins: 4, debt: 0 },
      types: ['Action', 'Reaction'],
    });
  });

  it('draws 2 and gives +2 Actions when the hand then has 5 or fewer cards', () => {
    const h = game({ hand: ['Diplomat', 'Estate', 'Estate', 'Estate'] }, { hand: ['Copper'] });
    h.do(0, 'play Diplomat');
    expect(h.hand(0)).toHaveLength(5);
    expect(h.turn.actions).toBe(2);
  });

  it('gives no Actions when played from a 5-card hand (4 + 2 = 6 cards)', () => {
    const h = game({ hand: ['Diplomat', 'Estate', 'Estate', 'Estate', 'Estate'] }, { hand: ['Copper'] });
    h.do(0, 'play Diplomat');
    expect(h.hand(0)).toHaveLength(6);
    expect(h.turn.actions).toBe(0);
  });

  it('can be revealed to an Attack from a hand of 5: draw 2, then discard 3, before the Attack resolves', () => {
    const h = game({ hand: ['Militia'] }, { hand: ['Diplomat', 'Estate', 'Estate', 'Copper', 'Copper'] });
    h.do(0, 'play Militia');
    const d = h.decision(1)!;
    expect(d).toMatchObject({ kind: 'option', verb: 'reveal', source: 'Militia' });
    expect(h.turn.coins).toBe(0);
    h.do(1, 'reveal Diplomat');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Copper', 'Diplomat', 'Estate', 'Estate', 'Silver']);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'discard', min: 3, max: 3, source: 'Diplomat' });
    h.do(1, 'discard Estate, Estate, Diplomat');
    // 4 cards left: Diplomat cannot be revealed again; Militia then resolves.
    expect(h.turn.coins).toBe(2);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'discard', source: 'Militia', min: 1, max: 1 });
    h.do(1, 'discard Copper');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Silver']);
    expect(h.discard(1)).toHaveLength(4);
  });

  it('cannot be revealed from a hand of 4 cards', () => {
    const h = game({ hand: ['Militia'] }, { hand: ['Diplomat', 'Estate', 'Copper', 'Copper'] });
    h.do(0, 'play Militia');
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'discard', source: 'Militia' });
  });

  it('may be revealed again while the hand still has 5 or more cards', () => {
    const h = game({ hand: ['Militia'] }, { hand: ['Diplomat', 'Estate', 'Estate', 'Estate', 'Copper', 'Copper'] });
    h.do(0, 'play Militia');
    h.do(1, 'reveal Diplomat', 'discard Estate, Estate, Estate');
    expect(h.hand(1)).toHaveLength(5);
    expect(h.decision(1)).toMatchObject({ kind: 'option', verb: 'reveal' });
    h.do(1, 'reveal Diplomat', 'discard Copper, Copper, Copper');
    expect(h.hand(1)).toEqual(['Copper', 'Diplomat', 'Gold', 'Silver']);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', source: 'Militia' });
  });

  it('works before Moat, even a Moat it just drew', () => {
    const h = game(
      { hand: ['Militia'] },
      { hand: ['Diplomat', 'Estate', 'Estate', 'Copper', 'Copper'], deck: ['Moat', 'Gold'] },
    );
    h.do(0, 'play Militia');
    const offered = (h.decision(1) as { options: { id: string }[] }).options.map((o) => o.id);
    expect(offered).toEqual(['Diplomat', 'none']);
    h.do(1, 'reveal Diplomat', 'discard Estate, Estate, Copper');
    expect(h.hand(1)).toEqual(['Copper', 'Diplomat', 'Gold', 'Moat']);
    h.do(1, 'reveal Moat');
    // Unaffected by Militia: no discard.
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.hand(1)).toEqual(['Copper', 'Diplomat', 'Gold', 'Moat']);
  });

  it('works after Moat', () => {
    const h = game({ hand: ['Militia'] }, { hand: ['Diplomat', 'Moat', 'Estate', 'Copper', 'Copper'] });
    h.do(0, 'play Militia');
    h.do(1, 'reveal Moat');
    expect(h.decision(1)).toMatchObject({ kind: 'option', verb: 'reveal' });
    const offered = (h.decision(1) as { options: { id: string }[] }).options.map((o) => o.id);
    expect(offered).toEqual(['Diplomat', 'none']);
    h.do(1, 'reveal Diplomat', 'discard Estate, Copper, Copper');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.hand(1)).toEqual(['Copper', 'Diplomat', 'Moat', 'Silver']);
  });

  it('may be declined', () => {
    const h = game({ hand: ['Militia'] }, { hand: ['Diplomat', 'Estate', 'Estate', 'Copper', 'Copper'] });
    h.do(0, 'play Militia');
    h.do(1, "don't reveal");
    expect(h.decision(1)).toMatchObject({ kind: 'cards', source: 'Militia', min: 2, max: 2 });
    expect(h.deck(1)).toEqual(DECK);
  });

  it('is not offered against a card that is not an Attack', () => {
    const h = game({ hand: ['Smithy'] }, { hand: ['Diplomat', 'Estate', 'Estate', 'Copper', 'Copper'] });
    h.do(0, 'play Smithy');
    expect(h.decision(1)).toBeUndefined();
  });

  it('two Diplomats are revealed one at a time, never both at once', () => {
    const h = game({ hand: ['Militia'] }, { hand: ['Diplomat', 'Diplomat', 'Estate', 'Estate', 'Copper', 'Copper'] });
    h.do(0, 'play Militia');
    const d = h.decision(1) as { kind: string; options: { id: string }[]; max: number };
    expect(d).toMatchObject({ kind: 'option', min: 1, max: 1 });
    expect(d.options.map((o) => o.id)).toEqual(['Diplomat', 'none']);
    h.do(1, 'reveal Diplomat');
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'discard', min: 3, max: 3 });
  });

  it('played by Throne Room, each play draws 2 and checks the hand again', () => {
    const h = game({ hand: ['Throne Room', 'Diplomat', 'Estate'] }, { hand: ['Copper'] });
    h.do(0, 'play Throne Room', 'play Diplomat');
    // 1 + 2 = 3 cards: +2 Actions; 3 + 2 = 5 cards: +2 Actions again.
    expect(h.hand(0)).toHaveLength(5);
    expect(h.turn.actions).toBe(4);
  });
});
