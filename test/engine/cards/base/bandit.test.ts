import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Bandit',
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
const ME: ForcedZones = {
  hand: ['Bandit', 'Copper', 'Copper'],
  deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
};

function game(victim: ForcedZones, more: Record<string, ForcedZones> = {}, piles?: Record<string, number>) {
  return start({
    players: 2 + Object.keys(more).length,
    kingdom: KINGDOM,
    setup: { firstPlayer: 0, players: { '0': ME, '1': victim, ...more }, piles },
  });
}

describe('Bandit', () => {
  it('is a $5 Action - Attack with the printed text', () => {
    const d = getDef('Bandit');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe(
      'Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a revealed Treasure other than Copper, and discards the rest.',
    );
  });

  it('gains a Gold to the discard pile', () => {
    const h = game({ hand: ['Copper'], deck: ['Estate', 'Estate'] });
    const golds = h.supply('Gold');
    h.do(0, 'play Bandit');
    expect(h.supply('Gold')).toBe(golds - 1);
    expect(h.discard(0)).toEqual(['Gold']);
  });

  it('the victim trashes the only non-Copper Treasure revealed and discards the other card', () => {
    const h = game({ hand: ['Copper'], deck: ['Silver', 'Copper', 'Estate'] });
    h.do(0, 'play Bandit');
    expect(h.decision(1)).toBeUndefined();
    expect(h.trash()).toEqual(['Silver']);
    expect(h.discard(1)).toEqual(['Copper']);
    expect(h.deck(1)).toEqual(['Estate']);
    const reveal = h.log.find((e) => e.kind === 'reveal' && e.player === 1)!;
    expect(reveal.cards!.slice().sort()).toEqual(['Copper', 'Silver']);
    expect(reveal.visibleTo).toBe('all');
  });

  it('with two different non-Copper Treasures the victim chooses which to trash', () => {
    const h = game({ hand: ['Copper'], deck: ['Silver', 'Gold', 'Estate'] });
    h.do(0, 'play Bandit');
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'trash', source: 'Bandit', min: 1, max: 1 });
    h.do(1, 'trash Silver');
    expect(h.trash()).toEqual(['Silver']);
    expect(h.discard(1)).toEqual(['Gold']);
    expect(h.setAside(1)).toEqual([]);
  });

  it('Copper is never trashed: two Coppers, or Copper and a non-Treasure, are both discarded', () => {
    const h = game({ hand: ['Copper'], deck: ['Copper', 'Estate', 'Silver'] });
    h.do(0, 'play Bandit');
    expect(h.trash()).toEqual([]);
    expect(h.discard(1).slice().sort()).toEqual(['Copper', 'Estate']);
    expect(h.deck(1)).toEqual(['Silver']);
  });

  it('only the top 2 cards are revealed', () => {
    const h = game({ hand: ['Copper'], deck: ['Estate', 'Duchy', 'Gold'] });
    h.do(0, 'play Bandit');
    expect(h.trash()).toEqual([]);
    expect(h.deck(1)).toEqual(['Gold']);
  });

  it('shuffles the discard pile when the deck has fewer than 2 cards', () => {
    const h = game({ hand: ['Copper'], deck: ['Estate'], discard: ['Gold'] });
    h.do(0, 'play Bandit');
    expect(h.trash()).toEqual(['Gold']);
    expect(h.discard(1)).toEqual(['Estate']);
    expect(h.deck(1)).toEqual([]);
  });

  it('with no cards at all the victim reveals nothing', () => {
    const h = game({ hand: ['Copper'] });
    h.do(0, 'play Bandit');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.log.some((e) => e.kind === 'reveal' && e.player === 1)).toBe(false);
  });

  it('resolves each other player in turn order', () => {
    const h = game(
      { hand: ['Copper'], deck: ['Silver', 'Gold'] },
      { '2': { hand: ['Copper'], deck: ['Gold', 'Silver'] } },
    );
    h.do(0, 'play Bandit');
    expect(h.state.pending.map((d) => d.player)).toEqual([1]);
    expect(h.deck(2)).toEqual(['Gold', 'Silver']);
    h.do(1, 'trash Gold');
    expect(h.state.pending.map((d) => d.player)).toEqual([2]);
    h.do(2, 'trash Silver');
    expect(h.trash()).toEqual(['Gold', 'Silver']);
    expect(h.discard(1)).toEqual(['Silver']);
    expect(h.discard(2)).toEqual(['Gold']);
  });

  it('a player revealing Moat is unaffected; the attacker still gains Gold', () => {
    const h = game({ hand: ['Moat'], deck: ['Silver', 'Gold'] });
    h.do(0, 'play Bandit');
    expect(h.decision(1)).toMatchObject({ kind: 'option', verb: 'reveal' });
    h.do(1, 'reveal Moat');
    expect(h.deck(1)).toEqual(['Silver', 'Gold']);
    expect(h.trash()).toEqual([]);
    expect(h.discard(0)).toEqual(['Gold']);
  });

  it('with the Gold pile empty the attack still happens', () => {
    const h = game({ hand: ['Copper'], deck: ['Silver', 'Estate'] }, {}, { Gold: 0 });
    h.do(0, 'play Bandit');
    expect(h.discard(0)).toEqual([]);
    expect(h.trash()).toEqual(['Silver']);
  });

  it('a player revealing Diplomat draws 2 and discards 3 first, then is attacked (not protected)', () => {
    const h = start({
      players: 2,
      kingdom: [...KINGDOM.slice(0, 9), 'Diplomat'],
      setup: {
        firstPlayer: 0,
        players: {
          '0': ME,
          '1': {
            hand: ['Diplomat', 'Copper', 'Copper', 'Estate', 'Estate'],
            deck: ['Copper', 'Copper', 'Silver', 'Gold'],
          },
        },
      },
    });
    h.do(0, 'play Bandit');
    h.do(1, 'reveal Diplomat', 'discard Estate, Estate, Diplomat');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Copper', 'Copper']);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'trash', source: 'Bandit' });
    h.do(1, 'trash Gold');
    expect(h.trash()).toEqual(['Gold']);
    expect(h.discard(1)[0]).toBe('Silver');
  });

  it('a revealed Harem (Treasure – Victory) is a Treasure other than Copper', () => {
    const h = game({ hand: ['Copper'], deck: ['Harem', 'Copper'] });
    h.do(0, 'play Bandit');
    expect(h.trash()).toEqual(['Harem']);
    expect(h.discard(1)).toEqual(['Copper']);
  });
});
