// The answers a mail offers as links, over random games of all three sets: every choice's text,
// read by the backend's own path (parseMove against the state's decision), is a move `apply`
// accepts; two choices never make the same move; and a decision offered links has at most
// MAX_ANSWER_CHOICES of them. Prints how many decisions got links (JSON).
import { describe, expect, it } from 'vitest';
import {
  answerChoices,
  apply,
  MAX_ANSWER_CHOICES,
  newGame,
  parseMove,
  restore,
  seedFromString,
  snapshot,
  view,
} from '../../engine/index.js';
import type { GameState, Move } from '../../engine/index.js';
import { randomMove } from '../../engine/bots/index.js';
import { nextInt } from '../../engine/core/rng.js';

const GAMES = Number(process.env.ANSWER_GAMES ?? 9);
const SETS = [['base'], ['intrigue'], ['empires']] as const;

/** A copy of the game now: the last snapshot point plus the moves since. */
function copy(snap: string, since: readonly Move[]): GameState {
  const s = restore(snap);
  for (const m of since) if (!apply(s, m).ok) throw new Error('replaying the moves since the snapshot failed');
  return s;
}

describe(`answer links over random games (${GAMES} games)`, () => {
  it('every offered answer is a legal, distinct move, and there are few', () => {
    const c = { answerDecisions: 0, withLinks: 0, links: 0 };
    for (let i = 0; i < GAMES; i++) {
      const seed = `answer-links-${i}`;
      const rng = seedFromString(seed);
      const { state } = newGame({
        players: ['A', 'B', 'C'].slice(0, 2 + (i % 2)),
        seed,
        randomFrom: [...SETS[i % 3]],
        randomLandscapes: i % 3 === 2 ? 2 : 0,
      });
      let snap = snapshot(state)!;
      let since: Move[] = [];
      for (let n = 0; n < 400 && !state.result; n++) {
        const owners = state.pending.map((d) => d.player);
        const p = owners[nextInt(rng, owners.length)];
        const own = view(state, p).decision!;
        if (own.kind !== 'turn') {
          c.answerDecisions++;
          const choices = answerChoices(own);
          if (choices) {
            c.withLinks++;
            c.links += choices.length;
            expect(choices.length).toBeLessThanOrEqual(MAX_ANSWER_CHOICES);
            const owed = state.pending.find((d) => d.player === p)!;
            const seen = new Set<string>();
            for (const choice of choices) {
              const parsed = parseMove(choice.text, p, owed);
              expect(parsed.ok, `${choice.text} unreadable for ${JSON.stringify(own)}`).toBe(true);
              if (!parsed.ok) continue;
              const r = apply(copy(snap, since), parsed.move);
              expect(r.ok, `${seed}: "${choice.text}" refused: ${r.ok ? '' : r.error.message}`).toBe(true);
              seen.add(JSON.stringify(parsed.move));
            }
            expect(seen.size).toBe(choices.length);
          }
        }
        const move = randomMove(state, p, rng);
        if (!apply(state, move).ok) throw new Error(`${seed}: a random legal move was refused`);
        const s = snapshot(state);
        if (s) {
          snap = s;
          since = [];
        } else since.push(move);
      }
    }
    console.log(JSON.stringify({ games: GAMES, ...c }));
    expect(c.withLinks).toBeGreaterThan(GAMES);
  });
});
