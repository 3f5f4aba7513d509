// The lobby's writes around its pure decisions (lobby.ts): a new game's META, "my games" rows and
// invitations; a change to an open game as a conditional META write (retried when someone else
// wrote in between); and, once the lobby has started a game, its start record through the move
// pipeline (pipeline.ts).
import { notFound } from '../kernel/errors.js';
import { invitationFor } from '../letters/notify.js';
import { startGame } from '../game/pipeline.js';
import type { LobbyChange } from './lobby.js';
import type { Deps } from '../kernel/deps.js';
import { Conflict, type GameMeta } from '../store/records.js';
import { lobbyFacts } from '../letters/game-title.js';
import { markAwayAt } from '../vacation/marks.js';

/**
 * Stores a new game: META, each human's "my games" row (an invitee's says it waits on them), their
 * away marks (vacation/marks.ts), the invitations through an outbox like game mail (sent now,
 * retried by the outbox job if that fails, checked against each invitee's settings at send time),
 * then the start if nobody has to accept.
 */
export async function storeNewGame(d: Deps, meta: GameMeta): Promise<void> {
  const now = d.now();
  await d.store.putNewMeta(meta);
  await Promise.all(
    meta.seats.flatMap((s, seat) =>
      s.email
        ? [
            d.store.putUserGame(s.email, {
              gameId: meta.gameId,
              seat,
              status: meta.status,
              yourMove: !s.joined,
              seq: -1,
              players: meta.seats.map((x) => x.name),
              updatedAt: now,
              ...lobbyFacts(meta, null, seat),
            }),
          ]
        : [],
    ),
  );
  await Promise.all(meta.seats.flatMap((s) => (s.email && !s.bot ? [markAwayAt(d.store, meta.gameId, s.email)] : [])));
  const invitations = meta.seats.flatMap((s) => (!s.joined && s.email ? [invitationFor(meta, s.email, d, now)] : []));
  const mailing = invitations.length ? await d.store.putMailing(meta.gameId, 'invitations', now, invitations) : null;
  if (mailing)
    await d
      .deliverMail([mailing])
      .catch((e) => d.obs.warn('invitations: left to the outbox job', { gameId: meta.gameId }, e));
  if (meta.status === 'active') await startGame(d, meta);
}

/**
 * Reads META, asks `decide` for the change (it may throw to refuse, or answer null: no change),
 * writes it if nobody else did meanwhile (a few tries). Returns META as it now stands and whether
 * this call changed it.
 */
export async function changeLobby(
  d: Deps,
  gameId: string,
  decide: (meta: GameMeta) => LobbyChange,
): Promise<{ meta: GameMeta; changed: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const meta = await d.store.getMeta(gameId);
    if (!meta) throw notFound(`There is no game ${gameId}.`);
    const next = decide(meta);
    if (!next) return { meta, changed: false };
    try {
      await d.store.replaceMeta(next, meta.version);
      return { meta: next, changed: true };
    } catch (e) {
      if (!(e instanceof Conflict) || attempt >= 5) throw e;
    }
  }
}

/** After a change that started the game: its start record (once, whoever gets there first). */
export async function startIfActive(d: Deps, meta: GameMeta): Promise<void> {
  if (meta.status === 'active') await startGame(d, meta);
}
