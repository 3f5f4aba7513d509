// No sequence of undos lets a player learn something they did not know, over random games of all
// three sets (fast-check picks the game, how far it is played and who then moves).
//
// What "learn" means here, precisely:
//  1. A free undo ("take back") never crosses a move that revealed information: taking back again
//     and again walks back exactly over the player's own moves whose `revealed` is false, and stops
//     at the first one that revealed something or at another player's move (those need a request).
//  2. A move reported `revealed: false` depends on nothing hidden from its mover: with every deck
//     reordered, the random stream replaced and the other players' hands re-dealt from their hand
//     and deck (only deals under which the same players owe the same kinds of decision: whether
//     someone is asked at all is public), every player's view and redacted log entries after each
//     such move are identical. So nobody saw anything in the moves a free undo takes back that was
//     hidden from the player who made them, and the game after the undo is exactly the game before
//     them (3): nothing seen there carries over.
//  3. Taking them back (the live moves replayed) gives exactly the state before them.
//  4. After an accepted request (which may cross revealed information), the restored state's hidden
//     zones are fresh: each deck's order and the random stream are a function of what each deck
//     holds, the seed and the take's seq only. Reordering every deck and replacing the stream
//     before the take gives the identical state, so what the undone moves showed of any deck or of
//     the stream tells nothing about what comes next. (What they showed of another player's hand
//     stays known: that is why a request needs that player's consent.)
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import {
  apply,
  freshDecks,
  liveSteps,
  newGame,
  redactEntry,
  replay,
  restore,
  snapshot,
  stateHash,
  undoStatus,
  view,
} from '../../engine/index.js';
import type { GameState, LogEntry, Move, PlayerIndex, UndoStep } from '../../engine/index.js';
import { randomMove } from '../../engine/bots/index.js';
import { nextInt, seedFromString, shuffleInPlace, type RngState } from '../../engine/core/rng.js';

const RUNS = Number(process.env.PROPERTY_GAMES ?? 60);

interface Game {
  state: GameState;
  moves: Move[];
}

/** A random game of 2–4 players over all three sets, played at random for `length` moves. */
function randomGame(seed: string, players: number, length: number, rng: RngState): Game {
  const { state } = newGame({
    players: Array.from({ length: players }, (_, i) => `P${i}`),
    seed,
    randomFrom: ['base', 'intrigue', 'empires'],
    randomLandscapes: nextInt(rng, 3),
  });
  const moves: Move[] = [];
  while (!state.result && moves.length < length) {
    const owners = state.pending.map((d) => d.player);
    const move = randomMove(state, owners[nextInt(rng, owners.length)], rng);
    const r = apply(state, move);
    if (!r.ok) throw new Error(r.error.message);
    moves.push(move);
  }
  return { state, moves };
}

/** Everything hidden from both `mover` and `viewer` rearranged (see 2 above). */
function scramble(s: GameState, keep: ReadonlySet<PlayerIndex>, rng: RngState): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  copy.players.forEach((pl, p) => {
    if (keep.has(p)) {
      shuffleInPlace(rng, pl.deck);
      return;
    }
    const pool = [...pl.hand, ...pl.deck];
    shuffleInPlace(rng, pool);
    pl.hand = pool.slice(0, pl.hand.length);
    pl.deck = pool.slice(pl.hand.length);
  });
  copy.rng = [nextInt(rng, 1e9), 7, 8, 9];
  return copy;
}

const asked = (s: GameState) => JSON.stringify(s.pending.map((d) => [d.player, d.kind]));
const seen = (s: GameState, log: readonly LogEntry[], w: PlayerIndex) =>
  JSON.stringify([view(s, w), log.map((e) => redactEntry(e, w))]);

