// One conversation per game and player in their mail client. Every mail about a game to one seat —
// the invitation, "your move", reminders, the deadline bot, take-back requests, answers to replies,
// the result — carries the same subject and references the same thread root: a Message-ID made
// from the game and the seat that no mail actually has (SES replaces any Message-ID we set, so our
// own mail cannot be the root), which clients that thread by References (Thunderbird, Apple Mail,
// Gmail together with the subject) group under. When the player has replied by mail, the latest
// reply's Message-ID (kept on the game's SEEN item, `reply_<seat>`) is the parent: the next mail
// shows as the answer to what they wrote. Pure: ids come in validated (mime.ts's cleanMessageId)
// and are checked again when the raw message is built.
import { cleanMessageId, MAX_REFERENCES } from './mime.js';
import { gameTitle } from './game-title.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import type { GameMeta, MailThread } from '../store/records.js';

/**
 * The one subject of every mail about a game, the same from the invitation to the result, so
 * clients that thread by subject keep one conversation: "Dominion: Alice, Bob and easy bot: Witch
 * [id]". From the game's name (set at creation, unlike the players' names, which change when an
 * invitee joins). What a mail asks opens its text, the line clients preview.
 */
export const gameSubject = (meta: GameMeta): string => `Dominion: ${gameTitle(meta)} [${meta.gameId}]`;

/** The host of the web app's address: the thread root's domain (ours, so no one else's ids collide). */
function rootDomain(l: LinkSettings): string {
  try {
    return new URL(l.webUrl).hostname || 'dominion.invalid';
  } catch {
    return 'dominion.invalid';
  }
}

/** The thread root of game `gameId` for seat `seat`: a Message-ID no mail has, which every mail of the thread references. */
export function threadRoot(l: LinkSettings, gameId: string, seat: number): string {
  const id = `game.${gameId}.seat${seat}@${rootDomain(l)}`;
  // Game ids are [A-Za-z0-9_-]; anything else would be a bug, and a mail without a thread beats a broken header.
  return cleanMessageId(id) ?? `game.seat${seat}@${rootDomain(l)}`;
}

/** The valid ids among `ids`, each once, the newest `max`. */
function newest(ids: readonly string[], max: number): string[] {
  return [...new Set(ids.flatMap((r) => cleanMessageId(r) ?? []))].slice(-max);
}

/** The root first (RFC 5322 keeps the first), then the newest others, each once, at most MAX_REFERENCES. */
function referencesFrom(root: string, rest: readonly string[]): string[] {
  return [
    root,
    ...newest(
      rest.filter((r) => r !== root),
      MAX_REFERENCES - 1,
    ),
  ];
}

/**
 * The headers of a mail about the game to `seat`: under the player's latest reply by mail when
 * there is one (`lastReply`, a Message-ID without <>), else under the thread root.
 */
export function gameThread(l: LinkSettings, gameId: string, seat: number, lastReply: string | null = null): MailThread {
  const root = threadRoot(l, gameId, seat);
  const parent = lastReply === null ? null : cleanMessageId(lastReply);
  return parent
    ? { inReplyTo: parent, references: referencesFrom(root, [parent]) }
    : { inReplyTo: root, references: [root] };
}

/**
 * The mail of `outbox` (made before the latest replies were read: the result, the deadline bot, a
 * take-back request) rethreaded under each recipient seat's latest reply by mail (`replies`, seat
 * → Message-ID), as "your move" mail is: every mail to a player who replied then follows it.
 * Mail to an address that holds no seat, or to a seat that never replied, is left as it is.
 */
export function underLatestReplies<N extends { to: string; thread?: MailThread }>(
  l: LinkSettings,
  meta: GameMeta,
  outbox: readonly N[],
  replies: ReadonlyMap<number, string>,
): N[] {
  return outbox.map((n) => {
    const seat = meta.seats.findIndex((s) => s.email === n.to);
    const last = replies.get(seat);
    return n.thread && last !== undefined ? { ...n, thread: gameThread(l, meta.gameId, seat, last) } : n;
  });
}

/**
 * Under a mail we received (`messageId`, with the thread it named, `refs`) and in no game's thread:
 * a refusal to a reply, which may go to someone who is not the player.
 */
export function underMessage(messageId: string, refs: readonly string[]): MailThread {
  return { inReplyTo: messageId, references: newest([...refs, messageId], MAX_REFERENCES) };
}

/** The answer to a reply (`replyId`, with the thread it named, `replyRefs`): under the reply, in the game's thread. */
export function underReply(
  l: LinkSettings,
  gameId: string,
  seat: number,
  replyId: string,
  replyRefs: readonly string[],
): MailThread {
  return { inReplyTo: replyId, references: referencesFrom(threadRoot(l, gameId, seat), [...replyRefs, replyId]) };
}
