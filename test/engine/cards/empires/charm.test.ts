import { describe, expect, it } from 'vitest';
import { charm } from '../../../../engine/cards/empires/charm.js';
import { coins, game, n, removeTop } from './kit.js';

describe('Charm', () => {
  it('has its printed text and cost', () => {
    expect(charm).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Treasure'] });
    expect(charm.text).toBe(
      'When you play this, choose one: +1 Buy and +$2; or the next time you buy a card this turn, you may also gain a differently named card with the same cost.',
    );
  });

  it('first option: +1 Buy and +$2', () => {
    const h = game({ zones: { 0: { hand: ['Charm'] } } });
    h.do(0, 'end actions', 'play Charm', 'choose +1 Buy and +$2');
    expect(coins(h)).toBe(2);
    expect(h.turn.buys).toBe(2);
  });

  it('second option: the next card bought lets you gain a differently named card with the same cost, gained first', () => {
    const h = game({ zones: { 0: { hand: ['Charm', 'Gold', 'Silver'] } } });
    h.do(0, 'end actions', 'play Charm', 'choose gain with your next buy', 'play treasures');
    expect(coins(h)).toBe(5);
    h.do(0, 'buy Duchy');
    expect(h.decision(0)).toMatchObject({ kind: 'pile', optional: true, source: 'Charm' });
    const d = h.decision(0)!;
    expect(d.kind === 'pile' ? d.piles : []).not.toContain('Duchy');
    expect(d.kind === 'pile' ? d.piles : []).toContain('Forum');
    h.do(0, 'gain Forum');
    // The bought Duchy is gained after the Forum: it is on top.
    expect(h.discard(0)).toEqual(['Duchy', 'Forum']);
  });

  it('only the next buy: a second buy gets nothing', () => {
    const h = game({ zones: { 0: { hand: ['Charm', 'Charm', 'Gold'] } } });
    h.do(
      0,
      'end actions',
      'play Charm',
      'choose gain with your next buy',
      'play Charm',
      'choose +1 Buy and +$2',
      'play Gold',
    );
    h.do(0, 'buy Duchy', 'gain nothing', 'buy Copper');
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('two Charms are cumulative: each extra card must only differ in name from the bought card', () => {
    const h = game({ zones: { 0: { hand: ['Charm', 'Charm', 'Gold', 'Silver'] } } });
    h.do(
      0,
      'end actions',
      'play Charm',
      'choose gain with your next buy',
      'play Charm',
      'choose gain with your next buy',
      'play treasures',
    );
    // Forum's own +1 Buy and the two Charms trigger together: the player orders them.
    h.do(0, 'buy Forum', 'choose Charm', 'gain Duchy', 'choose Charm', 'gain Duchy');
    expect(h.turn.buys).toBe(1);
    expect(h.discard(0).sort()).toEqual(['Duchy', 'Duchy', 'Forum']);
  });

  it('costs must match in both parts: after buying Overlord, City Quarter but not Fortune', () => {
    const h = game({ zones: { 0: { hand: ['Charm'] } } });
    removeTop(h, 'Gladiator/Fortune', 5);
    h.do(0, 'end actions', 'play Charm', 'choose gain with your next buy', 'buy Overlord');
    const d = h.decision(0)!;
    const piles = d.kind === 'pile' ? d.piles : [];
    expect(piles).toContain('City Quarter');
    expect(piles).toContain('Royal Blacksmith');
    expect(piles).not.toContain('Fortune');
    expect(piles).not.toContain('Overlord');
    h.do(0, 'gain City Quarter');
    expect(h.state.players[0].debt).toBe(8);
  });

  it('buying an Event does not use it up', () => {
    const h = game({ events: ['Delve'], zones: { 0: { hand: ['Charm', 'Silver', ...n(2, 'Copper')] } } });
    h.do(0, 'end actions', 'play Charm', 'choose gain with your next buy', 'play treasures', 'buy Delve');
    expect(h.decision(0)?.kind).toBe('turn');
    h.do(0, 'buy Copper');
    expect(h.decision(0)).toMatchObject({ kind: 'pile', source: 'Charm' });
  });

  it('buy Villa, gain Rocks with Charm: the Silver goes on your deck, then Villa goes to hand and back to the Action phase', () => {
    const h = game({ zones: { 0: { hand: ['Charm', 'Copper', 'Copper', 'Copper', 'Copper'], deck: ['Estate'] } } });
    removeTop(h, 'Catapult/Rocks', 5);
    h.do(0, 'end actions', 'play Charm', 'choose gain with your next buy', 'play treasures', 'buy Villa', 'gain Rocks');
    expect(h.deck(0)).toEqual(['Silver', 'Estate']);
    expect(h.hand(0)).toEqual(['Villa']);
    expect(h.turn.phase).toBe('action');
  });
});
