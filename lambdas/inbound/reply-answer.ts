// The answer to a reply by mail: what was done, what failed and why, what was not tried, what
// happened since, and what may be done now — or why the reply was refused. Pure: whatever shows
// the game comes from view() of the replying seat (the privacy boundary), and a refusal, which may
// go to someone who did not write, shows nothing of the game and copies nothing of the mail. Lines
// of the reply are quoted as short excerpts: the answer stays small whatever the reply held.
import {
  dearestFirst,
  decisionFacts,
  formatCost,
  ownAsk,
  replySuggestion,
  view,
  type GameView,
  type OwnDecision,
} from '../kernel/rules.js';
import { boardSummary, sinceParagraphs, type LinkSettings, type MailContext } from '../letters/notify.js';
import { gameLink, render } from '../letters/render.js';
import { replyAddressFor } from '../letters/reply-address.js';
import { gameSubject } from '../letters/thread.js';
import { answerLinksFor } from '../letters/answer-links.js';
import type { GameMeta, MailThread, Notification } from '../store/records.js';
import type { LinesReport } from '../game/move-lines.js';

/** Why a reply made no move at all (an address that is not one of ours gets no answer: inbound.ts). */
export type Refusal =
  /** The address is ours but past its expiry. */
  | 'expired'
  /** The game is gone (cancelled and expired). */
  | 'no-game'
  /** From is not the seat's own address. */
  | 'wrong-sender'
  /** From holds no single address. */
  | 'no-sender';

const REFUSALS: ReadonlyMap<Refusal, string> = new Map<Refusal, string>([
  ['expired', 'The address you replied to has expired: reply addresses work for a week.'],
  ['no-game', 'The game this address was for no longer exists.'],
  [
    'wrong-sender',
    "Moves by reply are taken only from the player's own address, and this reply came from another one.",
  ],
  ['no-sender', 'The reply did not say who sent it (one From address).'],
]);

/** The subject of every refusal: the reply's own subject is not repeated to an address that may not have written it. */
export const REFUSAL_SUBJECT = 'Your reply to Dominion by Mail';

/** A refusal, with nothing of the game or of the reply in it: it may go to someone who is not the player. */
export function refusalMail(l: LinkSettings, to: string, reason: Refusal, now: number): Notification {
  const body = {
    headline: 'Your reply was not read as moves: nothing was done.',
    details: [
      REFUSALS.get(reason)!,
      'Reply to your latest game mail from the address the game knows you by, or open the game from that mail.',
    ],
    action: { label: 'Open Dominion by Mail', link: l.webUrl },
  };
  return render(l, to, now, REFUSAL_SUBJECT, body, 'reply');
}

/** What became of each line of a reply that was read against the game (move-lines.ts), or why none was read. */
export interface ReplyReport extends LinesReport {
  /** Why nothing was read at all (no lines, too many, a mail about an earlier question, the game over). */
  unread: string | null;
  /** What the reply posted to the table's chat, or why it did not (chat/reply-chat.ts). */
  chat?: string;
}

/** The answer to the seat's own reply: the report, then since-your-move, what waits now, the board; in `thread` (under the reply). */
export function answerMail(
  c: MailContext & { seq: number; seat: number; report: ReplyReport; since: readonly string[]; thread: MailThread },
): Notification {
  const { links: l, meta, state, seq, seat, report, since, thread, now } = c;
  const email = meta.seats[seat].email!;
  const v = view(state, seat);
  const headline = report.done.length
    ? `Done: ${report.done.join('; ')}.`
    : report.chat?.startsWith('Posted')
      ? 'Your message is at the table.'
      : 'Nothing was done.';
  const details = [
    ...(report.chat ? [report.chat] : []),
    ...(report.unread ? [report.unread] : []),
    ...(report.failed ? [`Not done: "${excerpt(report.failed.line)}": ${report.failed.why}`] : []),
    ...(report.skipped.length
      ? [`Not tried after that: ${report.skipped.map((s) => `"${excerpt(s)}"`).join(', ')}.`]
      : []),
    ...sinceParagraphs(since, v),
    ...nowLines(v, meta),
  ];
  const replyTo = v.decision ? replyAddressFor(l, meta.gameId, seat, v.decision.id, now, seq) : undefined;
  // It is the "your move" mail of what waits now (notices.ts sends none): the same answer links.
  const answers = v.decision ? answerLinksFor(l, { gameId: meta.gameId, email, seq }, state, seat, now) : [];
  // The game's subject (letters/thread.ts), whatever the reply's said: one conversation per game.
  return render(
    l,
    email,
    now,
    `Re: ${gameSubject(meta)}`,
    {
      headline,
      details,
      action: { label: 'Open the game', link: gameLink(l, meta.gameId, email, now, v.result ? 'history' : 'play') },
      answers,
      summary: boardSummary(v),
      replyTo,
      replySuggestion: replySuggestion(state, seat),
      thread,
    },
    'reply',
  );
}

/** The longest piece of a reply's line quoted back. */
export const MAX_QUOTED_CHARS = 60;

/** A line as quoted in the answer: whole when short, else its start and an ellipsis. */
export const excerpt = (line: string) =>
  line.length > MAX_QUOTED_CHARS ? `${line.slice(0, MAX_QUOTED_CHARS)}…` : line;

/** What the seat may do now, in notation, from its own view; or who the game waits for. */
export function nowLines(v: GameView, meta: GameMeta): string[] {
  if (v.result) return ['The game is over.'];
  const d = v.decision;
  if (!d) {
    const waiting = [...new Set(v.waitingOn.map((w) => meta.seats[w.player].name))];
    return [`Nothing waits for you now${waiting.length ? `: the game waits for ${waiting.join(', ')}` : ''}.`];
  }
  return [`Now: ${ownAsk(d)}`, ...decisionFacts(v), `You may write: ${choices(d)}`];
}

const range = (min: number, max: number) => (min === max ? `${min}` : `${min} to ${max}`);

/** The answers a decision takes, as a line of notation examples. */
function choices(d: OwnDecision): string {
  switch (d.kind) {
    case 'turn': {
      const o = d.options;
      const moves = [
        ...o.play.map((c) => `play ${c}`),
        ...(o.playTreasures ? ['play treasures'] : []),
        ...dearestFirst(o.buy).map((b) => `buy ${b.name} (${formatCost(b.cost)})`),
        ...(o.payDebt > 0 ? [`pay ${o.payDebt} debt`] : []),
        ...(o.end === 'actions' ? ['end actions'] : []),
        'end turn',
      ];
      return `${moves.join(' | ')}.`;
    }
    case 'cards':
      return `${d.verb} ${range(d.min, d.max)} of ${d.candidates.join(', ')} (e.g. "${d.verb} ${d.min === 0 ? 'nothing' : d.candidates.slice(0, d.min).join(', ')}").`;
    case 'pile':
      return `${d.piles.map((p) => `${d.verb} ${p}`).join(' | ')}${d.optional ? ` | ${d.verb} nothing` : ''}.`;
    case 'option':
      return `choose ${range(d.min, d.max)} of: ${d.options.map((o) => o.label).join(' | ')}.`;
    case 'order':
      return `order ${d.cards.join(', ')} (top first, in the order you want).`;
    case 'number':
      return `${d.verb} a number from ${d.min} to ${d.max}.`;
    case 'yesno':
      return 'yes | no.';
  }
}
