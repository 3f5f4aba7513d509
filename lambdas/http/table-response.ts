// The table as one seat sees it: the answer of GET /games/{gameId} and of every move
// (POST /games/{gameId}/moves), one contract shape (TableResponse), so the web table shows a move's
// outcome from the move's own answer. Only view() output and redacted log entries (read/table-parts.ts).
import { view } from '../kernel/rules.js';
import { spectatorParts, tableParts } from '../read/table-parts.js';
import { graceOf } from '../game/notices.js';
import { gameTitle } from '../letters/game-title.js';
import { HOUR, MINUTE } from '../kernel/durations.js';
import { seatsView } from './authorise.js';
import type { ReplayedGame } from '../kernel/replay.js';
import type { Ctx } from './http.js';
import type { GameSetupView, TableResponse } from '../../contract/api.js';
import { awayUntilBySeat } from '../vacation/show.js';
import { handlesBySeat } from '../ratings/handles.js';

/**
 * The table for `seat` (null: a spectator of a public game) of a loaded game (GET /games/{gameId}, and the answer to a move): the view,
 * the game's public set-up (its seed stays here: what an invitation's page shows before joining),
 * since their move, what they may take back, the turn in progress.
 */
export async function tableResponse(ctx: Ctx, g: ReplayedGame, seat: number | null): Promise<TableResponse> {
  const m = g.meta;
  const about: GameSetupView = {
    title: gameTitle(m),
    inviter: (m.seats.find((s) => s.email === m.createdBy) ?? m.seats[0]).name,
    kingdom: [...m.config.kingdom],
    events: [...m.config.events],
    landmarks: [...m.config.landmarks],
    reminderHours: m.reminderEveryMs / HOUR,
    deadlineHours: m.deadlineMs === null ? null : m.deadlineMs / HOUR,
    mailGraceMinutes: graceOf(m) / MINUTE,
    ...(m.vacation === false ? { vacation: false } : {}),
    ...(m.rematchOf ? { rematchOf: m.rematchOf } : {}),
  };
  const away = awayUntilBySeat(m, g.away, ctx.now());
  const [parts, handles] = await Promise.all([
    seat === null ? spectatorParts(ctx, g) : tableParts(ctx, g, seat),
    // Once over, the table links each player's page: by their rating handle, not their seat name.
    g.state?.result ? handlesBySeat(ctx.store, m) : new Map<number, string>(),
  ]);
  return {
    gameId: m.gameId,
    status: g.state?.result ? 'over' : m.status,
    seat,
    seq: g.seq,
    seats: seatsView(m, seat)
      .map((s) => (away.has(s.seat) ? { ...s, awayUntil: away.get(s.seat)! } : s))
      .map((s) => (handles.has(s.seat) ? { ...s, handle: handles.get(s.seat)! } : s)),
    about,
    view: g.state ? view(g.state, seat) : null,
    since: parts.since,
    ...(parts.undo ? { undo: parts.undo } : {}),
    turn: parts.turn,
  };
}
