// "Is the decision a mail asked still what the seat owes?" — one answer for every way back from a
// mail (a reply, inbound.ts; an answer link, answer-link.ts) and for the jobs that mail about a
// wait (a "your move" mail, game/notices.ts; a reminder or the deadline's move, jobs/scheduled.ts). It is when the seat owes that very
// decision now (its id) and no moves were taken back after the record the mail was made at: replay
// restores the decision counter, so the same id after a take-back is another question. Moves of
// other players since do not matter: the seat's own question waits unchanged (both opponents
// discarding to a Militia: the first answer moves the game on, the second's mail still stands).
import { decisionFor, type Decision } from './rules.js';
import type { ReplayedGame } from './replay.js';
import type { Deps } from './deps.js';
import type { LogRecord } from '../store/records.js';

const takeAfter = (records: readonly LogRecord[], seq: number) =>
  records.some((r) => r.seq > seq && r.kind === 'undo' && r.undo?.action === 'take');

/** The decision `seat` owes now when it is the one with this id (the game not over), else null. */
export function owedDecision(g: Pick<ReplayedGame, 'state'>, seat: number, decisionId: number): Decision | null {
  const owed = g.state && !g.state.result ? decisionFor(g.state, seat) : null;
  return owed && owed.id === decisionId ? owed : null;
}

/**
 * From the records the game was loaded with: true or false, or null when they do not reach back to
 * the record after `seq` (a load from a snapshot made since).
 */
export function stillOwedIn(g: ReplayedGame, seat: number, decisionId: number, seq: number): boolean | null {
  if (!owedDecision(g, seat, decisionId)) return false;
  if (g.seq <= seq) return true;
  const first = g.records[0]?.seq ?? g.seq + 1;
  return first <= seq + 1 ? !takeAfter(g.records, seq) : null;
}

/** The same, reading the records the load did not (old reply addresses know no seq: then the decision's id alone). */
export async function stillOwed(
  d: Deps,
  g: ReplayedGame,
  seat: number,
  decisionId: number,
  seq: number | undefined,
): Promise<boolean> {
  if (seq === undefined) return stillOwedIn(g, seat, decisionId, g.seq) === true;
  const known = stillOwedIn(g, seat, decisionId, seq);
  if (known !== null) return known;
  const first = g.records[0]?.seq ?? g.seq + 1;
  const unread = await d.store.events(g.meta.gameId, seq + 1, first - 1);
  return !takeAfter([...unread, ...g.records], seq);
}
