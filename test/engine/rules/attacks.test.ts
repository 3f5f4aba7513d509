import { describe, expect, it } from 'vitest';
import type { ForcedZones } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const KINGDOM = [
  'Bandit',
  'Bureaucrat',
  'Cellar',
  'Festival',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const game = (
  players: Record<string, ForcedZones>,
  o: { n?: number; first?: number; piles?: Record<string, number> } = {},
) => start({ players: o.n ?? 2, kingdom: KINGDOM, setup: { firstPlayer: o.first ?? 0, players, piles: o.piles } });

const MOAT_HAND = ['Moat', 'Estate', 'Duchy', 'Copper', 'Silver'];
const VICTIM_DECK = ['Gold', 'Silver', 'Copper'];

describe('Moat against each base Attack', () => {
  it('Militia: the Moat player discards nothing; the attacker still gets +$2', () => {
    const h = game({ '0': { hand: ['Militia'] }, '1': { hand: MOAT_HAND } });
    h.do(0, 'play Militia');
    h.do(1, 'reveal Moat');
    expect(h.hand(1)).toEqual([...MOAT_HAND].sort());
    expect(h.discard(1)).toEqual([]);
    expect(h.turn.coins).toBe(2);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('Witch: the Moat player gains no Curse; the attacker still draws 2', () => {
    const h = game({ '0': { hand: ['Witch'], deck: ['Copper', 'Copper'] }, '1': { hand: MOAT_HAND } });
    const curses = h.supply('Curse');
    h.do(0, 'play Witch');
    h.do(1, 'reveal Moat');
    expect(h.discard(1)).toEqual([]);
    expect(h.supply('Curse')).toBe(curses);
    expect(h.hand(0)).toEqual(['Copper', 'Copper']);
    expect(h.hand(1)).toContain('Moat');
  });

  it('Bandit: the Moat player reveals nothing and loses nothing; the attacker still gains a Gold', () => {
    const h = game({ '0': { hand: ['Bandit'] }, '1': { hand: MOAT_HAND, deck: VICTIM_DECK } });
    h.do(0, 'play Bandit');
    h.do(1, 'reveal Moat');
    expect(h.deck(1)).toEqual(VICTIM_DECK);
    expect(h.discard(1)).toEqual([]);
    expect(h.trash()).toEqual([]);
    expect(h.discard(0)).toEqual(['Gold']);
    expect(h.hand(1)).toContain('Moat');
    expect(h.log.some((e) => e.kind === 'reveal' && e.player === 1)).toBe(false);
  });

  it('Bureaucrat: the Moat player puts nothing on their deck; the attacker still gains a Silver onto theirs', () => {
    const h = game({ '0': { hand: ['Bureaucrat'], deck: ['Copper'] }, '1': { hand: MOAT_HAND, deck: VICTIM_DECK } });
    h.do(0, 'play Bureaucrat');
    h.do(1, 'reveal Moat');
    expect(h.deck(1)).toEqual(VICTIM_DECK);
    expect(h.hand(1)).toEqual([...MOAT_HAND].sort());
    expect(h.deck(0)).toEqual(['Silver', 'Copper']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('without revealing Moat, each Attack hits as usual', () => {
    const militia = game({ '0': { hand: ['Militia'] }, '1': { hand: MOAT_HAND } });
    militia.do(0, 'play Militia');
    militia.do(1, "don't reveal");
    expect(militia.decision(1)?.kind).toBe('cards');
    const witch = game({ '0': { hand: ['Witch'] }, '1': { hand: MOAT_HAND } });
    witch.do(0, 'play Witch');
    witch.do(1, "don't reveal");
    expect(witch.discard(1)).toEqual(['Curse']);
    const bureaucrat = game({ '0': { hand: ['Bureaucrat'] }, '1': { hand: MOAT_HAND, deck: VICTIM_DECK } });
    bureaucrat.do(0, 'play Bureaucrat');
    bureaucrat.do(1, "don't reveal");
    expect(bureaucrat.decision(1)?.kind).toBe('cards');
    const bandit = game({ '0': { hand: ['Bandit'] }, '1': { hand: MOAT_HAND, deck: VICTIM_DECK } });
    bandit.do(0, 'play Bandit');
    bandit.do(1, "don't reveal");
    bandit.do(1, 'trash Gold');
    expect(bandit.trash()).toEqual(['Gold']);
  });

  it('Moat stays in hand and works again against the next Attack', () => {
    const h = game({
      '0': { hand: ['Village', 'Witch', 'Militia'], deck: ['Copper', 'Copper', 'Copper'] },
      '1': { hand: MOAT_HAND },
    });
    h.do(0, 'play Village', 'play Witch');
    h.do(1, 'reveal Moat');
    expect(h.hand(1)).toContain('Moat');
    h.do(0, 'play Militia');
    expect(h.decision(1)?.kind).toBe('option');
    h.do(1, 'reveal Moat');
    expect(h.hand(1)).toHaveLength(5);
    expect(h.discard(1)).toEqual([]);
  });

  it('protects only its owner: the other players are still attacked', () => {
    const h = game(
      {
        '0': { hand: ['Witch'], deck: ['Copper', 'Copper'] },
        '1': { hand: MOAT_HAND },
        '2': { hand: ['Copper', 'Copper', 'Estate', 'Estate', 'Estate'] },
      },
      { n: 3 },
    );
    h.do(0, 'play Witch');
    h.do(1, 'reveal Moat');
    expect(h.discard(1)).toEqual([]);
    expect(h.discard(2)).toEqual(['Curse']);
  });

  it('protects only its owner against Militia in a 3-player game', () => {
    const h = game(
      {
        '0': { hand: ['Militia'] },
        '1': { hand: ['Copper', 'Copper', 'Estate', 'Estate', 'Estate'] },
        '2': { hand: MOAT_HAND },
      },
      { n: 3 },
    );
    h.do(0, 'play Militia');
    // Reactions first, one player at a time; player 1 has none.
    expect(h.decision(1)).toBeUndefined();
    h.do(2, 'reveal Moat');
    expect(h.decision(2)).toBeUndefined();
    h.do(1, 'discard Estate, Estate');
    expect(h.hand(2)).toHaveLength(5);
  });

  it('each player decides separately whether to reveal Moat', () => {
    const h = game(
      {
        '0': { hand: ['Witch'], deck: ['Copper', 'Copper'] },
        '1': { hand: MOAT_HAND },
        '2': { hand: MOAT_HAND },
      },
      { n: 3 },
    );
    h.do(0, 'play Witch');
    h.do(1, "don't reveal");
    h.do(2, 'reveal Moat');
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.discard(2)).toEqual([]);
  });
});

describe('Witch when the Curses run out', () => {
  it('3 players: the next player in turn order gets the last Curse', () => {
    const h = game({ '0': { hand: ['Witch'], deck: ['Copper', 'Copper'] } }, { n: 3, piles: { Curse: 1 } });
    h.do(0, 'play Witch');
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.discard(2)).toEqual([]);
    expect(h.supply('Curse')).toBe(0);
  });

  it('4 players, the last seat attacking: turn order wraps around from the attacker', () => {
    const h = game({ '3': { hand: ['Witch'], deck: ['Copper', 'Copper'] } }, { n: 4, first: 3, piles: { Curse: 2 } });
    h.do(3, 'play Witch');
    expect(h.discard(0)).toEqual(['Curse']);
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.discard(2)).toEqual([]);
  });

  it('a player protected by Moat is skipped, so the Curse goes to the next one', () => {
    const h = game(
      {
        '0': { hand: ['Witch'], deck: ['Copper', 'Copper'] },
        '1': { hand: MOAT_HAND },
      },
      { n: 3, piles: { Curse: 1 } },
    );
    h.do(0, 'play Witch');
    h.do(1, 'reveal Moat');
    expect(h.discard(1)).toEqual([]);
    expect(h.discard(2)).toEqual(['Curse']);
  });
});
