// The view is the answer to "what may I do": over random games of all three sets, every answer
// the viewer's decision lists is accepted by `apply`, and for enumerable decisions (and the turn's
// plays, buys and debt payments) every answer `apply` accepts is listed. `checkAnswer`, which the
// table uses to enable "confirm", agrees with `apply` on every answer tried.
import { describe, expect, it } from 'vitest';
import {
  apply,
  checkAnswer,
  newGame,
  restore,
  seedFromString,
  snapshot,
  turnOptionMoves,
  view,
} from '../../engine/index.js';
import type { Answer, GameState, Move, OwnDecision, PlayerIndex } from '../../engine/index.js';
import { randomMove } from '../../engine/bots/index.js';
import { nextInt } from '../../engine/core/rng.js';

const GAMES = Number(process.env.LEGAL_GAMES ?? 18);
const SETS = [['base'], ['intrigue'], ['empires']] as const;

/** A copy of the game at the current point: the last snapshot point plus the moves since. */
interface Tracker {
  snap: string;
  since: Move[];
  scratch?: GameState;
}
function copy(t: Tracker): GameState {
  const s = restore(t.snap);
  for (const m of t.since) if (!apply(s, m).ok) throw new Error('replaying the moves since the snapshot failed');
  return s;
}

/** Applies a move to a copy; a refused move changes nothing, so its copy serves the next try. */
function tryOn(t: Tracker, m: Move): ReturnType<typeof apply> {
  const s = t.scratch ?? copy(t);
  const r = apply(s, m);
  t.scratch = r.ok ? undefined : s;
  return r;
}

