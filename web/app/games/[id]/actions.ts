'use server';
import { redirect } from 'next/navigation';
import { api, type ApiCaller, type ApiResult } from '@/lib/api';
import { requireGameCaller } from '@/lib/game-link';
import type { TableResponse } from '@contract/api';
import type { TableData } from '@/components/table/table-data';
import { playerHrefs } from '@/components/table/player-hrefs';
import type { LogEntry } from '@/lib/engine';
import { GameIdInput, isFormData, JoinNameInput, SubmitInput, UndoInput } from '@/lib/forms';

export type { TableData };

/** The log of the turn in progress (from its "turn" entry on), as this player may see it. */
async function turnLogOf(as: ApiCaller, gameId: string): Promise<LogEntry[]> {
  const h = await api.turnLog(as, gameId);
  return h.ok ? h.data.log : [];
}

export async function loadTable(gameId: string): Promise<TableData> {
  const id = GameIdInput.safeParse(gameId);
  if (!id.success) return { ok: false, message: 'Not a game id.' };
  const { as } = await requireGameCaller(id.data, `/games/${id.data}`);
  // The table is open: the player is at it (their "your move" mail waits, see the backend's notices).
  const r = await api.getGame(as, id.data, { present: true });
  if (!r.ok) return { ok: false, message: r.message };
  return tableOf(r.data, r.data.turn ? null : await turnLogOf(as, id.data));
}

/**
 * What the table shows, from the backend's table (the answer to a GET or to a move: one shape).
 * `log`: the turn's log read apart, only from a backend whose answer does not carry it yet.
 */
function tableOf(t: TableResponse, log: LogEntry[] | null): Extract<TableData, { ok: true }> {
  return {
    ok: true,
    view: t.view,
    seq: t.seq,
    status: t.status,
    log: log ?? t.turn?.log ?? [],
    joined: t.seat === null ? true : (t.seats[t.seat]?.joined ?? true),
    ...(t.seat === null ? { spectator: true } : {}),
    ...(t.about ? { about: t.about } : {}),
    since: t.since ?? [],
    ...(t.undo ? { undo: t.undo } : {}),
    ...(t.status === 'open' ? { seats: t.seats, seat: t.seat } : {}),
    ...(t.view?.result ? { playerHrefs: playerHrefs(t.seats) } : {}),
    ...(t.seats.some((s) => s.awayUntil)
      ? { away: t.seats.flatMap((s) => (s.awayUntil ? [{ name: s.name, until: s.awayUntil }] : [])) }
      : {}),
  };
}

/** Sends one move; a rejected move comes back with the engine's (or API's) message. */
export async function sendMove(input: unknown): Promise<TableData> {
  return sendChange(SubmitInput.safeParse(input), 'That move is not well formed.', (as, m) =>
    api.submitMove(as, m.gameId, m.expectedSeq, m.idempotencyKey, m.move),
  );
}

/** Takes moves back, asks to, or answers a request; a refusal comes back with the API's message. */
export async function sendUndo(input: unknown): Promise<TableData> {
  return sendChange(UndoInput.safeParse(input), 'That request is not well formed.', (as, u) =>
    api.submitUndo(as, u.gameId, u.expectedSeq, u.idempotencyKey, u.undo),
  );
}

/**
 * A move or an undo, checked and sent as this game's player: one request. Its refusal (409: the game
 * moved on first), or the table after it from its answer (the backend answers a move with the
 * table, as a GET does); only an answer without the table (a backend older than that) is followed by a load.
 */
async function sendChange<T extends { gameId: string }>(
  parsed: { success: true; data: T } | { success: false },
  malformed: string,
  send: (as: ApiCaller, input: T) => Promise<ApiResult<TableResponse>>,
): Promise<TableData> {
  if (!parsed.success) return { ok: false, message: malformed };
  const { gameId } = parsed.data;
  const { as } = await requireGameCaller(gameId, `/games/${gameId}`);
  const r = await send(as, parsed.data);
  if (!r.ok) return { ok: false, message: r.message, ...(r.status === 409 ? { stale: true } : {}) };
  return r.data.turn && r.data.seats ? tableOf(r.data, null) : loadTable(gameId);
}

export async function joinGame(gameId: string, name?: string): Promise<{ ok: boolean; message?: string }> {
  const id = GameIdInput.safeParse(gameId);
  if (!id.success) return { ok: false, message: 'Not a game id.' };
  const { as } = await requireGameCaller(id.data, `/games/${id.data}`);
  const r = name === undefined ? await api.joinGame(as, id.data) : await api.joinGame(as, id.data, name);
  return r.ok ? { ok: true } : { ok: false, message: r.message };
}

/** The join form's answer: a refusal's message (the field named) and what was typed, kept in the form. */
export interface JoinState {
  error?: string;
  name?: string;
}

/**
 * The invitation's "Join this game" form: the seat's name (a name left as suggested is not sent, so
 * the backend's choice stands: the player's display name replaces one made from the address), then
 * joins and opens the table again. A form, not a closure over the page's id: a bound closure's
 * arguments come back encrypted, and a forged one failed with a 500.
 */
export async function joinFromForm(_prev: JoinState, fd: unknown): Promise<JoinState> {
  const id = GameIdInput.safeParse(isFormData(fd) ? fd.get('gameId') : null);
  if (!id.success || !isFormData(fd)) redirect('/');
  const raw = fd.get('name');
  const typed = typeof raw === 'string' ? raw.slice(0, 200) : '';
  const suggested = fd.get('suggested');
  let name: string | undefined;
  if (typed.trim() !== (typeof suggested === 'string' ? suggested : '').trim()) {
    const checked = JoinNameInput.safeParse(typed);
    if (!checked.success)
      return { error: `Your name: ${checked.error.issues.map((i) => i.message).join(' ')}`, name: typed };
    name = checked.data;
  }
  const r = await joinGame(id.data, name);
  if (!r.ok)
    return { error: r.message ?? 'Could not join this game: it may have started or filled meanwhile.', name: typed };
  redirect(`/games/${id.data}`);
}

/** The creator's "Start now with bots" on an open game: a bot in each free seat, then the table again. */
export async function startNowFromForm(fd: unknown): Promise<void> {
  const id = GameIdInput.safeParse(isFormData(fd) ? fd.get('gameId') : null);
  if (!id.success) redirect('/');
  const { as } = await requireGameCaller(id.data, `/games/${id.data}`);
  const r = await api.startOpenGame(as, id.data);
  redirect(r.ok ? `/games/${id.data}` : `/games/${id.data}?start=failed`);
}
