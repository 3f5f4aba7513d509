import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Chapel',
  'Festival',
  'Gardens',
  'Laboratory',
  'Market',
  'Moat',
  'Smithy',
  'Village',
  'Witch',
  'Library',
];

function game(hand: string[]) {
  return start({
    kingdom: KINGDOM,
    setup: { firstPlayer: 0, players: { '0': { hand, deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'] } } },
  });
}

describe('Chapel', () => {
  it('is a $2 Action with the printed text', () => {
    const d = getDef('Chapel');
    expect(d.cost).toEqual({ coins: 2, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('Trash up to 4 cards from your hand.');
  });

  it('asks for 0 to 4 cards from hand with the verb "trash"', () => {
    const h = game(['Chapel', 'Copper', 'Copper', 'Estate', 'Estate', 'Curse']);
    h.do(0, 'play Chapel');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'trash', source: 'Chapel', min: 0, max: 4 });
  });

  it('trashes up to 4 cards from hand', () => {
    const h = game(['Chapel', 'Copper', 'Copper', 'Estate', 'Estate', 'Curse']);
    h.do(0, 'play Chapel', 'trash Copper, Estate, Estate, Curse');
    expect(h.trash()).toEqual(['Copper', 'Curse', 'Estate', 'Estate']);
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.discard(0)).toEqual([]);
  });

  it('cannot trash more than 4', () => {
    const h = game(['Chapel', 'Copper', 'Copper', 'Estate', 'Estate', 'Curse']);
    h.do(0, 'play Chapel');
    const r = h.try(0, 'trash Copper, Copper, Estate, Estate, Curse');
    expect(r.ok).toBe(false);
    expect(h.trash()).toEqual([]);
  });

  it('may trash nothing', () => {
    const h = game(['Chapel', 'Copper', 'Estate']);
    h.do(0, 'play Chapel', 'trash nothing');
    expect(h.trash()).toEqual([]);
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
  });

  it('cannot trash itself: it is in play, not in hand', () => {
    const h = game(['Chapel', 'Copper', 'Estate']);
    h.do(0, 'play Chapel');
    const d = h.decision(0) as { candidates: number[] };
    expect(d.candidates.map((id) => h.state.cardNames[id])).not.toContain('Chapel');
    expect(h.try(0, 'trash Chapel').ok).toBe(false);
    h.do(0, 'trash Copper, Estate');
    expect(h.inPlay(0)).toEqual(['Chapel']);
  });

  it('a second Chapel in hand can be trashed', () => {
    const h = game(['Chapel', 'Chapel', 'Copper']);
    h.do(0, 'play Chapel', 'trash Chapel');
    expect(h.trash()).toEqual(['Chapel']);
    expect(h.inPlay(0)).toEqual(['Chapel']);
  });

  it('with an empty hand nothing is asked', () => {
    const h = game(['Chapel']);
    h.do(0, 'play Chapel');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });
});
