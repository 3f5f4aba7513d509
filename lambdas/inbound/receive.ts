// Where a received mail goes, and the one log line it leaves: a reply to one of our signed reply
// addresses goes to the inbound pipeline (inbound/inbound.ts); one to the address game mail comes From
// gets told where moves by mail go (from-address.ts). Whatever becomes of it — made moves, refused,
// dropped as automatic, past a limit — is logged, so no mail is dropped without a trace.
import { receiveReply, signedReplyAddress, type InboundMail, type InboundOutcome } from './inbound.js';
import { normalAddress } from './reply-mail.js';
import { receiveAtFromAddress } from './from-address.js';
import type { Deps } from '../kernel/deps.js';

/** Whether mail to `address` is taken at all (asked at RCPT TO, no I/O): a signed reply address, or the From address. */
export function takesRecipient(
  d: Pick<Deps, 'secret' | 'replyDomain' | 'now'>,
  fromAddress: string | null,
  address: string,
): boolean {
  return (
    signedReplyAddress(d, [address]) !== null ||
    (fromAddress !== null && normalAddress(address) === normalAddress(fromAddress))
  );
}

/** Reads one received mail (`fromAddress`: the address game mail is sent from, when mail to it is taken) and logs its outcome. */
export async function receiveMail(d: Deps, mail: InboundMail, fromAddress: string | null): Promise<InboundOutcome> {
  const toFrom =
    fromAddress !== null &&
    !signedReplyAddress(d, mail.recipients) &&
    mail.recipients.some((r) => normalAddress(r) === normalAddress(fromAddress));
  const outcome = toFrom ? await receiveAtFromAddress(d, mail) : await receiveReply(d, mail);
  logInbound(d, outcome);
  return outcome;
}

/** The one line a received mail leaves (the SES function's, and the local SMTP server's). */
export function logInbound(d: Pick<Deps, 'obs'>, outcome: InboundOutcome, fields: Record<string, string> = {}): void {
  d.obs.info('inbound: a mail read', {
    ...fields,
    outcome: outcome.kind,
    ...(outcome.kind === 'dropped' ? { why: outcome.why } : {}),
    ...(outcome.kind === 'refused' ? { reason: outcome.reason, answered: outcome.answered } : {}),
    ...(outcome.kind === 'answered' || outcome.kind === 'done'
      ? { gameId: outcome.gameId, made: outcome.report.done.length }
      : {}),
  });
}
