import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (hand: string[], deck: string[]) =>
  start({
    setup: { firstPlayer: 0, players: { '0': { hand, deck }, '1': { hand: ['Copper'] } } },
  });
const DECK = ['Silver', 'Gold', 'Copper', 'Copper', 'Copper', 'Copper'];

describe('Secret Passage', () => {
  it('is a $4 Action with its printed text', () => {
    const d = getDef('Secret Passage');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+2 Cards\n+1 Action\nTake a card from your hand and put it anywhere in your deck.');
  });

  it('+2 Cards, +1 Action, then a card from hand (drawn or not) goes into the deck', () => {
    const h = game(['Secret Passage', 'Estate'], DECK).do(0, 'play Secret Passage');
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Estate', 'Gold', 'Silver']);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 1, max: 1, verb: 'put' });
    h.do(0, 'put Gold');
    expect(h.decision(0)).toMatchObject({ kind: 'number', min: 0, max: 4, source: 'Secret Passage' });
    // The owner is told which card they are placing; the other player sees no prompt at all.
    expect(h.decision(0)?.prompt).toMatch(/how many cards down should Gold go\?/);
    expect(h.view(1).waitingOn[0].prompt).toBeNull();
  });

  it('a rules-version-1 game keeps the old prompt, which names no card', () => {
    const h = start({
      rulesVersion: 1,
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Secret Passage', 'Estate'], deck: DECK }, '1': { hand: ['Copper'] } },
      },
    });
    h.do(0, 'play Secret Passage', 'put Gold');
    expect(h.decision(0)?.prompt).toBe(
      'Secret Passage: how many cards down should it go? 0 = top of your deck, 4 = bottom.',
    );
  });

  it('0 = on top', () => {
    const h = game(['Secret Passage', 'Estate'], DECK).do(0, 'play Secret Passage', 'put Estate', 'place 0');
    expect(h.deck(0)).toEqual(['Estate', 'Copper', 'Copper', 'Copper', 'Copper']);
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
  });

  it('the deck size = on the bottom', () => {
    const h = game(['Secret Passage', 'Estate'], DECK).do(0, 'play Secret Passage', 'put Gold', 'place 4');
    expect(h.deck(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Gold']);
  });

  it('anywhere in between (e.g. 2 cards down)', () => {
    const h = game(['Secret Passage', 'Estate'], DECK).do(0, 'play Secret Passage', 'put Silver', 'choose 2');
    expect(h.deck(0)).toEqual(['Copper', 'Copper', 'Silver', 'Copper', 'Copper']);
  });

  it('a position outside the deck is rejected', () => {
    const h = game(['Secret Passage', 'Estate'], DECK).do(0, 'play Secret Passage', 'put Silver');
    expect(h.try(0, 'place 5').ok).toBe(false);
    expect(h.try(0, 'place -1').ok).toBe(false);
  });

  it('with an empty deck the card becomes the only card in the deck (no position asked)', () => {
    const h = game(['Secret Passage', 'Estate'], ['Silver', 'Gold']).do(0, 'play Secret Passage', 'put Gold');
    expect(h.deck(0)).toEqual(['Gold']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('where the card went is public, the card itself is not', () => {
    const h = game(['Secret Passage', 'Estate'], DECK).do(0, 'play Secret Passage', 'put Gold');
    // Others see who is deciding and for which card, never the prompt itself.
    expect(h.view(1).waitingOn[0]).toMatchObject({ player: 0, source: 'Secret Passage', prompt: null });
    h.do(0, 'place 3');
    const publicNote = h.log.find((e) => e.kind === 'note' && e.detail?.includes('3 cards above'));
    expect(publicNote).toMatchObject({ visibleTo: 'all' });
    expect(publicNote?.cards).toBeUndefined();
    expect(h.log.find((e) => e.kind === 'topdeck')).toMatchObject({ visibleTo: [0], cards: ['Gold'] });
  });
});
