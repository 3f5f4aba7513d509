// The reply side of outgoing game mail: the Reply-To address of a mail that asks a seat for a
// decision (a compact signed id, auth/reply-address.ts, at the reply domain), and the footer line
// that says replies make moves. Pure and synchronous, like the mail renderer that calls it
// (notify.ts); the mail that comes back is read by reply-mail.ts and acted on by inbound.ts.
import { replyLocalPart } from '../../auth/reply-address.js';
import type { LinkSettings } from './link-settings.js';

/**
 * The address a reply to seat `seat`'s mail about decision `decisionId` goes to, valid as long as
 * the mail's links; undefined when replies are not taken (no reply domain set).
 */
export function replyAddressFor(l: LinkSettings, gameId: string, seat: number, decisionId: number, now: number): string | undefined {
  if (!l.replyDomain) return undefined;
  const local = replyLocalPart(l.secret, { gameId, seat, decisionId, expiresAtMs: now + l.linkTtlMs });
  return local ? `${local}@${l.replyDomain}` : undefined;
}

/** The footer line of a mail that takes replies: how to answer by mail, and the address (some clients hide Reply-To). */
export function replyFooter(address: string): string {
  return `Or reply to this mail with your moves, one per line (play Village, play treasures, buy Gold, end turn). Replies go to ${address}.`;
}
