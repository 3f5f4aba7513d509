import { describe, expect, it } from 'vitest';
import { start } from '../../../support/harness.js';

const kingdom = ['Courtier', 'Mill', 'Diplomat', 'Harem', 'Militia', 'Village', 'Cellar', 'Market', 'Moat', 'Witch'];

const game = (hand: string[]) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, players: { '0': { hand, deck: ['Copper', 'Copper'] } } },
  });

describe('Courtier', () => {
  it('reveals a card from hand, which stays in hand', () => {
    const h = game(['Courtier', 'Copper', 'Estate']);
    h.do(0, 'play Courtier');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'reveal', min: 1, max: 1 });
    h.do(0, 'reveal Copper');
    expect(h.log.some((e) => e.kind === 'reveal' && e.cards?.[0] === 'Copper' && e.visibleTo === 'all')).toBe(true);
    expect(h.decision(0)).toMatchObject({ kind: 'option', min: 1, max: 1 });
    h.do(0, 'choose +1 Buy');
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
  });

  it('one type (Copper): one choice, e.g. gain a Gold to the discard pile', () => {
    const h = game(['Courtier', 'Copper']);
    h.do(0, 'play Courtier');
    expect(h.try(0, 'choose +1 Action, +$3').ok).toBe(false);
    h.do(0, 'choose gain a Gold');
    expect(h.discard(0)).toEqual(['Gold']);
    expect(h.supply('Gold')).toBe(29);
    expect(h.turn.coins).toBe(0);
    expect(h.turn.actions).toBe(0);
  });

  it('two types (Mill, Action – Victory): two different choices', () => {
    const h = game(['Courtier', 'Mill', 'Copper']);
    h.do(0, 'play Courtier', 'reveal Mill');
    expect(h.decision(0)).toMatchObject({ kind: 'option', min: 2, max: 2 });
    expect(h.try(0, 'choose +1 Action').ok).toBe(false);
    expect(h.try(0, 'choose +1 Action, +1 Action').ok).toBe(false);
    h.do(0, 'choose +1 Action, +$3');
    expect(h.turn.actions).toBe(1);
    expect(h.turn.coins).toBe(3);
    expect(h.turn.buys).toBe(1);
    expect(h.discard(0)).toEqual([]);
  });

  it('counts every type: Diplomat (Action – Reaction), Militia (Action – Attack), Harem (Treasure – Victory)', () => {
    for (const card of ['Diplomat', 'Militia', 'Harem']) {
      const h = game(['Courtier', card]);
      h.do(0, 'play Courtier');
      expect(h.decision(0)).toMatchObject({ kind: 'option', min: 2, max: 2 });
      h.do(0, 'choose +1 Buy, gain a Gold');
      expect(h.turn.buys).toBe(2);
      expect(h.discard(0)).toEqual(['Gold']);
    }
  });

  it('does nothing with no card in hand to reveal', () => {
    const h = game(['Courtier']);
    h.do(0, 'play Courtier');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.turn).toMatchObject({ actions: 0, buys: 1, coins: 0 });
  });

  it('may choose gain a Gold when none are left (nothing is gained)', () => {
    const h = start({
      kingdom,
      setup: { firstPlayer: 0, piles: { Gold: 0 }, players: { '0': { hand: ['Courtier', 'Copper'] } } },
    });
    h.do(0, 'play Courtier', 'choose gain a Gold');
    expect(h.discard(0)).toEqual([]);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });
});
