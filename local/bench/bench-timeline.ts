// What the history's timeline weighs (issue #25, goal 5): a 3-player game of 500 moves, appended
// to the store as a running game's moves are, then the viewer's whole timeline asked for once
// (GET /games/{id}/history?part=timeline) — its bytes as sent and gzipped (what a browser
// downloads) — and the time to rebuild every board from it, as the history page does once
// (contract/patch.ts `timelineViews`) before a step only switches boards.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { timelineViews } from '../../contract/patch.js';
import { TimelineResponse } from '../../contract/api.js';
import { appendGame } from './bench-game.js';
import type { Local } from '../runtime.js';

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Appends a running 3-player game of 500 moves to the store (a snapshot every `snapshotEvery`); its id. */
export async function appendLongGame(
  l: Local,
  snapshotEvery: number,
): Promise<{ gameId: string; viewer: string; moves: number }> {
  const gameId = `benchtimeline${randomUUID().slice(0, 6)}`;
  // Gold at $6, Silver at $3, never a Province: the game is still running at move 500.
  await appendGame(
    l.ctx.store,
    {
      gameId,
      emails: PLAYERS,
      names: ['Alice', 'Bob', 'Carol'],
      seed: 'bench-timeline',
      moves: MOVES,
      policy: { gold: true, silverLeft: 0 },
    },
    snapshotEvery,
  );
  return { gameId, viewer: PLAYERS[0], moves: MOVES };
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
    moves: MOVES,
    players: PLAYERS.length,
    bytes: Buffer.byteLength(res.raw),
    gzipBytes: gzipSync(res.raw).length,
    rebuildMedianMs: round2(rebuild),
    perStepUs: round2((rebuild * 1000) / timeline.events.length),
  };
}
