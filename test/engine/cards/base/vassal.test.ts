import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Mine',
  'Moneylender',
  'Poacher',
  'Remodel',
  'Sentry',
  'Vassal',
  'Workshop',
  'Village',
  'Smithy',
  'Throne Room',
];
const game = (p0: ForcedZones) => start({ kingdom: KINGDOM, setup: { firstPlayer: 0, players: { '0': p0 } } });

describe('Vassal', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Vassal');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe("+$2\nDiscard the top card of your deck. If it's an Action card, you may play it.");
  });

  it('gives +$2 and discards the top card; a non-Action is just discarded', () => {
    const h = game({ hand: ['Vassal', 'Copper'], deck: ['Estate', 'Gold'] });
    h.do(0, 'play Vassal');
    expect(h.turn.coins).toBe(2);
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.deck(0)).toEqual(['Gold']);
    expect(h.decision(0)?.kind).toBe('turn');
    // The discarded card is public.
    const entry = h.log.find((e) => e.kind === 'discard' && e.player === 0);
    expect(entry?.visibleTo).toBe('all');
  });

  it('may play a discarded Action card: it moves from the discard pile into play, without using an Action', () => {
    const h = game({ hand: ['Vassal'], deck: ['Village', 'Copper', 'Estate'] });
    h.do(0, 'play Vassal');
    expect(h.turn.actions).toBe(0);
    expect(h.decision(0)?.kind).toBe('yesno');
    h.do(0, 'yes');
    expect(h.discard(0)).toEqual([]);
    expect(h.inPlay(0)).toEqual(['Vassal', 'Village']);
    expect(h.hand(0)).toEqual(['Copper']);
    // Village's +2 Actions on top of the 0 left after Vassal.
    expect(h.turn.actions).toBe(2);
  });

  it('plays the discarded Action even with no Actions left', () => {
    const h = game({ hand: ['Vassal'], deck: ['Smithy', 'Copper', 'Copper', 'Copper'] });
    h.do(0, 'play Vassal', 'yes');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper']);
    expect(h.turn.coins).toBe(2);
  });

  it('playing the Action is optional', () => {
    const h = game({ hand: ['Vassal'], deck: ['Village', 'Copper'] });
    h.do(0, 'play Vassal', 'no');
    expect(h.discard(0)).toEqual(['Village']);
    expect(h.inPlay(0)).toEqual(['Vassal']);
    expect(h.hand(0)).toEqual([]);
  });

  it('shuffles when the deck is empty', () => {
    const h = game({ hand: ['Vassal'], discard: ['Smithy'] });
    h.do(0, 'play Vassal');
    expect(h.log.some((e) => e.kind === 'shuffle' && e.player === 0)).toBe(true);
    expect(h.discard(0)).toEqual(['Smithy']);
    expect(h.decision(0)?.kind).toBe('yesno');
  });

  it('with no cards to discard still gives +$2', () => {
    const h = game({ hand: ['Vassal'] });
    h.do(0, 'play Vassal');
    expect(h.turn.coins).toBe(2);
    expect(h.discard(0)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('a card played by Vassal is discarded from play in Clean-up', () => {
    const h = game({
      hand: ['Vassal'],
      deck: ['Village', 'Copper', 'Estate', 'Silver', 'Silver', 'Silver', 'Silver', 'Silver'],
    });
    h.do(0, 'play Vassal', 'yes', 'end actions', 'end turn');
    expect(h.hand(0)).toEqual(['Estate', 'Silver', 'Silver', 'Silver', 'Silver']);
    expect(h.inPlay(0)).toEqual([]);
    expect(h.discard(0).sort()).toEqual(['Copper', 'Vassal', 'Village']);
  });
});
