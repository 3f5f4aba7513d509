import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Harbinger',
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

function game(me: ForcedZones) {
  return start({ kingdom: KINGDOM, setup: { firstPlayer: 0, players: { '0': me } } });
}

describe('Harbinger', () => {
  it('is a $3 Action with the printed text', () => {
    const d = getDef('Harbinger');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe(
      '+1 Card\n+1 Action\nLook through your discard pile. You may put a card from it onto your deck.',
    );
  });

  it('+1 Card +1 Action, then offers any card of the discard pile (optional, verb "topdeck")', () => {
    const h = game({ hand: ['Harbinger'], deck: ['Copper', 'Estate'], discard: ['Estate', 'Gold', 'Village'] });
    h.do(0, 'play Harbinger');
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.turn.actions).toBe(1);
    const d = h.decision(0)!;
    expect(d).toMatchObject({ kind: 'cards', verb: 'topdeck', source: 'Harbinger', min: 0, max: 1 });
    expect((d as { candidates: number[] }).candidates.map((id) => h.state.cardNames[id]).sort()).toEqual([
      'Estate',
      'Gold',
      'Village',
    ]);
  });

  it('puts the chosen card (not only the top one) onto the deck', () => {
    const h = game({ hand: ['Harbinger'], deck: ['Copper', 'Estate'], discard: ['Estate', 'Gold', 'Village'] });
    h.do(0, 'play Harbinger', 'topdeck Gold');
    expect(h.deck(0)).toEqual(['Gold', 'Estate']);
    expect(h.discard(0).slice().sort()).toEqual(['Estate', 'Village']);
  });

  it('putting a card on top is optional', () => {
    const h = game({ hand: ['Harbinger'], deck: ['Copper', 'Estate'], discard: ['Gold'] });
    h.do(0, 'play Harbinger');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 0 });
    h.do(0, 'topdeck nothing');
    expect(h.deck(0)).toEqual(['Estate']);
    expect(h.discard(0)).toEqual(['Gold']);
  });

  it('with an empty discard pile nothing is asked', () => {
    const h = game({ hand: ['Harbinger'], deck: ['Copper', 'Estate'] });
    h.do(0, 'play Harbinger');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('draws first: a shuffle for the draw empties the discard pile before the look', () => {
    const h = game({ hand: ['Harbinger'], discard: ['Gold'] });
    h.do(0, 'play Harbinger');
    expect(h.hand(0)).toEqual(['Gold']);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('onto an empty deck the card becomes the only card of the deck', () => {
    const h = game({ hand: ['Harbinger'], deck: ['Copper'], discard: ['Gold', 'Estate'] });
    h.do(0, 'play Harbinger', 'topdeck Gold');
    expect(h.deck(0)).toEqual(['Gold']);
  });

  it('the card put back is not shown to the other players', () => {
    const h = game({ hand: ['Harbinger'], deck: ['Copper'], discard: ['Gold', 'Estate'] });
    h.do(0, 'play Harbinger', 'topdeck Estate');
    const e = h.log.filter((x) => x.kind === 'topdeck').at(-1)!;
    expect(e).toMatchObject({ cards: ['Estate'], visibleTo: [0] });
  });
});
