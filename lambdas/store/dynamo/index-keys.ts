// The sparse index gsi1: which items are on it, under which key. An item is on the index only
// while it carries gsi1pk/gsi1sk, so each list holds just what a job must look at. The sort keys
// are the orders of orderings.ts.
//
//   gsi1pk    gsi1sk                      on it while
//   OUTBOX    <at>#<gameId>#<sk>           an event or mailing has unsent mail
//   WAITING   <oldest wait>#<gameId>       an active game waits on a human (the SUMMARY item)
//   DIGEST    <last digest>#<email>        a mailable player chose the daily digest (the PROFILE item)
import { eventSk } from '../records.js';
import { digestOrder, outboxOrder, waitingOrder } from '../orderings.js';

export const INDEX = 'gsi1';

/** The OUTBOX index entry of an item with unsent mail (none without mail). */
export function outboxEntry(gameId: string, sk: string, at: number, hasMail: boolean) {
  return hasMail ? { gsi1pk: 'OUTBOX', gsi1sk: outboxOrder(at, gameId, sk) } : {};
}

/** The item an OUTBOX entry points at; entries written before MAIL# items existed end in a bare seq. */
export function outboxTarget(gsi1sk: string): { gameId: string; sk: string } {
  const [, gameId, ...rest] = gsi1sk.split('#');
  const sk = rest.join('#');
  return { gameId: gameId!, sk: /^\d+$/.test(sk) ? eventSk(Number(sk)) : sk };
}

export function waitingEntry(gameId: string, t: number | null) {
  return t === null ? {} : { gsi1pk: 'WAITING', gsi1sk: waitingOrder(t, gameId) };
}

export const waitingTarget = (gsi1sk: string) => gsi1sk.split('#')[1]!;

export function digestEntry(email: string, lastDigestAt: number | undefined, onList: boolean) {
  return onList ? { gsi1pk: 'DIGEST', gsi1sk: digestOrder(lastDigestAt, email) } : {};
}

export const digestTarget = (gsi1sk: string) => gsi1sk.slice(gsi1sk.indexOf('#') + 1);
