// What one rehearsed game carries from step to step: the surface, the game and its humans, the
// ledger of waits and mail, the counts the report gives, and the mail each player has used up.
import type { SentMail, Surface } from '../surface.js';
import type { MailLedger } from './ledger.js';
import { gameMails, mailsTo } from './mail-reading.js';

export const MINUTE = 60_000;

export interface Humans {
  /** Plays at the table, over HTTP with a session. */
  a: string;
  /** Acts only from the answer links in their mail. */
  b: string;
  /** Acts only by replying to their mail. */
  c: string;
}

export interface Counts {
  http: number;
  links: number;
  replies: number;
  /** Mails of B or C that could not answer what they owed (no links; nothing to write; a second refused reply). */
  unanswerable: { links: number; replies: number };
}

export interface Run {
  surface: Surface;
  gameId: string;
  humans: Humans;
  /** Seat number → the human's address (bots have none). */
  seatEmail: ReadonlyMap<number, string>;
  ledger: MailLedger;
  counts: Counts;
  /** The mails (by their index among the game's mails) a player has acted on or found useless. */
  used: Set<number>;
  /** C's failed replies in a row. */
  failedReplies: number;
  /** The deadline bot's mails already noted (their index among the game's mails). */
  deadlinesNoted: Set<number>;
  log: (line: string) => void;
}

/** A game mail with its index among the game's mails (a stable identity: the list only grows). */
export interface IndexedMail {
  mail: SentMail;
  index: number;
}

/** The game's mails to `email`, oldest first, each with its index. */
export async function mailOf(r: Run, email: string): Promise<IndexedMail[]> {
  const all = gameMails(await r.surface.mails(), r.gameId).map((mail, index) => ({ mail, index }));
  const mine = new Set(
    mailsTo(
      all.map((x) => x.mail),
      email,
    ),
  );
  return all.filter((x) => mine.has(x.mail));
}
