// The reply side of the rematch's mail: the Reply-To of the game-over mail (a rematch, table talk)
// and of a rematch's invitation (yes or no), the footer lines that say so, and the answer to such a
// reply. Names only: no address of anyone, and nothing of the rematch's hands or deck (its first
// mail shows it, through view(), when it is the reader's move).
import { andList } from '../../engine/index.js';
import { GAME_OVER_REPLY, REMATCH_INVITATION } from '../../auth/reply-address.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import type { GameMeta, MailThread, Notification } from '../store/records.js';
import { gameLink, render } from './render.js';
import { replyAddressFor } from './reply-address.js';
import { gameSubject } from './thread.js';

/** The address a reply to seat `seat`'s game-over mail of `gameId` goes to (undefined: replies not taken). */
export const gameOverReplyAddress = (l: LinkSettings, gameId: string, seat: number, now: number) =>
  replyAddressFor(l, gameId, seat, GAME_OVER_REPLY, now, 0);

/** The address a reply to seat `seat`'s invitation to the rematch `rematchId` goes to. */
export const invitationReplyAddress = (l: LinkSettings, rematchId: string, seat: number, now: number) =>
  replyAddressFor(l, rematchId, seat, REMATCH_INVITATION, now, 0);

/** The footer line of the game-over mail: what a reply to it does. */
export const gameOverReplyFooter = (address: string) =>
  `Or reply to this mail with "rematch" to propose a rematch (or accept the one proposed); a line that starts with "say " goes to the table's chat. Replies go to ${address}.`;

/** The footer line of a rematch's invitation: replying accepts or declines. */
export const invitationReplyFooter = (address: string) =>
  `Or reply to this mail with "yes" (accept) or "no" (decline). Replies go to ${address}.`;

/** What a reply about a rematch did (inbound/rematch-reply.ts), for its answer. */
export interface RematchReplyReport {
  /** What the reply did, or why nothing was done: one sentence. */
  said: string;
  /** The rematch as it stands now; null when none was proposed. */
  rematch: GameMeta | null;
  /** What the reply posted to the finished game's chat, or why not (chat/reply-chat.ts). */
  chat?: string;
}

/** Where the rematch stands, in a sentence: who it waits for, started, or not to be played. */
export function rematchStanding(rematch: GameMeta | null): string[] {
  if (!rematch) return [];
  if (rematch.status === 'cancelled') return ['The rematch was declined, so it will not be played.'];
  if (rematch.status !== 'open')
    return ['Everyone has accepted: the rematch has begun. Its mail comes when it is your move.'];
  const waiting = rematch.seats.filter((s) => s.email && !s.joined).map((s) => s.name);
  return waiting.length ? [`The rematch waits for ${andList(waiting)} to accept.`] : [];
}

export interface RematchAnswer {
  to: string;
  /** The reader's seat in the game the replied-to address names. */
  seat: number;
  /** The game whose mail was replied to: the finished game (its game-over mail) or the rematch (its invitation). */
  replied: GameMeta;
  /** Whether the mail replied to was the rematch's invitation. */
  invitation: boolean;
  /** The finished game the rematch replays. */
  finishedId: string;
  report: RematchReplyReport;
  thread: MailThread;
  now: number;
}

/** The answer to a reply about a rematch, in the replied mail's thread; it takes the same replies again. */
export function rematchAnswerMail(l: LinkSettings, a: RematchAnswer): Notification {
  const { to, seat, replied, report, now, invitation } = a;
  const rematch = report.rematch;
  const started = rematch?.status === 'active' || rematch?.status === 'over';
  // An invitation takes replies while the rematch waits; the finished game's talk goes on after it.
  const replyTo = !invitation
    ? gameOverReplyAddress(l, replied.gameId, seat, now)
    : rematch?.status === 'open'
      ? invitationReplyAddress(l, replied.gameId, seat, now)
      : undefined;
  return render(
    l,
    to,
    now,
    `Re: ${gameSubject(replied)}`,
    {
      headline: report.said,
      details: [...(report.chat ? [report.chat] : []), ...rematchStanding(rematch)],
      action: started
        ? { label: 'Open the rematch', link: gameLink(l, rematch.gameId, to, now) }
        : { label: 'Open the rematch panel', link: gameLink(l, a.finishedId, to, now, 'rematch') },
      replyTo,
      replyFooter: invitation ? invitationReplyFooter : gameOverReplyFooter,
      thread: a.thread,
    },
    'reply',
  );
}
