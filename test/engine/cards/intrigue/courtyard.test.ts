import { describe, expect, it } from 'vitest';
import { start } from '../../../support/harness.js';

const kingdom = [
  'Courtyard',
  'Village',
  'Cellar',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Festival',
  'Witch',
];

const game = (hand: string[], deck: string[]) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, players: { '0': { hand, deck } } },
  });

describe('Courtyard', () => {
  it('draws 3 cards, then puts a card from hand onto the deck', () => {
    const h = game(['Courtyard', 'Estate'], ['Copper', 'Silver', 'Gold', 'Copper']);
    h.do(0, 'play Courtyard');
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Gold', 'Silver']);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'topdeck', min: 1, max: 1, source: 'Courtyard' });
    h.do(0, 'topdeck Gold');
    expect(h.deck(0)).toEqual(['Gold', 'Copper']);
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Silver']);
  });

  it('may put back a card that was not one of the 3 drawn', () => {
    const h = game(['Courtyard', 'Province'], ['Copper', 'Copper', 'Copper']);
    h.do(0, 'play Courtyard', 'topdeck Province');
    expect(h.deck(0)).toEqual(['Province']);
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper']);
  });

  it('must put a card back when there is one', () => {
    const h = game(['Courtyard', 'Estate'], ['Copper', 'Silver', 'Gold']);
    h.do(0, 'play Courtyard');
    expect(h.try(0, 'topdeck nothing').ok).toBe(false);
  });

  it('keeps the card put back hidden from the other players', () => {
    const h = game(['Courtyard', 'Estate'], ['Copper', 'Silver', 'Gold']);
    h.do(0, 'play Courtyard', 'topdeck Estate');
    const entry = h.log.find((e) => e.kind === 'topdeck')!;
    expect(entry.visibleTo).toEqual([0]);
  });

  it('with nothing in hand after drawing, puts nothing back', () => {
    const h = game(['Courtyard'], []);
    h.do(0, 'play Courtyard');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.deck(0)).toEqual([]);
  });
});
