// Open games nobody filled: OPEN_DAYS after it was opened, a game still waiting for players is
// cancelled (kept KEEP_DAYS like any cancelled game, then gone by TTL), off the list by the same
// META write, and its creator is told by mail (an outbox mailing, once per game, like invitations).
// The scheduled job (jobs/scheduled.ts runReminders) runs it; it reads only the head of the OPEN list.
import { cancel } from './lobby.js';
import { changeLobby } from './lobby-pipeline.js';
import { gameTitle, lobbyFacts } from '../letters/game-title.js';
import { render } from '../letters/render.js';
import { DAY } from '../kernel/durations.js';
import { OPEN_DAYS } from './open-options.js';
import { onOpenList } from '../store/open-list.js';
import type { Deps } from '../kernel/deps.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import type { GameMeta, Notification } from '../store/records.js';

/** The creator's mail: their open game is closed, and how to open another. */
export function expiredMail(meta: GameMeta, l: LinkSettings, now: number): Notification {
  const joined = meta.seats.filter((s, i) => i > 0 && s.email !== null && s.joined).map((s) => s.name);
  const who = joined.length ? `Only ${joined.join(', ')} joined it` : 'Nobody joined it';
  return render(
    l,
    meta.createdBy,
    now,
    `Dominion: your open game "${gameTitle(meta)}" has expired`,
    {
      headline: `Your open game "${gameTitle(meta)}" has expired.`,
      details: [
        `${who} in ${OPEN_DAYS} days, so it was closed and taken off the Open games list.`,
        'You can open a new game at any time, or start one with bots in the free seats.',
      ],
      action: { label: 'Open a new game', link: `${l.webUrl}/games/new` },
    },
    'invite',
  );
}

/** Cancels every open game older than OPEN_DAYS that still has a free seat; answers how many it closed. */
export async function expireOpenGames(d: Deps): Promise<number> {
  const now = d.now();
  const cut = now - OPEN_DAYS * DAY;
  let expired = 0;
  for (const entry of await d.store.openGames({ createdBefore: cut })) {
    // Read again under the conditional write: a seat taken or a start meanwhile keeps the game.
    const { meta, changed } = await changeLobby(d, entry.gameId, (m) =>
      onOpenList(m) && m.createdAt < cut ? cancel(m, now) : null,
    );
    if (!changed) continue;
    expired++;
    await Promise.all(
      meta.seats.flatMap((s, seat) =>
        s.email
          ? [
              d.store.putUserGame(s.email, {
                gameId: meta.gameId,
                seat,
                status: meta.status,
                yourMove: false,
                seq: -1,
                players: meta.seats.map((x) => x.name),
                updatedAt: now,
                ...lobbyFacts(meta, null, seat),
                ...(meta.expiresAt ? { expiresAt: meta.expiresAt } : {}),
              }),
            ]
          : [],
      ),
    );
    const mailing = await d.store.putMailing(meta.gameId, 'expired', now, [expiredMail(meta, d, now)]);
    if (mailing)
      await d
        .deliverMail([mailing])
        .catch((e) => d.obs.warn('open game expiry: mail left to the outbox job', { gameId: meta.gameId }, e));
  }
  return expired;
}
