// The benchmarks' games: a running game appended to the store as its moves would be (a record per
// move with its log, a snapshot every `snapshotEvery` events), moved by a money policy that never
// ends the game, so a game reaches any length.
import { randomUUID } from 'node:crypto';
import {
  apply,
  createGame,
  decisionFor,
  formatMove,
  makeConfig,
  snapshot,
  type GameState,
  type Move,
} from '../../lambdas/kernel/rules.js';
import { randomAnswer } from '../../engine/bots/index.js';
import { seedFromString, type RngState } from '../../engine/core/rng.js';
import { DAY } from '../../lambdas/kernel/durations.js';
import type { GameMeta } from '../../lambdas/store/records.js';
import type { Store } from '../../lambdas/store/ports.js';
import { BENCH_KINGDOM } from '../../engine/cli/bench-kingdoms.js';

/** How the policy buys: Gold at $6 when `gold` (while any is left), Silver at $3 while more than `silverLeft` are. */
export interface MoneyPolicy {
  gold: boolean;
  silverLeft: number;
}

/** Treasures, then the policy's buy, else the end of the turn; answers at random (seeded). */
export function nextMove(s: GameState, rng: RngState, policy: MoneyPolicy): Move {
  const d = s.pending[0];
  const p = d.player;
  if (d.kind !== 'turn') return { type: 'answer', player: p, answer: randomAnswer(s, d, rng) };
  if (d.phase === 'action') return { type: 'endPhase', player: p };
  if (!s.turn.treasuresLocked && s.players[p].hand.some((id) => ['Copper', 'Silver', 'Gold'].includes(s.cardNames[id])))
    return { type: 'playTreasures', player: p };
  const left = (name: string) => s.supply.find((x) => x.name === name)?.cards.length ?? 0;
  if (policy.gold && s.turn.buys > 0 && s.turn.coins >= 6 && left('Gold') > 0)
    return { type: 'buy', player: p, card: 'Gold' };
  if (s.turn.buys > 0 && s.turn.coins >= 3 && left('Silver') > policy.silverLeft)
    return { type: 'buy', player: p, card: 'Silver' };
  return { type: 'endPhase', player: p };
}

export interface BenchGame {
  gameId: string;
  /** The seats' addresses, the first the game's creator. */
  emails: string[];
  names: string[];
  seed: string;
  /** The seed of the moves' random answers (default: the game's seed and "-moves"). */
  movesSeed?: string;
  moves: number;
  policy: MoneyPolicy;
}

/** Appends the game (META, start, `g.moves` moves by the policy, snapshots); the state after them, advanced in place by later moves. */
export async function appendGame(
  store: Store,
  g: BenchGame,
  snapshotEvery: number,
): Promise<{ state: GameState; rng: RngState }> {
  const config = makeConfig({ players: g.names, seed: g.seed, kingdom: BENCH_KINGDOM });
  const meta: GameMeta = {
    gameId: g.gameId,
    createdAt: Date.now(),
    createdBy: g.emails[0],
    status: 'active',
    config,
    version: 1,
    seats: g.emails.map((email, i) => ({ email, bot: null, name: config.players[i], joined: true })),
    reminderEveryMs: DAY,
    deadlineMs: null,
  };
  await store.putNewMeta(meta);
  const state = createGame(config).state;
  const rng = seedFromString(g.movesSeed ?? `${g.seed}-moves`);
  await store.append({ gameId: g.gameId, seq: 0, kind: 'start', at: Date.now() });
  let lastSnap = 0;
  for (let seq = 1; seq <= g.moves; seq++) {
    const move = nextMove(state, rng, g.policy);
    const d = decisionFor(state, move.player);
    const r = apply(state, move);
    if (!r.ok) throw new Error(r.error.message);
    await store.append({
      gameId: g.gameId,
      seq,
      kind: 'move',
      move,
      text: formatMove(move, d),
      seat: move.player,
      by: 'human',
      at: Date.now(),
      log: r.log,
      idem: randomUUID(),
    });
    // No snapshot in the middle of an effect (snapshot gives null): the next move's may be taken.
    const snap = seq - lastSnap >= snapshotEvery ? snapshot(state) : null;
    if (snap) {
      await store.putSnapshot(g.gameId, seq, snap);
      lastSnap = seq;
    }
  }
  return { state, rng };
}
