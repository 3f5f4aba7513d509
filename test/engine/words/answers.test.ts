// answerChoices: the legal answers a mail offers one link each. Small decisions list every answer
// (copies of a card count once), in notation that reads back as the same answer; big ones, the
// turn and answers whose text would read differently list nothing.
import { describe, expect, it } from 'vitest';
import { answerChoices, answerExamples, checkAnswer, parseMove, type OwnDecision } from '../../../engine/index.js';

const base = { id: 7, prompt: 'a question', verb: 'discard', source: 'Militia' };
const texts = (d: OwnDecision, limit?: number) => answerChoices(d, limit)?.map((c) => c.text) ?? null;

describe('answerChoices', () => {
  it('yes/no: both answers', () => {
    expect(texts({ ...base, verb: 'reveal', kind: 'yesno' })).toEqual(['yes', 'no']);
  });

  it('Militia, discard 2 of 3 Coppers and 2 Estates: three choices, copies once', () => {
    const d: OwnDecision = {
      ...base,
      kind: 'cards',
      candidates: ['Copper', 'Copper', 'Estate', 'Copper', 'Estate'],
      min: 2,
      max: 2,
      fromHand: true,
    };
    expect(texts(d)).toEqual(['discard Copper, Copper', 'discard Copper, Estate', 'discard Estate, Estate']);
  });

  it('Torturer with four Estates: one way to discard 2 (the engine would not ask, but the list is right)', () => {
    const d: OwnDecision = {
      ...base,
      source: 'Torturer',
      kind: 'cards',
      candidates: ['Estate', 'Estate', 'Estate', 'Estate', 'Copper'],
      min: 2,
      max: 2,
      fromHand: true,
    };
    expect(texts(d)).toEqual(['discard Estate, Estate', 'discard Estate, Copper']);
  });

  it('too many ways (2 of 5 different cards: 10) lists nothing; a bigger limit lists them all', () => {
    const d: OwnDecision = {
      ...base,
      kind: 'cards',
      candidates: ['Copper', 'Silver', 'Gold', 'Estate', 'Duchy'],
      min: 2,
      max: 2,
      fromHand: true,
    };
    expect(texts(d)).toBeNull();
    expect(texts(d, 10)).toHaveLength(10);
  });

  it('up to N cards counts every size from min to max, smallest first', () => {
    const d: OwnDecision = {
      ...base,
      verb: 'trash',
      source: 'Chapel',
      kind: 'cards',
      candidates: ['Estate', 'Copper', 'Estate'],
      min: 0,
      max: 4,
      fromHand: true,
    };
    expect(texts(d)).toEqual([
      'trash nothing',
      'trash Estate',
      'trash Copper',
      'trash Estate, Estate',
      'trash Estate, Copper',
      'trash Estate, Estate, Copper',
    ]);
  });

  it('a pile to gain, and "nothing" when the gain is optional', () => {
    expect(
      texts({
        ...base,
        verb: 'gain',
        source: 'Workshop',
        kind: 'pile',
        piles: ['Silver', 'Village', 'Estate'],
        optional: false,
      }),
    ).toEqual(['gain Silver', 'gain Village', 'gain Estate']);
    expect(texts({ ...base, verb: 'gain', kind: 'pile', piles: ['Silver'], optional: true })).toEqual([
      'gain Silver',
      'gain nothing',
    ]);
    expect(
      texts({
        ...base,
        verb: 'gain',
        kind: 'pile',
        piles: Array.from({ length: 9 }, (_, i) => `Pile ${i}`),
        optional: false,
      }),
    ).toBeNull();
  });

  it('options: one of a few by label, two of four (Pawn) as six pairs', () => {
    const opts = [
      { id: 'discard', label: 'discard 2 cards' },
      { id: 'curse', label: 'gain a Curse to your hand' },
    ];
    expect(
      texts({ ...base, verb: 'choose', source: 'Torturer', kind: 'option', options: opts, min: 1, max: 1 }),
    ).toEqual(['choose discard 2 cards', 'choose gain a Curse to your hand']);
    const pawn = ['card', 'action', 'buy', 'coin'].map((id) => ({ id, label: `+1 ${id}` }));
    const six = answerChoices({
      ...base,
      verb: 'choose',
      source: 'Pawn',
      kind: 'option',
      options: pawn,
      min: 2,
      max: 2,
    })!;
    expect(six.map((c) => c.answer)).toEqual(
      [
        ['card', 'action'],
        ['card', 'buy'],
        ['card', 'coin'],
        ['action', 'buy'],
        ['action', 'coin'],
        ['buy', 'coin'],
      ].map((options) => ({ kind: 'option', options })),
    );
  });

  it('an option whose label would read as two options is not offered: no link rather than a wrong one', () => {
    const opts = [
      { id: 'both', label: '+1 Card, +1 Action' },
      { id: 'coin', label: '+$2' },
    ];
    expect(answerChoices({ ...base, verb: 'choose', kind: 'option', options: opts, min: 1, max: 1 })).toBeNull();
  });

  it('orders: two different cards give two orders; four give 24 (none)', () => {
    expect(texts({ ...base, verb: 'order', kind: 'order', cards: ['Gold', 'Silver'] })).toEqual([
      'order Gold, Silver',
      'order Silver, Gold',
    ]);
    expect(texts({ ...base, verb: 'order', kind: 'order', cards: ['Gold', 'Silver', 'Copper', 'Estate'] })).toBeNull();
  });

  it('a number: each value when the range is short', () => {
    expect(texts({ ...base, verb: 'pay', kind: 'number', min: 0, max: 3 })).toEqual([
      'pay 0',
      'pay 1',
      'pay 2',
      'pay 3',
    ]);
    expect(texts({ ...base, verb: 'pay', kind: 'number', min: 0, max: 20 })).toBeNull();
  });

  it('the turn is never a short list', () => {
    // A turn decision with the fields answerExamples reads; the rest of OwnDecision does not matter here.
    const turn = {
      ...base,
      kind: 'turn',
      phase: 'action',
      options: { play: [], playTreasures: false, buy: [], payDebt: 0, end: 'actions' },
    } as unknown as OwnDecision;
    expect(answerChoices(turn)).toBeNull();
  });

  it('every choice is accepted by checkAnswer and its text reads back as itself', () => {
    const d: OwnDecision = {
      ...base,
      kind: 'cards',
      candidates: ['Copper', 'Estate', 'Estate', 'Curse'],
      min: 1,
      max: 2,
      fromHand: true,
    };
    const all = answerChoices(d)!;
    expect(all.length).toBeGreaterThan(3);
    for (const c of all) {
      expect(checkAnswer(d, c.answer).ok).toBe(true);
      const back = parseMove(c.text, 0, d);
      expect(back.ok && back.move.type === 'answer' && back.move.answer).toEqual(c.answer);
    }
  });
});

