// The game's past as each player reads it, checked against the true state: the whole history and
// the exported log (others' answers read "answers" until the end), the board at a moment someone
// held private cards, the current turn's log, and the timeline (every step at once, boards as
// patches), whose every board is replayed here and compared with what the player was answered then.
import { expect } from 'vitest';
import { apply, createGame, replay, type GameView } from '../../../engine/index.js';
import { timelineViews } from '../../../contract/api.js';
import { http } from '../support.js';
import type { PrivacyGame } from './game.js';
import {
  checkEvents,
  checkRunningView,
  expectNoLeak,
  revealedOf,
  SEED,
  walkResponse,
  type HistoryEventOut,
} from './support.js';

/** History (whole, at a private moment, the turn log), the timeline and the exported log, for each player and the spectator (no seat). */
export async function checkHistories(g: PrivacyGame): Promise<void> {
  const { l, state, gameId } = g;
  const over = !!state.result;
  const readers: [number | null, string][] = [...g.humans.entries(), [null, g.spectator]];
  for (const [seat, email] of readers) {
    const token = l.token(email);
    const full = await http(l, 'GET', `/games/${gameId}/history`, { token });
    expect(full.status, full.raw).toBe(200);
    expectNoLeak(full.raw, email, g.humans);
    walkResponse(full.body, seat, email, !over);
    expect(full.body.over).toBe(over);
    checkEvents(full.body.events, g.raw, seat, over, g.seenHidden);
    expect(full.body.stats!.seats).toEqual(over ? [0, 1, 2] : seat === null ? [] : [seat]);
    if (!over) {
      expect(full.body.stats!.decks).toBeNull();
      checkRunningView(full.body.view!, state, seat);
    }
    await checkPrivateMoment(g, seat, email, over);
    await checkTimeline(g, seat, email, over, full.body.events);
    const turn = await http(l, 'GET', `/games/${gameId}/history?part=turn`, { token });
    expect(turn.status, turn.raw).toBe(200);
    walkResponse(turn.body, seat, email, !over);
    checkEvents(turn.body.events, g.raw, seat, over, g.seenHidden);
    await checkExportedLog(g, seat, email, over);
  }
  g.historyChecks++;
}

/** The board at a moment someone held private cards, as this player saw it then. */
async function checkPrivateMoment(g: PrivacyGame, seat: number | null, email: string, over: boolean): Promise<void> {
  const at = g.privateMoments.filter((m) => m < g.state.seq).at(-1 - (seat ?? 3)) ?? 0;
  const past = await http(g.l, 'GET', `/games/${g.gameId}/history?at=${at}`, { token: g.l.token(email) });
  expect(past.status, past.raw).toBe(200);
  expect(past.raw).not.toContain(SEED);
  walkResponse(past.body, seat, email, !over);
  expect(past.body.at).toBe(at);
  expect(past.body.events.at(-1)!.seq).toBe(at);
  const then = replay({ config: g.config, moves: g.moves.slice(0, at) });
  if (over) {
    expect(past.body.view!.revealed).toEqual(revealedOf(then));
  } else {
    checkRunningView(past.body.view!, then, seat);
    if (g.seen.has(`${seat}@${at}`)) expect(past.body.view).toEqual(g.seen.get(`${seat}@${at}`));
  }
}

/** The exported log: each line the record's text, others' answers "answers" until the end. */
async function checkExportedLog(g: PrivacyGame, seat: number | null, email: string, over: boolean): Promise<void> {
  const log = await http(g.l, 'GET', `/games/${g.gameId}/log`, { token: g.l.token(email) });
  expect(log.status).toBe(200);
  expectNoLeak(log.raw, email, g.humans);
  for (const line of log.raw.split('\n').filter((x) => /^\d+ /.test(x))) {
    const seq = Number(line.split(' ')[0]);
    const r = g.raw.get(seq)!;
    const hidden = !over && r.move?.type === 'answer' && r.seat !== seat;
    expect(line.slice(line.indexOf(': ') + 2).replace(/ {2}# by the deadline bot$/, '')).toBe(
      hidden ? 'answers' : r.text,
    );
  }
}

/**
 * The timeline (every step at once, the boards as patches): no secret in the answer, the same
 * events as the history, and every board it rebuilds checked like a history step — against the
 * true state at that step (running: own cards exact, others' public zones only; over: every
 * card), and equal to what the game answered the player then. Every step on the second check and
 * at the end; the last board otherwise.
 */
async function checkTimeline(
  g: PrivacyGame,
  seat: number | null,
  email: string,
  over: boolean,
  events: HistoryEventOut[],
): Promise<void> {
  const t = await http(g.l, 'GET', `/games/${g.gameId}/history?part=timeline`, { token: g.l.token(email) });
  expect(t.status, t.raw).toBe(200);
  expectNoLeak(t.raw, email, g.humans);
  walkResponse(t.body, seat, email, !over);
  expect(t.body.over).toBe(over);
  expect(t.body.events).toEqual(events);
  const boards = timelineViews<GameView>(t.body);
  expect(boards).toHaveLength(g.state.seq + 1);
  // Every board at the end and at the first check mid-game (each check replays the whole game).
  const every = over || g.historyChecks === 1;
  const s = createGame(g.config).state;
  for (let at = 0; at < boards.length; at++) {
    // Let the event loop breathe: a long block lets the local server drop a kept-alive socket under the next request.
    if (at % 25 === 0) await new Promise((r) => setImmediate(r));
    if (at > 0) expect(apply(s, g.moves[at - 1]).ok).toBe(true);
    if (!every && at < boards.length - 1) continue;
    const board = boards[at];
    walkResponse(board, seat, email, !over);
    if (over) {
      expect(board.revealed).toEqual(revealedOf(s));
    } else {
      checkRunningView(board, s, seat);
      if (g.seen.has(`${seat}@${at}`))
        expect(board, `${email}'s timeline at ${at}`).toEqual(g.seen.get(`${seat}@${at}`));
    }
    g.seenTimeline.boards++;
  }
}