describe(`undo never lets a player learn what they did not know (${RUNS} random games)`, () => {
  it('free takes stop at revealed information; what they cross depends on nothing hidden; accepted requests deal fresh decks', () => {
    let runsChecked = 0;
    let scramblesChecked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 400 }),
        (n, players, length) => {
          const rng = seedFromString(`undo-prop/${n}`);
          const g = randomGame(`undo-${n}`, players, length, rng);
          const json = snapshot(g.state);
          if (g.state.result || !json) return;
          const mover = g.state.pending[0].player;
          // The mover plays on while they alone owe a decision, until a move reveals or 8 moves.
          const before = restore(json);
          const run: { move: Move; revealed: boolean; log: LogEntry[] }[] = [];
          const states: string[] = [];
          const askedAfter: string[] = [];
          while (
            run.length < 8 &&
            !g.state.result &&
            g.state.pending.length === 1 &&
            g.state.pending[0].player === mover
          ) {
            const move = randomMove(g.state, mover, rng);
            const r = apply(g.state, move);
            if (!r.ok) throw new Error(r.error.message);
            run.push({ move, revealed: r.revealed, log: r.log });
            states.push(JSON.stringify(Array.from({ length: players }, (_, w) => seen(g.state, r.log, w))));
            askedAfter.push(asked(g.state));
            if (r.revealed) break;
          }
          const free = run.findIndex((m) => m.revealed);
          const quiet = free < 0 ? run.length : free;

          // 1. Free takes walk back over exactly the quiet moves.
          const base = g.moves.length;
          const steps: UndoStep[] = [
            { seq: 0, kind: 'start' },
            ...g.moves.map((_, i): UndoStep => ({ seq: i + 1, kind: 'move', seat: -1, revealed: true })),
            ...run.map((m, i): UndoStep => ({ seq: base + i + 1, kind: 'move', seat: mover, revealed: m.revealed })),
          ];
          const ctx = { humans: Array.from({ length: players }, () => true), closed: false };
          let takes = 0;
          for (let st = undoStatus(steps, mover, ctx); st.take; st = undoStatus(steps, mover, ctx)) {
            steps.push({
              seq: steps.length,
              kind: 'undo',
              seat: mover,
              undo: { action: 'take', to: st.take.to, count: st.take.count, of: mover, fresh: false },
            });
            takes++;
          }
          expect(takes).toBe(run.at(-1)?.revealed ? 0 : quiet);

          // 2. The quiet moves depend on nothing hidden from the mover.
          for (let w = 0; w < players; w++) {
            const s = restore(snapshot(scramble(before, new Set([mover, w]), rng)) ?? json);
            let admissible = true;
            for (let i = 0; i < quiet && admissible; i++) {
              const r = apply(s, run[i].move);
              const original = JSON.parse(states[i]) as string[];
              if (!r.ok || asked(s) !== askedAfter[i]) {
                admissible = false;
                break;
              }
              expect(seen(s, r.log, w)).toBe(original[w]);
            }
            if (admissible) scramblesChecked++;
          }

          // 3. The live moves after the takes replay to the state before the moves taken back.
          const all = [...g.moves, ...run.map((m) => m.move)];
          const live = liveSteps(steps).flatMap((st) => (st.kind === 'move' ? [all[st.seq - 1]] : []));
          expect(live).toEqual(all.slice(0, all.length - takes));
          if (takes > 0 && takes === run.length)
            expect(stateHash(replay({ config: before.config, moves: live }))).toBe(stateHash(before));

          // 4. Fresh decks owe nothing to the orders seen.
          const reordered = scramble(before, new Set(before.players.map((_, p) => p)), rng);
          const a = restore(json);
          freshDecks(a, String(base + 9));
          freshDecks(reordered, String(base + 9));
          expect(stateHash(reordered)).toBe(stateHash(a));
          runsChecked++;
        },
      ),
      { numRuns: RUNS, seed: 20261126 },
    );
    expect(runsChecked).toBeGreaterThan(RUNS / 2);
    expect(scramblesChecked).toBeGreaterThan(RUNS);
  });
});
