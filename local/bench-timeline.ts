// What the history's timeline weighs (issue #25, goal 5): a 3-player game of 500 moves, appended
// to the store as a running game's moves are, then the viewer's whole timeline asked for once
// (GET /games/{id}/history?part=timeline) — its bytes as sent and gzipped (what a browser
// downloads) — and the time to rebuild every board from it, as the history page does once
// (contract/patch.ts `timelineViews`) before a step only switches boards.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { apply, createGame, decisionFor, formatMove, makeConfig, snapshot, type GameState, type Move } from '../lambdas/app/rules.js';
import { randomAnswer } from '../engine/bots/index.js';
import { seedFromString, type RngState } from '../engine/core/rng.js';
import { timelineViews } from '../contract/patch.js';
import { TimelineResponse } from '../contract/api.js';
import { DAY } from '../lambdas/app/durations.js';
import type { GameMeta } from '../lambdas/store/records.js';
import type { Local } from './runtime.js';

export interface TimelineFigures {
  moves: number;
  players: number;
  bytes: number;
  gzipBytes: number;
  /** Median over the rebuilds of every board of the timeline (the page does it once). */
  rebuildMedianMs: number;
  /** The mean time one step's board costs to rebuild, in µs: the rebuild over the steps. */
  perStepUs: number;
}

const MOVES = 500;
const PLAYERS = ['alice@example.com', 'bob@example.com', 'carol@example.com'];
const KINGDOM = ['Cellar', 'Festival', 'Laboratory', 'Market', 'Militia', 'Moat', 'Smithy', 'Throne Room', 'Village', 'Witch'];

/** Treasures, then a Silver or a Gold (never a Province: the game runs on), answers at random. */
function nextMove(s: GameState, rng: RngState): Move {
  const d = s.pending[0]!;
  const p = d.player;
  if (d.kind !== 'turn') return { type: 'answer', player: p, answer: randomAnswer(s, d, rng) };
  if (d.phase === 'action') return { type: 'endPhase', player: p };
  if (!s.turn.treasuresLocked && s.players[p]!.hand.some((id) => ['Copper', 'Silver', 'Gold'].includes(s.cardNames[id]!))) return { type: 'playTreasures', player: p };
  const left = (name: string) => (s.supply.find((x) => x.name === name)?.cards.length ?? 0) > 0;
  if (s.turn.buys > 0 && s.turn.coins >= 6 && left('Gold')) return { type: 'buy', player: p, card: 'Gold' };
  if (s.turn.buys > 0 && s.turn.coins >= 3 && left('Silver')) return { type: 'buy', player: p, card: 'Silver' };
  return { type: 'endPhase', player: p };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Appends a running 3-player game of 500 moves to the store (a snapshot every `snapshotEvery`); its id. */
export async function appendLongGame(l: Local, snapshotEvery: number): Promise<{ gameId: string; viewer: string; moves: number }> {
  const gameId = `benchtimeline${randomUUID().slice(0, 6)}`;
  const config = makeConfig({ players: ['Alice', 'Bob', 'Carol'], seed: 'bench-timeline', kingdom: KINGDOM });
  const meta: GameMeta = {
    gameId, createdAt: Date.now(), createdBy: PLAYERS[0]!, status: 'active', config, version: 1,
    seats: PLAYERS.map((email, i) => ({ email, bot: null, name: config.players[i]!, joined: true })), reminderEveryMs: DAY, deadlineMs: null,
  };
  const { store } = l.ctx;
  await store.putNewMeta(meta);
  const state = createGame(config).state;
  const rng = seedFromString('bench-timeline-moves');
  await store.append({ gameId, seq: 0, kind: 'start', at: Date.now() });
  let lastSnap = 0;
  for (let seq = 1; seq <= MOVES; seq++) {
    const move = nextMove(state, rng);
    const d = decisionFor(state, move.player);
    const r = apply(state, move);
    if (!r.ok) throw new Error(r.error.message);
    await store.append({ gameId, seq, kind: 'move', move, text: formatMove(move, d), seat: move.player, by: 'human', at: Date.now(), log: r.log, idem: randomUUID() });
    // No snapshot in the middle of an effect (snapshot gives null): the next move's may be taken.
    const snap = seq - lastSnap >= snapshotEvery ? snapshot(state) : null;
    if (snap) { await store.putSnapshot(gameId, seq, snap); lastSnap = seq; }
  }
  return { gameId, viewer: PLAYERS[0]!, moves: MOVES };
}

export async function weighTimeline(l: Local, snapshotEvery: number): Promise<TimelineFigures> {
  const { gameId, viewer } = await appendLongGame(l, snapshotEvery);
  const res = await l.call('GET', `/games/${gameId}/history?part=timeline`, { token: l.token(viewer) });
  if (res.status !== 200) throw new Error(`timeline: ${res.raw}`);
  const timeline = TimelineResponse.parse(res.body);
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    timelineViews(timeline);
    times.push(performance.now() - t);
  }
  const rebuild = median(times.slice(1));
  return {
    moves: MOVES, players: PLAYERS.length, bytes: Buffer.byteLength(res.raw), gzipBytes: gzipSync(res.raw).length,
    rebuildMedianMs: round2(rebuild), perStepUs: round2((rebuild * 1000) / timeline.events.length),
  };
}
