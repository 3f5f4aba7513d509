import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Bureaucrat',
  'Festival',
  'Gardens',
  'Laboratory',
  'Market',
  'Moat',
  'Smithy',
  'Village',
  'Witch',
  'Chapel',
];
const ME: ForcedZones = { hand: ['Bureaucrat', 'Copper', 'Copper'], deck: ['Copper', 'Copper', 'Estate'] };

function game(others: Record<string, ForcedZones>, piles?: Record<string, number>) {
  return start({
    players: 1 + Object.keys(others).length,
    kingdom: KINGDOM,
    setup: { firstPlayer: 0, players: { '0': ME, ...others }, piles },
  });
}

describe('Bureaucrat', () => {
  it('is a $4 Action - Attack with the printed text', () => {
    const d = getDef('Bureaucrat');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe(
      'Gain a Silver onto your deck. Each other player reveals a Victory card from their hand and puts it onto their deck (or reveals a hand with no Victory cards).',
    );
  });

  it('gains a Silver onto the deck', () => {
    const h = game({ '1': { hand: ['Copper'] } });
    const silvers = h.supply('Silver');
    h.do(0, 'play Bureaucrat');
    expect(h.supply('Silver')).toBe(silvers - 1);
    expect(h.deck(0)).toEqual(['Silver', 'Copper', 'Copper', 'Estate']);
    expect(h.discard(0)).toEqual([]);
  });

  it('the victim chooses a Victory card, reveals it and puts it onto their deck', () => {
    const h = game({ '1': { hand: ['Estate', 'Duchy', 'Copper'], deck: ['Copper'] } });
    h.do(0, 'play Bureaucrat');
    const d = h.decision(1)!;
    expect(d).toMatchObject({ kind: 'cards', verb: 'topdeck', source: 'Bureaucrat', min: 1, max: 1 });
    expect(h.try(1, 'topdeck Copper').ok).toBe(false);
    h.do(1, 'topdeck Duchy');
    expect(h.deck(1)).toEqual(['Duchy', 'Copper']);
    expect(h.hand(1)).toEqual(['Copper', 'Estate']);
    const reveal = h.log.find((e) => e.kind === 'reveal' && e.player === 1)!;
    expect(reveal).toMatchObject({ cards: ['Duchy'], visibleTo: 'all' });
    const top = h.log.find((e) => e.kind === 'topdeck' && e.player === 1)!;
    expect(top.visibleTo).toBe('all');
  });

  it('with one kind of Victory card in hand, it goes on the deck without asking', () => {
    const h = game({ '1': { hand: ['Estate', 'Estate', 'Copper'] } });
    h.do(0, 'play Bureaucrat');
    expect(h.decision(1)).toBeUndefined();
    expect(h.deck(1)).toEqual(['Estate']);
    expect(h.hand(1)).toEqual(['Copper', 'Estate']);
  });

  it('a victim with an empty deck: the card becomes the only card of the deck', () => {
    const h = game({ '1': { hand: ['Province', 'Silver'], discard: ['Copper', 'Copper'] } });
    h.do(0, 'play Bureaucrat');
    expect(h.deck(1)).toEqual(['Province']);
    expect(h.discard(1)).toEqual(['Copper', 'Copper']);
  });

  it('a hand with no Victory cards is revealed and nothing moves', () => {
    const h = game({ '1': { hand: ['Copper', 'Silver', 'Moat'], deck: ['Estate'] } });
    h.do(0, 'play Bureaucrat');
    // Moat is offered first; declining it, the hand is revealed.
    h.do(1, "don't reveal");
    expect(h.hand(1)).toEqual(['Copper', 'Moat', 'Silver']);
    expect(h.deck(1)).toEqual(['Estate']);
    const reveal = h.log.find((e) => e.kind === 'reveal' && e.player === 1)!;
    expect(reveal.cards!.slice().sort()).toEqual(['Copper', 'Moat', 'Silver']);
    expect(reveal.visibleTo).toBe('all');
  });

  it('Gardens counts as a Victory card', () => {
    const h = game({ '1': { hand: ['Gardens', 'Copper'] } });
    h.do(0, 'play Bureaucrat');
    expect(h.deck(1)).toEqual(['Gardens']);
  });

  it('all other players answer at the same time', () => {
    const h = game({
      '1': { hand: ['Estate', 'Duchy'] },
      '2': { hand: ['Estate', 'Province'] },
    });
    h.do(0, 'play Bureaucrat');
    expect(h.state.pending.map((d) => d.player).sort()).toEqual([1, 2]);
    h.do(2, 'topdeck Estate');
    h.do(1, 'topdeck Duchy');
    expect(h.deck(1)).toEqual(['Duchy']);
    expect(h.deck(2)).toEqual(['Estate']);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('a player revealing Moat keeps their Victory card; the attacker still gains Silver', () => {
    const h = game({ '1': { hand: ['Moat', 'Estate'] } });
    h.do(0, 'play Bureaucrat');
    h.do(1, 'reveal Moat');
    expect(h.hand(1)).toEqual(['Estate', 'Moat']);
    expect(h.deck(1)).toEqual([]);
    expect(h.deck(0)[0]).toBe('Silver');
  });

  it('with the Silver pile empty, the attack still happens', () => {
    const h = game({ '1': { hand: ['Estate'] } }, { Silver: 0 });
    h.do(0, 'play Bureaucrat');
    expect(h.deck(0)).toEqual(['Copper', 'Copper', 'Estate']);
    expect(h.deck(1)).toEqual(['Estate']);
  });

  it('a player revealing Diplomat draws 2 and discards 3 before the Attack does anything', () => {
    const h = start({
      players: 2,
      kingdom: [...KINGDOM.slice(0, 9), 'Diplomat'],
      setup: {
        firstPlayer: 0,
        players: {
          '0': ME,
          '1': { hand: ['Diplomat', 'Estate', 'Copper', 'Copper', 'Copper'], deck: ['Silver', 'Silver', 'Gold'] },
        },
      },
    });
    h.do(0, 'play Bureaucrat');
    expect(h.deck(0)[0]).not.toBe('Silver');
    h.do(1, 'reveal Diplomat', 'discard Estate, Copper, Copper');
    // No Victory card left in hand: the hand is revealed and nothing moves.
    expect(h.hand(1)).toEqual(['Copper', 'Diplomat', 'Silver', 'Silver']);
    expect(h.deck(1)).toEqual(['Gold']);
    expect(h.deck(0)[0]).toBe('Silver');
    expect(h.log.some((e) => e.kind === 'reveal' && e.player === 1 && e.cards?.length === 4)).toBe(true);
  });
});
