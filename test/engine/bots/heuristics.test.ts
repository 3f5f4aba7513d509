// The generic answers every scripted bot gives: junk out, value in, Moat revealed, debt paid,
// and always a legal answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMove, gainValue, getBot, heuristicAnswer, isLegalAnswer } from '../../../engine/bots/index.js';
import { seedFromString } from '../../../engine/index.js';
import type { Answer, Decision, ForcedSetup, Move } from '../../../engine/index.js';
import type { AnswerDecision } from '../../../engine/bots/heuristics.js';
import { start, type Harness } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Chapel',
  'Militia',
  'Mining Village',
  'Moat',
  'Remodel',
  'Swindler',
  'Vassal',
  'Witch',
  'Workshop',
];
const game = (setup: ForcedSetup, kingdom = KINGDOM) =>
  start({ players: 2, kingdom, setup: { firstPlayer: 0, ...setup } });
const bm = getBot('big-money');
const rng = () => seedFromString('heuristics');

/** The big-money bot's move for `p` (not applied). */
const botMove = (h: Harness, p: number): Move => bm.move(h.state, p, rng());
const owed = (h: Harness, p: number) => h.decision(p) as AnswerDecision;
const answer = (h: Harness, p: number): Answer => {
  const m = botMove(h, p);
  if (m.type !== 'answer') throw new Error(`expected an answer, got ${m.type}`);
  return m.answer;
};

describe('cards decisions', () => {
  it('a Militia victim discards Curses, then Victory cards, and keeps its Treasures', () => {
    const h = game({
      players: { '0': { hand: ['Militia'] }, '1': { hand: ['Gold', 'Estate', 'Copper', 'Curse', 'Silver'] } },
    });
    h.do(0, 'play Militia');
    expect(answer(h, 1)).toEqual({ kind: 'cards', cards: ['Curse', 'Estate'] });
  });

  it('with optional discards (Cellar) it discards only Curses and Victory-only cards', () => {
    const h = game({
      players: { '0': { hand: ['Cellar', 'Duchy', 'Copper', 'Estate', 'Silver'], deck: ['Gold', 'Gold'] } },
    });
    h.do(0, 'play Cellar');
    const a = answer(h, 0);
    expect(a.kind === 'cards' && [...a.cards].sort()).toEqual(['Duchy', 'Estate']);
  });

  it('with optional trashing (Chapel) it trashes Curses only', () => {
    const h = game({ players: { '0': { hand: ['Chapel', 'Curse', 'Estate', 'Copper', 'Curse'] } } });
    h.do(0, 'play Chapel');
    expect(answer(h, 0)).toEqual({ kind: 'cards', cards: ['Curse', 'Curse'] });
  });

  it('a required trash (Remodel) takes the worst card: a Curse before anything else', () => {
    const h = game({ players: { '0': { hand: ['Remodel', 'Gold', 'Curse', 'Silver', 'Estate'] } } });
    h.do(0, 'play Remodel');
    expect(answer(h, 0)).toEqual({ kind: 'cards', cards: ['Curse'] });
  });
});

describe('pile decisions', () => {
  it('gains the most valuable card allowed (Workshop: a $4 card, never a Curse or Copper)', () => {
    const h = game({ players: { '0': { hand: ['Workshop'] } } });
    h.do(0, 'play Workshop');
    const a = answer(h, 0);
    expect(a.kind).toBe('pile');
    const d = owed(h, 0) as Extract<Decision, { kind: 'pile' }>;
    const best = Math.max(...d.piles.map((p) => gainValue(h.state, p)));
    expect(a.kind === 'pile' && gainValue(h.state, a.pile!)).toBe(best);
    expect(['Curse', 'Copper']).not.toContain(a.kind === 'pile' ? a.pile : null);
  });

  it('prefers Province, then Gold, over other cards it may gain', () => {
    const s = game({}).state;
    expect(gainValue(s, 'Province')).toBeGreaterThan(gainValue(s, 'Gold'));
    expect(gainValue(s, 'Gold')).toBeGreaterThan(gainValue(s, 'Witch'));
    expect(gainValue(s, 'Curse')).toBeLessThan(0);
  });

  it('declines an optional gain when only a Curse is on offer', () => {
    const h = game({});
    const d = {
      id: 1,
      player: 0,
      kind: 'pile',
      piles: ['Curse'],
      optional: true,
      prompt: 'gain?',
      verb: 'gain',
    } as AnswerDecision;
    expect(heuristicAnswer(h.state, d)).toEqual({ kind: 'pile', pile: null });
  });

  it('when choosing for another player (Swindler) it gives the least valuable card', () => {
    const h = game({ players: { '0': { hand: ['Swindler'] }, '1': { hand: ['Copper'], deck: ['Copper'] } } });
    h.do(0, 'play Swindler');
    expect(answer(h, 0)).toEqual({ kind: 'pile', pile: 'Curse' });
  });
});

