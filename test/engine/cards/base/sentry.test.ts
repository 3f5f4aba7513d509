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

describe('Sentry', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Sentry');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe(
      '+1 Card\n+1 Action\nLook at the top 2 cards of your deck. Trash and/or discard any number of them. Put the rest back on top in any order.',
    );
  });

  it('draws a card, gives +1 Action, then looks at the next 2 cards privately', () => {
    const h = game({ hand: ['Sentry'], deck: ['Copper', 'Estate', 'Curse', 'Gold'] });
    h.do(0, 'play Sentry');
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.turn.actions).toBe(1);
    expect(h.view(0).you?.looking.sort()).toEqual(['Curse', 'Estate']);
    expect(h.view(1).you?.looking).toEqual([]);
    expect(h.deck(0)).toEqual(['Gold']);
    const d = h.view(0).decision;
    expect(d?.kind === 'cards' && [d.verb, d.min, d.max]).toEqual(['trash', 0, 2]);
  });

  it('can trash one and discard the other', () => {
    const h = game({ hand: ['Sentry'], deck: ['Copper', 'Estate', 'Curse', 'Gold'] });
    h.do(0, 'play Sentry', 'trash Curse', 'discard Estate');
    expect(h.trash()).toEqual(['Curse']);
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.deck(0)).toEqual(['Gold']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('can trash both (then nothing more is asked)', () => {
    const h = game({ hand: ['Sentry'], deck: ['Copper', 'Estate', 'Curse', 'Gold'] });
    h.do(0, 'play Sentry', 'trash Curse, Estate');
    expect(h.trash()).toEqual(['Curse', 'Estate']);
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.deck(0)).toEqual(['Gold']);
  });

  it('can discard both', () => {
    const h = game({ hand: ['Sentry'], deck: ['Copper', 'Estate', 'Curse', 'Gold'] });
    h.do(0, 'play Sentry', 'trash nothing', 'discard Estate, Curse');
    expect(h.discard(0).sort()).toEqual(['Curse', 'Estate']);
    expect(h.deck(0)).toEqual(['Gold']);
  });

  it('puts both back in the order chosen (either order)', () => {
    const a = game({ hand: ['Sentry'], deck: ['Copper', 'Silver', 'Gold', 'Estate'] });
    a.do(0, 'play Sentry', 'trash nothing', 'discard nothing');
    expect(a.decision(0)?.kind).toBe('order');
    a.do(0, 'order Gold, Silver');
    expect(a.deck(0)).toEqual(['Gold', 'Silver', 'Estate']);
    const b = game({ hand: ['Sentry'], deck: ['Copper', 'Silver', 'Gold', 'Estate'] });
    b.do(0, 'play Sentry', 'trash nothing', 'discard nothing', 'order Silver, Gold');
    expect(b.deck(0)).toEqual(['Silver', 'Gold', 'Estate']);
    expect(b.view(0).you?.looking).toEqual([]);
  });

  it('can trash one and put the other back, or discard one and put the other back', () => {
    const a = game({ hand: ['Sentry'], deck: ['Copper', 'Curse', 'Gold'] });
    a.do(0, 'play Sentry', 'trash Curse', 'discard nothing');
    expect(a.deck(0)).toEqual(['Gold']);
    expect(a.trash()).toEqual(['Curse']);
    const b = game({ hand: ['Sentry'], deck: ['Copper', 'Estate', 'Gold'] });
    b.do(0, 'play Sentry', 'trash nothing', 'discard Estate');
    expect(b.deck(0)).toEqual(['Gold']);
    expect(b.discard(0)).toEqual(['Estate']);
  });

  it('a card put back onto an otherwise empty deck is the only card of the deck', () => {
    const h = game({ hand: ['Sentry'], deck: ['Copper', 'Silver', 'Estate'] });
    h.do(0, 'play Sentry', 'trash nothing', 'discard Estate');
    expect(h.deck(0)).toEqual(['Silver']);
  });

  it('shuffles the discard pile under the deck when fewer than 2 cards remain', () => {
    const h = game({ hand: ['Sentry'], deck: ['Copper', 'Gold'], discard: ['Estate', 'Estate', 'Estate'] });
    h.do(0, 'play Sentry');
    expect(h.view(0).you?.looking.sort()).toEqual(['Estate', 'Gold']);
    expect(h.log.some((e) => e.kind === 'shuffle' && e.player === 0)).toBe(true);
    expect(h.deck(0)).toEqual(['Estate', 'Estate']);
  });

  it('does not shuffle when the deck has 2 cards', () => {
    const h = game({ hand: ['Sentry'], deck: ['Copper', 'Gold', 'Silver'], discard: ['Estate'] });
    h.do(0, 'play Sentry');
    expect(h.view(0).you?.looking.sort()).toEqual(['Gold', 'Silver']);
    expect(h.log.some((e) => e.kind === 'shuffle')).toBe(false);
    expect(h.discard(0)).toEqual(['Estate']);
  });

  it('looks at what there is when deck and discard hold fewer than 2 cards', () => {
    const one = game({ hand: ['Sentry'], deck: ['Copper', 'Gold'] });
    one.do(0, 'play Sentry');
    expect(one.view(0).you?.looking).toEqual(['Gold']);
    one.do(0, 'trash nothing', 'discard nothing');
    expect(one.deck(0)).toEqual(['Gold']);
    const none = game({ hand: ['Sentry'], deck: ['Copper'] });
    none.do(0, 'play Sentry');
    expect(none.decision(0)?.kind).toBe('turn');
    expect(none.turn.actions).toBe(1);
  });
});
