// The mail a declined rematch sends to every other human at the table (through the outbox, checked
// against each one's settings at send time like every mail). Names only: no email, nothing hidden.
import { gameLink, render } from '../letters/render.js';
import { gameTitle } from '../letters/game-title.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import type { GameMeta, Notification } from '../store/records.js';

export function declinedMail(meta: GameMeta, to: string, decliner: string, l: LinkSettings, now: number): Notification {
  const old = meta.rematchOf ?? meta.gameId;
  return render(
    l,
    to,
    now,
    `Dominion: the rematch "${gameTitle(meta)}" was declined`,
    {
      headline: `${decliner} declined the rematch, so it will not be played.`,
      details: ['You can start a new game at any time, with the same players or others.'],
      action: { label: 'Open the last game', link: gameLink(l, old, to, now, 'history') },
    },
    'invite',
  );
}
