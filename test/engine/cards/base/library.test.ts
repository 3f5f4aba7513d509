import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Library',
  'Festival',
  'Gardens',
  'Laboratory',
  'Market',
  'Moat',
  'Smithy',
  'Village',
  'Witch',
  'Throne Room',
];
const FOUR = ['Copper', 'Copper', 'Copper', 'Copper'];

function game(me: ForcedZones) {
  return start({ kingdom: KINGDOM, setup: { firstPlayer: 0, players: { '0': me } } });
}

describe('Library', () => {
  it('is a $5 Action with the printed text', () => {
    const d = getDef('Library');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe(
      'Draw until you have 7 cards in hand, skipping any Action cards you choose to; set those aside, discarding them afterwards.',
    );
  });

  it('draws until 7 cards in hand', () => {
    const h = game({ hand: ['Library', ...FOUR], deck: ['Silver', 'Estate', 'Gold', 'Duchy'] });
    h.do(0, 'play Library');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Estate', 'Gold', 'Silver']);
    expect(h.deck(0)).toEqual(['Duchy']);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('each Action drawn may be set aside (verb "set aside"); the set-aside cards are discarded at the end', () => {
    const h = game({ hand: ['Library', ...FOUR], deck: ['Village', 'Silver', 'Smithy', 'Gold', 'Estate', 'Duchy'] });
    h.do(0, 'play Library');
    const d = h.decision(0)!;
    expect(d).toMatchObject({ kind: 'cards', verb: 'set aside', source: 'Library', min: 0, max: 1 });
    expect((d as { candidates: number[] }).candidates.map((id) => h.state.cardNames[id])).toEqual(['Village']);
    h.do(0, 'set aside Village');
    expect(h.setAside(0)).toEqual(['Village']);
    h.do(0, 'set aside Smithy');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Estate', 'Gold', 'Silver']);
    expect(h.setAside(0)).toEqual([]);
    expect(h.discard(0).slice().sort()).toEqual(['Smithy', 'Village']);
    expect(h.deck(0)).toEqual(['Duchy']);
  });

  it('setting aside is optional: a kept Action counts toward the 7', () => {
    const h = game({ hand: ['Library', ...FOUR], deck: ['Village', 'Silver', 'Gold', 'Estate'] });
    h.do(0, 'play Library', 'set aside nothing');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Gold', 'Silver', 'Village']);
    expect(h.deck(0)).toEqual(['Estate']);
    expect(h.discard(0)).toEqual([]);
  });

  it('only Action cards can be set aside: Treasures and Victory cards are never offered', () => {
    const h = game({ hand: ['Library', ...FOUR], deck: ['Estate', 'Silver', 'Gardens', 'Gold'] });
    h.do(0, 'play Library');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Estate', 'Gardens', 'Silver']);
  });

  it('cannot set aside a card other than the Action just drawn', () => {
    const h = game({ hand: ['Library', 'Moat', ...FOUR.slice(1)], deck: ['Copper', 'Village', 'Gold', 'Gold'] });
    h.do(0, 'play Library');
    expect(h.try(0, 'set aside Moat').ok).toBe(false);
    expect(h.try(0, 'set aside Copper').ok).toBe(false);
    h.do(0, 'set aside Village');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Gold', 'Gold', 'Moat']);
  });

  it('set-aside cards are not shuffled in when the deck runs out mid-way', () => {
    const h = game({ hand: ['Library', ...FOUR], deck: ['Village', 'Copper'], discard: ['Gold'] });
    h.do(0, 'play Library', 'set aside Village');
    // Drew Copper, shuffled the discard pile (only Gold) and drew Gold; then nothing was left.
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Copper', 'Gold']);
    expect(h.deck(0)).toEqual([]);
    expect(h.discard(0)).toEqual(['Village']);
    expect(h.log.filter((e) => e.kind === 'shuffle' && e.player === 0).map((e) => e.count)).toEqual([1]);
  });

  it('stops when deck and discard pile are both empty', () => {
    const h = game({ hand: ['Library', 'Copper'], deck: ['Silver'] });
    h.do(0, 'play Library');
    expect(h.hand(0)).toEqual(['Copper', 'Silver']);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('with 7 or more cards in hand already, draws nothing', () => {
    const h = game({ hand: ['Library', ...FOUR, 'Estate', 'Estate', 'Estate'], deck: ['Gold'] });
    h.do(0, 'play Library');
    expect(h.hand(0)).toHaveLength(7);
    expect(h.deck(0)).toEqual(['Gold']);
    const h8 = game({ hand: ['Library', ...FOUR, ...FOUR], deck: ['Gold'] });
    h8.do(0, 'play Library');
    expect(h8.hand(0)).toHaveLength(8);
    expect(h8.deck(0)).toEqual(['Gold']);
  });

  it('set-aside cards are public while they wait; drawn cards are private', () => {
    const h = game({ hand: ['Library', ...FOUR], deck: ['Village', 'Smithy', 'Gold', 'Gold'] });
    h.do(0, 'play Library', 'set aside Village');
    expect(h.view(1).players[0].setAside).toEqual(['Village']);
    const aside = h.log.find((e) => e.kind === 'setAside')!;
    expect(aside).toMatchObject({ cards: ['Village'], visibleTo: 'all' });
    const drawn = h.log.filter((e) => e.kind === 'draw' && e.player === 0 && e.cards?.includes('Smithy'));
    expect(drawn).toHaveLength(1);
    expect(drawn[0].visibleTo).toEqual([0]);
  });

  it('with Throne Room, the second play finds 7 cards in hand and draws nothing', () => {
    const h = game({
      hand: ['Throne Room', 'Library', 'Copper'],
      deck: ['Estate', 'Estate', 'Estate', 'Estate', 'Estate', 'Estate', 'Silver', 'Gold'],
    });
    h.do(0, 'play Throne Room', 'play Library');
    expect(h.hand(0)).toHaveLength(7);
    expect(h.deck(0)).toEqual(['Silver', 'Gold']);
  });

  it('an Action – Victory card (Mill) is an Action card and may be set aside', () => {
    const h = game({ hand: ['Library', ...FOUR], deck: ['Mill', 'Silver', 'Gold', 'Estate'] });
    h.do(0, 'play Library');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'set aside', source: 'Library' });
    h.do(0, 'set aside Mill');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Estate', 'Gold', 'Silver']);
    expect(h.discard(0)).toEqual(['Mill']);
  });
});
