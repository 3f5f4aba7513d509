// The reply side of outgoing game mail: the Reply-To address of a mail that asks a seat for a
// decision (a compact signed id, auth/reply-address.ts, at the reply domain), and the footer line
// that says replies make moves. Pure and synchronous, like the mail renderer that calls it
// (notify.ts); the mail that comes back is read by reply-mail.ts and acted on by inbound.ts.
import { replyLocalPart, TAKE_BACK_REQUEST } from '../../auth/reply-address.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import type { ReplySuggestion } from '../kernel/rules.js';

/**
 * The address a reply to seat `seat`'s mail about decision `decisionId` goes to, valid as long as
 * the mail's links; undefined when replies are not taken (no reply domain set). `seq`: the log seq
 * the mail is made at — a take-back after it makes the address stale (decision ids repeat then).
 */
export function replyAddressFor(
  l: LinkSettings,
  gameId: string,
  seat: number,
  decisionId: number,
  now: number,
  seq?: number,
): string | undefined {
  if (!l.replyDomain) return undefined;
  const local = replyLocalPart(l.secret, {
    gameId,
    seat,
    decisionId,
    expiresAtMs: now + l.linkTtlMs,
    ...(seq === undefined ? {} : { seq }),
  });
  return local ? `${local}@${l.replyDomain}` : undefined;
}

/** The address a reply to the mail asking `seat` to accept or refuse the request to take moves back (asked at `askSeq`) goes to. */
export function requestReplyAddress(
  l: LinkSettings,
  gameId: string,
  seat: number,
  askSeq: number,
  now: number,
): string | undefined {
  return replyAddressFor(l, gameId, seat, TAKE_BACK_REQUEST, now, askSeq);
}

/**
 * The footer line of a mail that takes replies: how to answer by mail, with moves legal for what the
 * reader owes now (the engine's replySuggestion: a turn's moves, or a few answers to a card's
 * question; without one, no example), and the address (some clients hide Reply-To).
 */
export function replyFooter(address: string, suggested?: ReplySuggestion | null): string {
  const how = !suggested
    ? 'with your moves, one per line'
    : suggested.turn
      ? `with your moves, one per line (${suggested.lines.join(', ')})`
      : `with your answer on one line (for example ${suggested.lines.map((x) => `"${x}"`).join(' or ')})`;
  return `Or reply to this mail ${how}. Replies go to ${address}.`;
}

/** The footer line of a mail that already shows, above it, what a reply writes (reply examples): only where replies go. */
export function repliesGoTo(address: string): string {
  return `Replies go to ${address}.`;
}

/** The footer line of a take-back request's mail: replying accepts or refuses. */
export function requestReplyFooter(address: string): string {
  return `Or reply to this mail with "yes" (accept) or "no" (refuse). Replies go to ${address}.`;
}
