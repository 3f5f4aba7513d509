// The rematch's writes. A proposal is one conditional put of the finished game's REMATCH item (the
// first one stands: two proposals, or one sent twice, get one game), then the new game through the
// lobby's own code (lobby-pipeline.ts storeNewGame: META, "my games" rows, invitations, the start
// when nobody has to accept), built from the old META and the REMATCH item alone, so whoever comes
// next finishes a proposal cut short between the two writes. Accepting is the lobby's join (the last
// acceptance starts the game); declining cancels it for all and tells every other human by mail.
import { cancel, join } from '../lobby/lobby.js';
import { changeLobby, startIfActive, storeNewGame } from '../lobby/lobby-pipeline.js';
import { lobbyFacts } from '../letters/game-title.js';
import { conflict, notFound } from '../kernel/errors.js';
import { loadGame, seatOf } from '../kernel/replay.js';
import { Conflict, type GameMeta } from '../store/records.js';
import type { RematchRecord } from '../store/rematch-ports.js';
import type { Deps } from '../kernel/deps.js';
import { mayPropose, rematchMeta } from './rematch.js';
import type { NewGameIds } from '../lobby/new-ids.js';
import { declinedMail } from './rematch-mail.js';

async function requireMeta(d: Deps, gameId: string): Promise<GameMeta> {
  const meta = await d.store.getMeta(gameId);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  return meta;
}

/** The rematch's META, written now if the proposal that claimed it did not get that far. */
async function rematchGame(d: Deps, old: GameMeta, r: RematchRecord): Promise<GameMeta> {
  const stored = await d.store.getMeta(r.newGameId);
  if (stored) return stored;
  try {
    await storeNewGame(d, rematchMeta(old, r));
  } catch (e) {
    if (!(e instanceof Conflict)) throw e;
  }
  return requireMeta(d, r.newGameId);
}

/**
 * `email` proposes a rematch of the finished game `gameId`: the one rematch it has, made now if
 * none. A proposal of a rematch someone else made counts as accepting it. Answers the new META.
 */
export async function proposeRematch(d: Deps, gameId: string, email: string, fresh: NewGameIds): Promise<GameMeta> {
  // Whether it is over is the log's to say (META stays active; the summary may lag behind the log).
  const { meta: old, state } = await loadGame(d, gameId);
  mayPropose(old, email, !!state?.result);
  const r = await d.store.claimRematch({ gameId, newGameId: fresh.gameId, seed: fresh.seed, by: email, at: d.now() });
  const meta = await rematchGame(d, old, r);
  return r.by === email ? meta : answerRematch(d, meta, email, true);
}

/**
 * The rematch a game id names: a finished game's (its REMATCH item), else the game itself when it is
 * a rematch still waiting for answers or declined (once started it is a game like any other); null
 * when none was proposed. `readOnly`: a proposal cut short is not finished here (null).
 */
export async function findRematch(d: Deps, meta: GameMeta, o: { readOnly?: boolean } = {}): Promise<GameMeta | null> {
  const r = await d.store.getRematch(meta.gameId);
  // A read leaves a proposal cut short to the next write (it would mail the invitations).
  if (r) return o.readOnly ? d.store.getMeta(r.newGameId) : rematchGame(d, meta, r);
  return meta.rematchOf && (meta.status === 'open' || meta.status === 'cancelled') ? meta : null;
}

/** Writes `email`'s "my games" row of the rematch as it now stands. */
async function rowFor(d: Deps, meta: GameMeta, email: string): Promise<void> {
  const seat = seatOf(meta, email)!;
  await d.store.putUserGame(email, {
    gameId: meta.gameId,
    seat,
    status: meta.status,
    yourMove: meta.status === 'open' && !meta.seats[seat].joined,
    seq: -1,
    players: meta.seats.map((s) => s.name),
    updatedAt: d.now(),
    ...lobbyFacts(meta, null, seat),
    ...(meta.expiresAt ? { expiresAt: meta.expiresAt } : {}),
  });
}

/**
 * `email` (a seat of the rematch) accepts it (the lobby's join: the last acceptance starts it) or
 * declines it (cancelled for all, a mail to every other human). Answering again changes nothing;
 * accepting a cancelled rematch, or declining a started one, is a 409.
 */
export async function answerRematch(d: Deps, rematch: GameMeta, email: string, accept: boolean): Promise<GameMeta> {
  const now = d.now();
  const profile = accept ? await d.store.getProfile(email) : null;
  const { meta, changed } = await changeLobby(d, rematch.gameId, (m) => {
    const seat = seatOf(m, email)!;
    if (m.status === 'cancelled') {
      if (accept) throw conflict('This rematch was declined: it will not be played.');
      return null;
    }
    if (!accept) {
      if (m.status !== 'open') throw conflict('This rematch has started already: it can no longer be declined.');
      return cancel(m, now);
    }
    return join(m, seat, profile?.displayName, profile?.reactions);
  });
  if (!changed) return meta;
  if (accept) {
    await rowFor(d, meta, email);
    await startIfActive(d, meta);
    return meta;
  }
  await Promise.all(meta.seats.flatMap((s) => (s.email ? [rowFor(d, meta, s.email)] : [])));
  const decliner = meta.seats[seatOf(meta, email)!].name;
  const mails = meta.seats.flatMap((s) =>
    s.email && s.email !== email ? [declinedMail(meta, s.email, decliner, d, now)] : [],
  );
  const mailing = mails.length ? await d.store.putMailing(meta.gameId, 'rematch-declined', now, mails) : null;
  if (mailing)
    await d
      .deliverMail([mailing])
      .catch((e) => d.obs.warn('rematch declined: mail left to the outbox job', { gameId: meta.gameId }, e));
  return meta;
}
