// Mail sent to the address game mail comes From (a "reply" from a client that ignored Reply-To, or
// to a mail that takes no replies): it makes no move — that address is not signed for any game or
// seat — but it is not dropped in silence either. The sender gets one short answer saying where
// moves by mail go (at most FROM_ANSWERS_PER_DAY a day per address; never to automatic mail), and
// every such mail is logged. The answer may go to someone who did not write (From is not proven):
// like a refusal (reply-answer.ts), it shows nothing of any game and copies nothing of the mail.
import { createHash } from 'node:crypto';
import { render } from '../letters/render.js';
import { readReplyMail, UnreadableMail } from './reply-mail.js';
import { DAY } from '../kernel/durations.js';
import { automaticMark } from './automatic.js';
import type { Deps } from '../kernel/deps.js';
import { failedVerdicts, type InboundMail, type InboundOutcome } from './inbound.js';
import type { Notification } from '../store/records.js';

/** Answers to mail at the From address, per sender and day, at most. */
export const FROM_ANSWERS_PER_DAY = 1;

export const FROM_ADDRESS_SUBJECT = 'Your mail to Dominion by Mail';

/** The answer: where moves by mail go, and nothing else. */
export function fromAddressAnswer(
  d: Pick<Deps, 'secret' | 'webUrl' | 'linkTtlMs'>,
  to: string,
  now: number,
): Notification {
  return render(
    d,
    to,
    now,
    FROM_ADDRESS_SUBJECT,
    {
      headline: 'This address only sends game mail: nothing was done.',
      details: [
        'To move by mail, reply to the latest mail of your game that asks you for a move: it has a reply address of its own, named at its foot.',
        'Or open the game from that mail.',
      ],
      action: { label: 'Open Dominion by Mail', link: d.webUrl },
    },
    'reply',
  );
}

const dayOf = (ms: number) => Math.floor(ms / DAY) * DAY;
const quotaName = (address: string) =>
  `from-answers:${createHash('sha256').update(address).digest('base64url').slice(0, 32)}`;

/** Reads a mail sent to the From address and answers it once a day per sender, when a person wrote it. */
export async function receiveAtFromAddress(d: Deps, mail: InboundMail): Promise<InboundOutcome> {
  const failed = failedVerdicts(mail.verdicts);
  if (failed.length) return { kind: 'dropped', why: `to the From address; not PASS: ${failed.join(', ')}` };
  const auto = automaticMark(mail.raw);
  if (auto) return { kind: 'dropped', why: `to the From address; automatic mail (${auto})` };
  let sender: string | null;
  try {
    sender = (await readReplyMail(mail.raw)).sender;
  } catch (e) {
    if (e instanceof UnreadableMail) return { kind: 'dropped', why: `to the From address; ${e.message}` };
    throw e;
  }
  if (!sender) return { kind: 'dropped', why: 'to the From address; no single sender' };
  const answered = await d.store.takeQuota(quotaName(sender), dayOf(d.now()), DAY, FROM_ANSWERS_PER_DAY);
  if (answered)
    await d.mailer
      .send(fromAddressAnswer(d, sender, d.now()))
      .catch((e) => d.obs.error('inbound: the answer to a mail at the From address was not sent', {}, e));
  return { kind: 'refused', reason: 'from-address', answered };
}
