// What a lobby line says is asked: the owner reads how many cards, the others only the verb and
// the card asking (never a bound or prompt that could count or name cards in a hidden hand).
import { describe, expect, it } from 'vitest';
import { askedLines, ASKED_MAX } from '../../../engine/index.js';
import type { Decision } from '../../../engine/core/types.js';
import { start } from '../../support/harness.js';

const names = ['Alice', 'Bob'];

describe('askedLines', () => {
  it('words the turn by phase for everyone', () => {
    const h = start({ setup: { firstPlayer: 0 } });
    expect(askedLines(h.state.pending, 0, names)).toEqual(['Your move: Action phase']);
    expect(askedLines(h.state.pending, 1, names)).toEqual(['Waiting for Alice: Action phase']);
    h.do(0, 'play treasures');
    expect(askedLines(h.state.pending, 1, names)).toEqual(['Waiting for Alice: Buy phase']);
  });

  it("tells a Militia's victim how many to discard, and the attacker only what is asked", () => {
    const h = start({
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Estate'] },
          '1': { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] },
        },
      },
    });
    h.do(0, 'play Militia');
    expect(askedLines(h.state.pending, 1, names)).toEqual(['Your move: discard 2 cards (Militia)']);
    expect(askedLines(h.state.pending, 0, names)).toEqual(['Waiting for Bob: discard (Militia)']);
  });

  it('keeps a bound that counts hidden cards to the owner (Cellar: any number)', () => {
    const h = start({
      setup: { firstPlayer: 0, players: { '0': { hand: ['Cellar', 'Copper', 'Estate', 'Estate', 'Estate'] } } },
    });
    h.do(0, 'play Cellar');
    expect(askedLines(h.state.pending, 0, names)).toEqual(['Your move: discard up to 4 cards (Cellar)']);
    const other = askedLines(h.state.pending, 1, names);
    expect(other).toEqual(['Waiting for Alice: discard (Cellar)']);
    expect(other.join()).not.toMatch(/\d/);
  });

  it('words every other kind for the owner, and bounds each line', () => {
    const base = { id: 1, player: 0, prompt: 'x', source: 'Some Card' };
    const cases: [Decision, string][] = [
      [{ ...base, kind: 'pile', verb: 'gain', piles: ['Silver'], optional: false }, 'gain a card (Some Card)'],
      [{ ...base, kind: 'option', verb: 'choose', options: [], min: 2, max: 2 }, 'choose 2 (Some Card)'],
      [{ ...base, kind: 'option', verb: 'choose', options: [], min: 1, max: 1 }, 'choose one (Some Card)'],
      [{ ...base, kind: 'order', verb: 'order', cards: [1, 2, 3] }, 'put 3 cards in order (Some Card)'],
      [{ ...base, kind: 'number', verb: 'pay', min: 0, max: 5 }, 'pick a number from 0 to 5 (Some Card)'],
      [{ ...base, kind: 'yesno', verb: 'yes' }, 'answer yes or no (Some Card)'],
      [
        { ...base, kind: 'cards', verb: 'trash', candidates: [1], min: 1, max: 99 },
        'trash at least 1 card (Some Card)',
      ],
      [
        { ...base, kind: 'cards', verb: 'discard', candidates: [1], min: 1, max: 3 },
        'discard 1 to 3 cards (Some Card)',
      ],
    ];
    for (const [d, text] of cases) expect(askedLines([d], 0, names)).toEqual([`Your move: ${text}`]);
    const long = askedLines([{ ...base, kind: 'yesno', verb: 'yes', source: 'x'.repeat(300) }], 1, ['A'.repeat(300)]);
    expect(long[0].length).toBe(ASKED_MAX);
  });
});
