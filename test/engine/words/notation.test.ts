// The notation read from players' text: bounded by the decision (a count of 9999999999 once
// crashed the server), linear in the input, tolerant of case and of plurals after a count, and
// the composite turn moves ("play treasures" and "end turn" in the Action phase).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CARD_LIST, MAX_MOVE_TEXT, parseCardList } from '../../../engine/words/notation.js';
import { parseMove, type Decision } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const cards = (max: number, candidates = 5): Decision => ({
  id: 1,
  player: 0,
  prompt: 'Discard',
  verb: 'discard',
  kind: 'cards',
  candidates: Array.from({ length: candidates }, (_, i) => i),
  min: 0,
  max,
});
const order: Decision = { id: 2, player: 0, prompt: 'Order', verb: 'order', kind: 'order', cards: [1, 2, 3] };
const turn = (phase: 'action' | 'buy'): Decision => ({
  id: 3,
  player: 0,
  prompt: 'Turn',
  verb: 'play',
  kind: 'turn',
  phase,
});
const DECISIONS: Decision[] = [
  turn('action'),
  turn('buy'),
  cards(3),
  order,
  { id: 4, player: 0, prompt: 'Gain', verb: 'gain', kind: 'pile', piles: ['Silver', 'Village'], optional: true },
  {
    id: 5,
    player: 0,
    prompt: 'Choose',
    verb: 'choose',
    kind: 'option',
    options: [
      { id: 'a', label: '+2 Cards' },
      { id: 'b', label: '+$2' },
    ],
    min: 1,
    max: 1,
  },
  { id: 6, player: 0, prompt: 'Bid', verb: 'bid', kind: 'number', min: 0, max: 40 },
  { id: 7, player: 0, prompt: 'Trash?', verb: 'yes', kind: 'yesno' },
];

const answerCards = (text: string, d: Decision) => {
  const r = parseMove(text, 0, d);
  if (!r.ok || r.move.type !== 'answer' || (r.move.answer.kind !== 'cards' && r.move.answer.kind !== 'order'))
    throw new Error(`not a card answer: ${text}`);
  return r.move.answer.cards;
};

describe('card lists are bounded by the decision', () => {
  it('a huge count expands to one more than the decision takes, at once (the probe that crashed the server)', () => {
    expect(answerCards('discard 9999999999 Copper', cards(3))).toHaveLength(4);
    expect(answerCards('discard 99999999999999999999999999 Copper, 5 Estate', cards(2))).toEqual([
      'Copper',
      'Copper',
      'Copper',
    ]);
    expect(answerCards('order Gold x100000000', order)).toHaveLength(4);
    expect(parseCardList('Copper x9999999999')).toHaveLength(61);
  });

  it("the engine then refuses the list with the decision's own rule", () => {
    const h = start({
      setup: { firstPlayer: 0, players: { '0': { hand: ['Cellar', 'Copper', 'Estate', 'Estate'] } } },
    });
    h.do(0, 'play Cellar');
    const r = h.try(0, 'discard 9999999999 Copper');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'answer/invalid', message: 'Pick between 0 and 3 card(s).' });
  });

  it('counts and separators read as before', () => {
    expect(parseCardList('Copper, 2 Estate, Silver x2, 2x Gold, 3 x Curse')).toEqual([
      'Copper',
      'Estate',
      'Estate',
      'Silver',
      'Silver',
      'Gold',
      'Gold',
      'Curse',
      'Curse',
      'Curse',
    ]);
    expect(parseCardList('nothing')).toEqual([]);
    expect(parseCardList(' , Copper ,, ')).toEqual(['Copper']);
  });

  it('text longer than a move can be is refused without reading it', () => {
    const r = parseMove(`discard ${'Copper, '.repeat(MAX_MOVE_TEXT)}`, 0, cards(3));
    expect(r).toMatchObject({ ok: false, error: { code: 'notation/too-long' } });
  });
});

describe('fuzz: any text parses to a move or a rule error, boundedly', () => {
  it('arbitrary strings against every kind of decision', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      // Shapes near the grammar: verbs, counts, commas, x-suffixes, runs of spaces.
      fc
        .array(
          fc.constantFrom(
            'discard',
            'order',
            'play',
            'buy',
            'pay',
            'end',
            'turn',
            ' ',
            '  ',
            ',',
            'x',
            'x2',
            '9999999999',
            '2',
            'Copper',
            'Coppers',
            'nothing',
            'debt',
            'yes',
            'choose',
            'gain',
            '__proto__',
            'constructor',
          ),
          { maxLength: 80 },
        )
        .map((xs) => xs.join(' ')),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(...DECISIONS), (t, d) => {
        const r = parseMove(t, 0, d);
        if (!r.ok) {
          expect(['notation/parse', 'notation/too-long']).toContain(r.error.code);
          expect(r.error.message.length).toBeGreaterThan(0);
          return;
        }
        if (r.move.type === 'answer' && (r.move.answer.kind === 'cards' || r.move.answer.kind === 'order')) {
          const bound = d.kind === 'cards' ? d.max : d.kind === 'order' ? d.cards.length : 0;
          expect(r.move.answer.cards.length).toBeLessThanOrEqual(bound + 1);
        }
      }),
      { numRuns: 3000 },
    );
  });

  // Timing is a benchmark's job; here the shapes that would backtrack or allocate without bound
  // (runs of spaces and digits, huge counts) must come back with at most limit + 1 names.
  it('pathological lists of spaces, digits and counts stay within the limit', () => {
    for (const n of [1_000, 100_000]) {
      const text = `${' '.repeat(n)}x${'1'.repeat(n)}${' '.repeat(n)}x${'9'.repeat(n)}`;
      expect(parseCardList(text).length).toBeLessThanOrEqual(MAX_CARD_LIST + 1);
      expect(parseCardList(`${'9'.repeat(n)} Copper, Estate x${'9'.repeat(n)}`)).toHaveLength(MAX_CARD_LIST + 1);
    }
  });
});