// answerExamples: for a decision with too many answers for links, a few as a reply writes them.
describe('answerExamples', () => {
  it('a pile of many: the first three in the Supply\'s order; an optional gain, "nothing" only if it is among the first', () => {
    const piles = ['Copper', 'Curse', 'Estate', 'Silver', 'Village', 'Workshop', 'Smithy', 'Moat', 'Cellar'];
    const d: OwnDecision = { ...base, verb: 'gain', source: 'Workshop', kind: 'pile', piles, optional: false };
    expect(answerChoices(d)).toBeNull();
    expect(answerExamples(d)).toEqual(['gain Copper', 'gain Curse', 'gain Estate']);
    expect(answerExamples(d, 2)).toEqual(['gain Copper', 'gain Curse']);
  });

  it('up to 4 of 5 different cards (Chapel): the smallest answers first, each legal and read back as itself', () => {
    const d: OwnDecision = {
      ...base,
      verb: 'trash',
      source: 'Chapel',
      kind: 'cards',
      candidates: ['Copper', 'Silver', 'Gold', 'Estate', 'Duchy'],
      min: 0,
      max: 4,
      fromHand: true,
    };
    expect(answerChoices(d)).toBeNull();
    const shown = answerExamples(d);
    expect(shown).toEqual(['trash nothing', 'trash Copper', 'trash Silver']);
    for (const text of shown) {
      const back = parseMove(text, 0, d);
      expect(back.ok && back.move.type === 'answer' && checkAnswer(d, back.move.answer).ok, text).toBe(true);
    }
  });

  it('a long number range, and orders of many: the first few; a turn: none (its moves are not answers)', () => {
    expect(answerExamples({ ...base, verb: 'pay', kind: 'number', min: 0, max: 20 })).toEqual([
      'pay 0',
      'pay 1',
      'pay 2',
    ]);
    expect(
      answerExamples({ ...base, verb: 'order', kind: 'order', cards: ['Gold', 'Silver', 'Copper', 'Estate'] }),
    ).toHaveLength(3);
    // A turn decision with the fields answerExamples reads; the rest of OwnDecision does not matter here.
    const turn = {
      ...base,
      kind: 'turn',
      phase: 'action',
      options: { play: [], playTreasures: false, buy: [], payDebt: 0, end: 'actions' },
    } as unknown as OwnDecision;
    expect(answerExamples(turn)).toEqual([]);
  });
});