/** All sub-multisets of `names` (candidate order kept), when there are at most `limit` of them. */
function subMultisets(names: readonly string[], limit: number): string[][] | null {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  let total = 1;
  for (const c of counts.values()) total *= c + 1;
  if (total > limit) return null;
  let out: string[][] = [[]];
  for (const [name, c] of counts) {
    out = out.flatMap((pre) => Array.from({ length: c + 1 }, (_, k) => [...pre, ...Array<string>(k).fill(name)]));
  }
  return out;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Answers to try and whether the view lists each; null when the decision is not enumerable. */
function answerSpace(
  d: Exclude<OwnDecision, { kind: 'turn' }>,
  s: GameState,
): { answer: Answer; listed: boolean }[] | null {
  switch (d.kind) {
    case 'cards': {
      const subs = subMultisets(d.candidates, 96);
      if (!subs) return null;
      const all = subs.map((cards) => ({
        answer: { kind: 'cards', cards } satisfies Answer,
        listed: cards.length >= d.min && cards.length <= d.max,
      }));
      return [...all, { answer: { kind: 'cards', cards: ['No Such Card'] }, listed: false }];
    }
    case 'order': {
      if (d.cards.length > 4) return null;
      const seen = new Set<string>();
      const all = permutations(d.cards).filter((p) => !seen.has(p.join()) && seen.add(p.join()));
      return [
        ...all.map((cards) => ({ answer: { kind: 'order', cards } satisfies Answer, listed: true })),
        { answer: { kind: 'order', cards: d.cards.slice(1) }, listed: d.cards.length === 0 },
      ];
    }
    case 'pile': {
      const others = [...s.supply.map((p) => p.name), ...s.events].filter((n) => !d.piles.includes(n));
      return [
        ...d.piles.map((pile) => ({ answer: { kind: 'pile', pile } satisfies Answer, listed: true })),
        { answer: { kind: 'pile', pile: null }, listed: d.optional },
        ...others.slice(0, 4).map((pile) => ({ answer: { kind: 'pile', pile } satisfies Answer, listed: false })),
      ];
    }
    case 'option': {
      if (d.options.length > 6) return null;
      const ids = d.options.map((o) => o.id);
      const subsets = ids.reduce<string[][]>((acc, id) => [...acc, ...acc.map((x) => [...x, id])], [[]]);
      return [
        ...subsets.map((options) => ({
          answer: { kind: 'option', options } satisfies Answer,
          listed: options.length >= d.min && options.length <= d.max,
        })),
        { answer: { kind: 'option', options: ['no-such-option'] }, listed: false },
      ];
    }
    case 'number': {
      if (d.max - d.min > 60) return null;
      return Array.from({ length: d.max - d.min + 5 }, (_, i) => d.min - 2 + i).map((value) => ({
        answer: { kind: 'number', value } satisfies Answer,
        listed: value >= d.min && value <= d.max,
      }));
    }
    case 'yesno':
      return [true, false].map((yes) => ({ answer: { kind: 'yesno', yes } satisfies Answer, listed: true }));
  }
}

interface Counts {
  turn: number;
  answers: number;
  skipped: number;
  tried: number;
}

function checkTurn(
  t: Tracker,
  s: GameState,
  p: PlayerIndex,
  d: Extract<OwnDecision, { kind: 'turn' }>,
  c: Counts,
): void {
  const listed = turnOptionMoves(d.options, p);
  for (const m of listed) {
    const r = tryOn(t, m);
    expect(r.ok, `listed ${JSON.stringify(m)} refused: ${r.ok ? '' : r.error.message}`).toBe(true);
  }
  const key = (m: Move) => JSON.stringify(m);
  const keys = new Set(listed.map(key));
  const hand = [...new Set(s.players[p].hand.map((id) => s.cardNames[id]))];
  const names = [...new Set([...s.cardNames, ...s.events])];
  const tries: Move[] = [
    ...hand.map((card): Move => ({ type: 'play', player: p, card })),
    ...names.map((card): Move => ({ type: 'buy', player: p, card })),
    ...Array.from({ length: s.players[p].debt + 2 }, (_, amount): Move => ({ type: 'payDebt', player: p, amount })),
  ];
  for (const m of tries) {
    if (keys.has(key(m))) continue;
    c.tried++;
    expect(tryOn(t, m).ok, `accepted but not listed: ${key(m)}`).toBe(false);
  }
  c.turn++;
}

function checkAnswers(
  t: Tracker,
  s: GameState,
  p: PlayerIndex,
  d: Exclude<OwnDecision, { kind: 'turn' }>,
  c: Counts,
): void {
  const space = answerSpace(d, s);
  if (!space) {
    c.skipped++;
    return;
  }
  for (const { answer, listed } of space) {
    const r = tryOn(t, { type: 'answer', player: p, answer });
    const what = `${d.kind} ${JSON.stringify(answer)} for ${JSON.stringify(d)}`;
    expect(r.ok, `${listed ? 'listed but refused' : 'accepted but not listed'}: ${what}`).toBe(listed);
    expect(checkAnswer(d, answer).ok, `checkAnswer disagrees with apply: ${what}`).toBe(listed);
    c.tried++;
  }
  c.answers++;
}

describe(`the view's legal answers match apply (${GAMES} random games, each set)`, () => {
  it('every listed answer is accepted; for enumerable decisions every accepted answer is listed', () => {
    const c: Counts = { turn: 0, answers: 0, skipped: 0, tried: 0 };
    for (let i = 0; i < GAMES; i++) {
      const seed = `legal-${i}`;
      const rng = seedFromString(seed);
      const players = 2 + nextInt(rng, 3);
      const { state } = newGame({
        players: Array.from({ length: players }, (_, k) => `P${k}`),
        seed,
        randomFrom: [...SETS[i % 3]],
        randomLandscapes: i % 3 === 2 ? 2 : 0,
      });
      const t: Tracker = { snap: snapshot(state)!, since: [] };
      for (let n = 0; n < 400 && !state.result; n++) {
        const owners = state.pending.map((d) => d.player);
        const p = owners[nextInt(rng, owners.length)];
        // Every answer decision (they are rarer), every fourth turn decision.
        const d = view(state, p).decision!;
        if (d.kind !== 'turn') checkAnswers(t, state, p, d, c);
        else if (n % 4 === 0) checkTurn(t, state, p, d, c);
        const move = randomMove(state, p, rng);
        const r = apply(state, move);
        if (!r.ok) throw new Error(`${seed}: random legal move refused: ${r.error.message}`);
        const snap = snapshot(state);
        if (snap) {
          t.snap = snap;
          t.since = [];
        } else t.since.push(move);
        t.scratch = undefined;
      }
    }
    console.log(JSON.stringify({ games: GAMES, ...c }));
    expect(c.turn).toBeGreaterThan(GAMES * 10);
    expect(c.answers).toBeGreaterThan(GAMES * 5);
  });
});