describe('case and plural tolerance, only where unambiguous', () => {
  it("card names in any case become the cards' own names", () => {
    expect(parseMove('Play village', 0, turn('action'))).toMatchObject({
      ok: true,
      move: { type: 'play', card: 'Village' },
    });
    expect(parseMove('BUY GOLD', 0, turn('buy'))).toMatchObject({ ok: true, move: { type: 'buy', card: 'Gold' } });
    expect(answerCards('DISCARD copper, estate', cards(3))).toEqual(['Copper', 'Estate']);
  });

  it('a plural after a count names one card several times', () => {
    expect(answerCards('discard 2 Coppers, Estates x2', cards(5))).toEqual(['Copper', 'Copper', 'Estate', 'Estate']);
    expect(answerCards('discard 2 witches, 2 duchies', cards(5))).toEqual(['Witch', 'Witch', 'Duchy', 'Duchy']);
    // A card whose own name ends in s is itself, with or without a count.
    expect(answerCards('discard 2 Gardens, Rocks', cards(5))).toEqual(['Gardens', 'Gardens', 'Rocks']);
  });

  it('a plural without a count, and "buy 2 Gold", are not guessed at', () => {
    expect(answerCards('discard Coppers', cards(3))).toEqual(['Coppers']);
    expect(parseMove('buy golds', 0, turn('buy'))).toMatchObject({ ok: true, move: { type: 'buy', card: 'golds' } });
    const r = parseMove('buy 2 Gold', 0, turn('buy'));
    expect(r).toMatchObject({ ok: false, error: { code: 'notation/parse' } });
    if (!r.ok) expect(r.error.message).toContain('"buy Gold" once for each');
  });
});

describe('composite turn moves', () => {
  const game = () =>
    start({
      setup: {
        firstPlayer: 0,
        players: {
          '0': {
            hand: ['Village', 'Copper', 'Copper', 'Silver', 'Estate'],
            deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
          },
        },
      },
    });

  it('"end turn" in the Action phase ends the turn; in the Buy phase it reads as it always did', () => {
    expect(parseMove('end turn', 0, turn('action'))).toMatchObject({ ok: true, move: { type: 'endTurn' } });
    expect(parseMove('End Turn', 0, turn('buy'))).toMatchObject({ ok: true, move: { type: 'endPhase' } });
    expect(parseMove('end actions', 0, turn('action'))).toMatchObject({ ok: true, move: { type: 'endPhase' } });
    const h = game();
    h.do(0, 'end turn');
    expect(h.turn.player).toBe(1);
    expect(h.discard(0)).toHaveLength(5);
    expect(h.log.filter((e) => e.kind === 'phase').map((e) => e.detail)).toEqual(['buy']);
  });

  it('"play treasures" in the Action phase ends the phase, then plays every Treasure', () => {
    const h = game();
    h.do(0, 'play treasures');
    expect(h.turn.phase).toBe('buy');
    expect(h.turn.coins).toBe(4);
    expect(h.inPlay(0)).toEqual(['Copper', 'Copper', 'Silver']);
    expect(h.moves).toEqual([{ type: 'playTreasures', player: 0 }]);
  });
});

describe('names that are Object.prototype properties are just unknown names', () => {
  for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    it(`"${name}"`, () => {
      const h = start({ setup: { firstPlayer: 0, players: { '0': { hand: ['Cellar', 'Copper', 'Estate'] } } } });
      const before = h.hash();
      expect(h.try(0, `play ${name}`)).toMatchObject({ ok: false, error: { code: 'move/not-in-hand' } });
      h.do(0, 'end actions');
      expect(h.try(0, `buy ${name}`)).toMatchObject({ ok: false, error: { code: 'move/unknown-card' } });
      expect(h.hash()).not.toBe(before);
      const h2 = start({ setup: { firstPlayer: 0, players: { '0': { hand: ['Cellar', 'Copper', 'Estate'] } } } });
      h2.do(0, 'play Cellar');
      expect(h2.try(0, `discard ${name}`)).toMatchObject({ ok: false, error: { code: 'answer/invalid' } });
      expect(h2.try(0, `discard 2 ${name}`)).toMatchObject({ ok: false, error: { code: 'answer/invalid' } });
    });
  }
});
