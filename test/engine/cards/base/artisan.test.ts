import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Artisan',
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

function game(hand: string[]) {
  return start({
    kingdom: KINGDOM,
    setup: { firstPlayer: 0, players: { '0': { hand, deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'] } } },
  });
}

describe('Artisan', () => {
  it('is a $6 Action with the printed text', () => {
    const d = getDef('Artisan');
    expect(d.cost).toEqual({ coins: 6, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('Gain a card to your hand costing up to $5.\nPut a card from your hand onto your deck.');
  });

  it('offers only piles costing up to $5, with the verb "gain"', () => {
    const h = game(['Artisan', 'Copper', 'Estate']);
    h.do(0, 'play Artisan');
    const d = h.decision(0)!;
    expect(d).toMatchObject({ kind: 'pile', verb: 'gain', source: 'Artisan', optional: false });
    const piles = (d as { piles: string[] }).piles;
    expect(piles).toEqual(
      expect.arrayContaining(['Copper', 'Curse', 'Silver', 'Duchy', 'Festival', 'Laboratory', 'Gardens', 'Witch']),
    );
    expect(piles).not.toContain('Gold');
    expect(piles).not.toContain('Province');
    expect(piles).not.toContain('Artisan');
    expect(h.try(0, 'gain Gold').ok).toBe(false);
  });

  it('gains the card into hand, then puts a chosen card from hand onto the deck', () => {
    const h = game(['Artisan', 'Copper', 'Estate']);
    const duchies = h.supply('Duchy');
    h.do(0, 'play Artisan', 'gain Duchy');
    expect(h.supply('Duchy')).toBe(duchies - 1);
    expect(h.hand(0)).toEqual(['Copper', 'Duchy', 'Estate']);
    expect(h.discard(0)).toEqual([]);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'topdeck', min: 1, max: 1 });
    h.do(0, 'topdeck Estate');
    expect(h.hand(0)).toEqual(['Copper', 'Duchy']);
    expect(h.deck(0)[0]).toBe('Estate');
    expect(h.deck(0)).toHaveLength(6);
  });

  it('may put the just-gained card onto the deck', () => {
    const h = game(['Artisan', 'Copper']);
    h.do(0, 'play Artisan', 'gain Laboratory', 'topdeck Laboratory');
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.deck(0)[0]).toBe('Laboratory');
  });

  it('$ already produced does not raise the limit', () => {
    const h = game(['Festival', 'Artisan', 'Copper']);
    h.do(0, 'play Festival');
    expect(h.turn.coins).toBe(2);
    h.do(0, 'play Artisan');
    const r = h.try(0, 'gain Gold');
    expect(r.ok).toBe(false);
    expect((h.decision(0) as { piles: string[] }).piles).not.toContain('Gold');
  });

  it('with the gained card the only card in hand, topdecks it without asking', () => {
    const h = game(['Artisan']);
    h.do(0, 'play Artisan', 'gain Silver');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.hand(0)).toEqual([]);
    expect(h.deck(0)[0]).toBe('Silver');
  });

  it('still topdecks a card from hand when nothing can be gained', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Artisan', 'Estate'] } },
        piles: Object.fromEntries([...KINGDOM, 'Copper', 'Silver', 'Estate', 'Duchy', 'Curse'].map((n) => [n, 0])),
      },
    });
    h.do(0, 'play Artisan');
    expect(h.hand(0)).toEqual([]);
    expect(h.deck(0)).toEqual(['Estate']);
  });

  it('the topdecked card is hidden from the other players', () => {
    const h = game(['Artisan', 'Copper', 'Estate']);
    h.do(0, 'play Artisan', 'gain Duchy', 'topdeck Estate');
    const entry = h.log.filter((e) => e.kind === 'topdeck').at(-1)!;
    expect(entry.cards).toEqual(['Estate']);
    expect(entry.visibleTo).toEqual([0]);
    const gained = h.log.filter((e) => e.kind === 'gain').at(-1)!;
    expect(gained).toMatchObject({ cards: ['Duchy'], visibleTo: 'all', detail: 'hand' });
  });
});
