// Reading a game's mail as its players do: which game and what kind of mail it is (its first line),
// the answer links it offers (label and token), the reply address and the reply examples it gives,
// and the point of the game it asks about (from the reply address), which is what makes two mails
// the same mail for the ledger. Only the mail's own text and headers are read: what any player has.
import type { SentMail } from '../surface.js';

/** What a mail is, by its first line (lambdas/letters/notify.ts, letters/take-back-mail.ts, reply-answer.ts). */
export type MailKind = 'invitation' | 'notice' | 'reminder' | 'deadline' | 'request' | 'answer' | 'over' | 'other';

export interface AnswerLinkInMail {
  label: string;
  token: string;
}

/** The mails about game `gameId` (its id is in every subject), oldest first. */
export const gameMails = (mails: readonly SentMail[], gameId: string): SentMail[] =>
  mails.filter((m) => m.subject.includes(`[${gameId}]`));

/** The mails to `email`, oldest first. */
export const mailsTo = (mails: readonly SentMail[], email: string): SentMail[] => {
  const to = email.toLowerCase();
  return mails.filter((m) => m.to.some((r) => r.toLowerCase() === to));
};

/** The kind of a game mail. An answer to a reply keeps the game's subject after "Re: ". */
export function kindOf(m: SentMail): MailKind {
  const first = m.text.split('\n', 1)[0] ?? '';
  if (m.subject.startsWith('Re: ')) return 'answer';
  if (/invites you to play Dominion/.test(first)) return 'invitation';
  if (/, a reminder: it is still your move/.test(first)) return 'reminder';
  if (/, the deadline passed, so the Big Money bot moved for you\./.test(first)) return 'deadline';
  if (/ asks to take back /.test(first)) return 'request';
  if (/^The game is over\./.test(first)) return 'over';
  if (/, you're up\./.test(first)) return 'notice';
  return 'other';
}

/** The answer links of a mail, in its order ("  <label>: <web>/games/<id>/answer?token=<token>"). */
export function answerLinksIn(m: SentMail): AnswerLinkInMail[] {
  return [...m.text.matchAll(/^ {2}(.+): \S+\/games\/[\w-]+\/answer\?token=([\w.-]+)$/gm)].map((x) => ({
    label: x[1],
    token: x[2],
  }));
}

/** The examples a mail gives for answering by reply when it has too many answers for links. */
export function replyExamplesIn(m: SentMail): string[] {
  const at = m.text.indexOf('Or answer by replying to this mail with one line, for example:');
  if (at < 0) return [];
  const lines = m.text.slice(at).split('\n').slice(1);
  const examples: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('  ')) break;
    examples.push(line.trim());
  }
  return examples;
}

/**
 * What an answer to a reply says may be written now, as lines a reply takes (reply-answer.ts
 * `choices`): "buy Gold ($6) | end turn." → buy Gold, end turn; a pick of cards → its example
 * ('(e.g. "discard Copper, Estate")'); "choose 1 of: A | B." → choose A, choose B; "bid a number
 * from 0 to 5." → bid 0.
 */
export function writableIn(m: SentMail): string[] {
  const list = /^You may write: (.+?)\.?$/m.exec(m.text)?.[1];
  if (!list) return [];
  const example = /\(e\.g\. "([^"]+)"\)/.exec(list)?.[1];
  if (example) return [example];
  const options = /^choose .+? of: (.+)$/.exec(list)?.[1];
  if (options) return options.split(' | ').map((o) => `choose ${o.trim()}`);
  const number = /^(\w+) a number from (-?\d+) to/.exec(list);
  if (number) return [`${number[1]} ${number[2]}`];
  return list
    .split(' | ')
    .map((x) => x.replace(/ \([^)]*\)$/, '').trim())
    .filter((x) => x.length > 0);
}

/** The reply address of a mail (its Reply-To), or null. */
export const replyAddressOf = (m: SentMail): string | null => m.replyTo.find((a) => a.includes('@')) ?? null;

/**
 * The point of the game a reply address stands for: seat, decision id and the log seq its mail was
 * made at. The layout is public and documented with the address (auth/reply-address.ts, version 2:
 * "play-" + base32 of seat (1 byte) · decision id (4) · seq (3) · …); no key is needed to read it,
 * only to trust it, which the server does. Null when the address is not of that form.
 */
export function replyPoint(address: string): { seat: number; decisionId: number; seq: number } | null {
  const local = /^play-([a-z2-7]+)@/i.exec(address)?.[1]?.toLowerCase();
  if (!local) return null;
  const bytes = base32Decode(local);
  if (bytes.length < 8) return null;
  return { seat: bytes[0], decisionId: bytes.readUInt32BE(1), seq: bytes.readUIntBE(5, 3) };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32Decode(s: string): Buffer {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of s) {
    acc = (acc << 5) | ALPHABET.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}