describe('other decisions', () => {
  it('reveals Moat to an Attack', () => {
    const h = game({
      players: { '0': { hand: ['Militia'] }, '1': { hand: ['Moat', 'Copper', 'Copper', 'Copper', 'Copper'] } },
    });
    h.do(0, 'play Militia');
    const a = answer(h, 1);
    expect(a).toEqual({ kind: 'option', options: ['Moat'] });
    h.do(1, 'reveal Moat');
    expect(h.hand(1)).toHaveLength(5);
  });

  it('says yes to playing a card (Vassal) and no to trashing one (Mining Village)', () => {
    const h = game({ players: { '0': { hand: ['Vassal', 'Mining Village'], deck: ['Copper', 'Witch'] } } });
    h.do(0, 'play Mining Village');
    expect(answer(h, 0)).toEqual({ kind: 'yesno', yes: false });
    h.do(0, 'no', 'play Vassal');
    expect(answer(h, 0)).toEqual({ kind: 'yesno', yes: true });
  });

  it('options: the first; order: as given; numbers: the least, but all the debt it may pay', () => {
    const s = game({}).state;
    const hand = s.players[0].hand;
    const base = { id: 1, player: 0, prompt: '?', verb: 'choose' };
    expect(
      heuristicAnswer(s, {
        ...base,
        kind: 'option',
        options: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
        min: 1,
        max: 1,
      }),
    ).toEqual({ kind: 'option', options: ['a'] });
    expect(heuristicAnswer(s, { ...base, kind: 'order', cards: [...hand] })).toEqual({
      kind: 'order',
      cards: hand.map((id) => s.cardNames[id]),
    });
    expect(heuristicAnswer(s, { ...base, kind: 'number', min: 2, max: 5 })).toEqual({ kind: 'number', value: 2 });
    expect(heuristicAnswer(s, { ...base, verb: 'pay', kind: 'number', min: 0, max: 4 })).toEqual({
      kind: 'number',
      value: 4,
    });
  });
});

describe('legality', () => {
  // Decisions of every kind with random shapes: the answer is always legal (heuristic or fallback).
  const decision = (ids: number[]) =>
    fc.oneof(
      fc
        .record({
          kind: fc.constant('cards'),
          verb: fc.constantFrom('discard', 'trash', 'gain', 'play', 'reveal', 'set aside', 'topdeck', 'pass', 'other'),
          n: fc.nat(ids.length),
          a: fc.nat(),
          b: fc.nat(),
        })
        .map(({ verb, n, a, b }) => {
          const candidates = ids.slice(0, n);
          const lo = Math.min(a, b) % (n + 1);
          const hi = lo + (Math.max(a, b) % (n + 1 - lo));
          return { kind: 'cards', candidates, min: lo, max: hi, verb } as const;
        }),
      // (A pile decision with no pile to pick is never asked.)
      fc
        .record({
          kind: fc.constant('pile'),
          piles: fc.subarray(['Copper', 'Curse', 'Gold', 'Province', 'Estate', 'Militia', 'Nowhere']),
          optional: fc.boolean(),
          verb: fc.constantFrom('gain', 'give', 'name', 'tax'),
        })
        .filter((d) => d.piles.length > 0 || d.optional),
      fc
        .record({ kind: fc.constant('option'), n: fc.integer({ min: 1, max: 4 }), a: fc.nat(), b: fc.nat() })
        .map(({ n, a, b }) => {
          const lo = Math.min(a, b) % (n + 1);
          return {
            kind: 'option',
            options: Array.from({ length: n }, (_, i) => ({ id: `o${i}`, label: `option ${i}` })),
            min: lo,
            max: lo + (Math.max(a, b) % (n + 1 - lo)),
            verb: 'choose',
          } as const;
        }),
      fc
        .record({ kind: fc.constant('order'), n: fc.nat(ids.length) })
        .map(({ n }) => ({ kind: 'order', cards: ids.slice(0, n), verb: 'order' }) as const),
      fc
        .record({
          kind: fc.constant('number'),
          min: fc.nat(5),
          span: fc.nat(5),
          verb: fc.constantFrom('pay', 'bid', 'place'),
        })
        .map(({ min, span, verb }) => ({ kind: 'number', min, max: min + span, verb }) as const),
      fc.record({ kind: fc.constant('yesno'), prompt: fc.constantFrom('Trash it?', 'Play it?') }),
    );

  it('answerMove always gives an answer the engine accepts', () => {
    const h = game({
      players: { '0': { hand: ['Curse', 'Estate', 'Copper', 'Gold', 'Moat', 'Copper'], discard: ['Silver', 'Duchy'] } },
    });
    const ids = [...h.state.players[0].hand, ...h.state.players[0].discard];
    fc.assert(
      fc.property(decision(ids), fc.string(), (spec, seed) => {
        const d = { id: 1, player: 0, prompt: 'Trash it?', verb: 'choose', ...spec } as AnswerDecision;
        const m = answerMove(h.state, d, seedFromString(seed));
        return m.type === 'answer' && isLegalAnswer(h.state, d, m.answer);
      }),
      { numRuns: 500 },
    );
  });
});
