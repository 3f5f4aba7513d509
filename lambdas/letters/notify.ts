// What the game tells whom, rendered as plain text and HTML: the "your move" mail (noticeFor,
// rendered when it goes out), the mail an event sends at once (game over, the deadline bot),
// reminders, invitations and the digest. Pure: everything shown comes from view(state, recipient)
// and the since-your-move lines, so nobody is mailed hidden information.
import { chatParagraphs, type ChatMailLine } from './chat-lines.js';
import {
  andList,
  answerExamples,
  capitalise,
  decisionFacts,
  gameOutcome,
  replySuggestion,
  scoreLine,
  sinceHeading,
  isTurnStart,
  ownPrompt,
  turnWords,
  view,
  type Decision,
  type GameState,
  type GameView,
  type OwnDecision,
} from '../../engine/index.js';
import type { GameMeta, Notification, UserGame } from '../store/records.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import { replyAddressFor } from './reply-address.js';
import {
  gameOverReplyAddress,
  gameOverReplyFooter,
  invitationReplyAddress,
  invitationReplyFooter,
} from './rematch-replies.js';
import { answerLinksFor, type AnswerLink } from './answer-links.js';
import { HOUR } from '../kernel/durations.js';
import { gameSubject, gameThread } from './thread.js';
import { digestLetter } from './digest-letter.js';
import { gameLink, render } from './render.js';

export type { LinkSettings };

/** What every letter about a game is made from: the game as it stands, the link settings, the time. */
export interface MailContext {
  links: LinkSettings;
  meta: GameMeta;
  state: GameState;
  now: number;
}

/** What a letter to one seat adds: what happened since their move (since.ts), and their latest reply by mail (its parent: thread.ts). */
export interface ToSeat {
  since?: readonly string[];
  lastReply?: string | null;
  /** The chat since their move (chat/chat-mail.ts; none if muted): it rides on this mail. */
  chat?: readonly ChatMailLine[];
}

/**
 * A turn as the table names it: each player counts their own turns ("Bob's turn 6", the engine's
 * turnsTaken), never the game's running count, so the mail and the table say the same number.
 */
function turnName(
  players: readonly { name: string; turnsTaken: number }[],
  turnPlayer: number,
  globalNumber: number,
  reader: number | null,
  opening = false,
): string {
  return turnWords(
    players.map((p) => p.name),
    turnPlayer,
    players[turnPlayer]?.turnsTaken || globalNumber,
    reader,
    opening,
  );
}

/**
 * What `d` asks, as a sentence to its owner: the engine's words (ownPrompt), without the name the
 * table's shared turn prompt opens with ("Play Treasures, buy, or end your turn.", never "carol,
 * you're up. carol: play Treasures…"). Every mail that states a decision states it through this.
 */
export const askOf = (d: Decision | OwnDecision): string =>
  // Only the turn's ask (lower case, after the name) is capitalized: another prompt may open on a
  // player's name, kept as they wrote it ("carol played Militia: …").
  d.kind === 'turn' ? capitalise(ownPrompt(d)) : d.prompt;

/** Whose turn it is and where it stands, in words ("between" is the engine's gap after a turn). */
function turnLine(v: GameView): string {
  const head = turnName(v.players, v.turn.player, v.turn.number, v.viewer, true);
  if (v.turn.phase === 'between') return `${head} is over; the next one has not begun.`;
  return `${head}: ${v.turn.phase === 'cleanup' ? 'Clean-up' : `${capitalise(v.turn.phase)} phase`}.`;
}

/** A few lines anyone at the table may know, plus the recipient's own hand. */
export function boardSummary(v: GameView): string[] {
  const lines: string[] = [];
  if (v.result) {
    lines.push(`Final scores: ${v.players.map((p, i) => `${p.name} ${v.result!.scores[i]}`).join(', ')}.`);
    // Where each player's points came from (the engine's breakdown; every card is public at the end).
    if (v.breakdown) lines.push(...v.breakdown.map((b, i) => scoreLine(v.players[i].name, b)));
    return lines;
  }
  lines.push(turnLine(v));
  const provinces = v.supply.find((p) => p.name === 'Province');
  const low = v.supply.filter((p) => p.count <= 3 && p.name !== 'Province').map((p) => `${p.name} ${p.count}`);
  lines.push(`Provinces left: ${provinces?.count ?? 0}.${low.length ? ` Low piles: ${low.join(', ')}.` : ''}`);
  if (v.you) lines.push(`Your hand: ${v.you.hand.length ? v.you.hand.join(', ') : 'empty'}.`);
  return lines;
}

/**
 * How a reply answers a decision that gets no answer links (too many answers, or answers too long
 * for a link): a few of its legal answers in notation (the engine's answerExamples, from the
 * recipient's own view), with a reply address to send them to; none when links were offered, for a
 * turn (the footer's moves say it), or without a reply address.
 */
function byReply(v: GameView, links: readonly AnswerLink[], replyTo: string | undefined): string[] {
  return links.length || !replyTo || !v.decision || v.decision.kind === 'turn' ? [] : answerExamples(v.decision);
}

/**
 * "Since your move" (the engine's lines for the recipient), opening a mail's details, headed as the
 * table heads them for the reader of `v` ("Before your first turn" before they finished one: sinceHeading).
 */
export const sinceParagraphs = (lines: readonly string[], v: GameView) =>
  lines.length ? [`${sinceHeading(v)}:`, ...lines] : [];

const hours = (ms: number) => {
  const h = Math.round(ms / HOUR);
  return `${h} hour${h === 1 ? '' : 's'}`;
};

/** The turn in progress as `reader` names it in a headline ("your turn 4", "Bob's turn 6"). */
const turnOf = (state: GameState, reader: number) =>
  turnName(state.players, state.turn.player, state.turn.number, reader);

/**
 * The mail that goes out with an event, at once: at game over the results to everyone; when the
 * deadline bot moved for `actor` (`deadlineMove`, its notation), what it did and what still waits.
 * "Your move" mail is not here: it waits for the game's grace period and is rendered from the game
 * as it stands when it goes (noticeFor, sent by notices.ts).
 */
export function notificationsFor(
  c: MailContext & { actor: number | null; deadlineMove?: string | undefined; seq?: number },
): Notification[] {
  const { meta, state: after, actor, links: l, now, deadlineMove, seq: logSeq } = c;
  if (after.result) {
    return meta.seats.flatMap((seat, p) => {
      if (!seat.email) return [];
      const v = view(after, p);
      const winners = after.result!.winners.map((w) => meta.seats[w].name).join(' and ');
      const r = gameOutcome(after.result!);
      const headline = `The game is over. ${winners} ${r.shared ? 'share the win' : 'wins'}.`;
      // Equal points and a single winner: say why, or the scores look wrong.
      const details = r.decidedBy === 'turns' ? ['Tied on points: fewer turns taken breaks the tie.'] : [];
      return [
        render(
          l,
          seat.email,
          now,
          gameSubject(meta),
          {
            headline,
            details,
            action: { label: 'Open the game', link: gameLink(l, meta.gameId, seat.email, now, 'history') },
            links: [
              { label: 'The history, turn by turn', link: gameLink(l, meta.gameId, seat.email, now, 'history') },
              { label: 'The whole log', link: gameLink(l, meta.gameId, seat.email, now, 'log') },
              // The table's rematch panel: one press there proposes it, or accepts the one proposed.
              {
                label: 'Rematch: the same players and options, a new kingdom, seats rotated',
                link: gameLink(l, meta.gameId, seat.email, now, 'rematch'),
              },
            ],
            summary: boardSummary(v),
            // A reply proposes (or accepts) the rematch, or talks at the table.
            replyTo: gameOverReplyAddress(l, meta.gameId, p, now),
            replyFooter: gameOverReplyFooter,
            thread: gameThread(l, meta.gameId, p),
          },
          'over',
        ),
      ];
    });
  }
  const email = actor !== null ? meta.seats[actor]?.email : undefined;
  if (deadlineMove === undefined || !email) return [];
  const still = after.pending.find((d) => d.player === actor);
  const details = [
    `It made this move for you: ${deadlineMove}.`,
    ...(still ? [`The game still waits for you: ${ownPrompt(still)}`] : []),
  ];
  // What still waits is not mailed again ("your move" counts this mail as telling it: notices.ts),
  // so its answers come here as links, as in a reminder, for a player who acts from mail alone.
  const answers =
    still && logSeq !== undefined
      ? answerLinksFor(l, { gameId: meta.gameId, email, seq: logSeq }, after, actor!, now)
      : [];
  const replyTo = still ? replyAddressFor(l, meta.gameId, actor!, still.id, now, logSeq) : undefined;
  const v = view(after, actor);
  return [
    render(
      l,
      email,
      now,
      gameSubject(meta),
      {
        headline: `${meta.seats[actor!].name}, the deadline passed, so the Big Money bot moved for you.`,
        details,
        answers,
        replyExamples: byReply(v, answers, replyTo),
        action: { label: 'Open the game', link: gameLink(l, meta.gameId, email, now) },
        summary: boardSummary(v),
        replyTo,
        replySuggestion: replySuggestion(after, actor!),
        thread: gameThread(l, meta.gameId, actor!),
      },
      // Like a reminder: whoever takes reminders learns the bot moved for them.
      'reminder',
    ),
  ];
}

/**
 * The "your move" mail for the decision `d` a human seat owes in the game as it stands now, at log
 * seq `logSeq` (not as it stood when the wait began: whatever happened meanwhile is in it, and what
 * no longer waits is not). Opens with what happened since the recipient's last move (`since`:
 * since.ts); a decision in someone else's turn (Masquerade, a Militia discard) says whose turn waits
 * on it; a small decision's answers come as links (bound to `logSeq`), and a reply can answer it.
 */
export function noticeFor(c: MailContext & ToSeat & { decision: Decision; seq: number }): Notification {
  const { meta, state, decision: d, seq: logSeq, links: l, now, since = [], lastReply = null, chat = [] } = c;
  const email = meta.seats[d.player].email!;
  const v = view(state, d.player);
  const start = isTurnStart(d, state);
  // The subject is the game's, always the same: the headline (the preview line) says what is asked.
  const what = start ? `It is ${turnOf(state, d.player)}.` : askOf(d);
  const details = [
    ...sinceParagraphs(since, v),
    ...chatParagraphs(chat),
    ...(d.player !== state.turn.player ? [`${meta.seats[state.turn.player].name}'s turn waits for your answer.`] : []),
    ...decisionFacts(v),
  ];
  const answers = answerLinksFor(l, { gameId: meta.gameId, email, seq: logSeq }, state, d.player, now);
  const replyTo = replyAddressFor(l, meta.gameId, d.player, d.id, now, logSeq);
  const mail = render(
    l,
    email,
    now,
    gameSubject(meta),
    {
      headline: `${meta.seats[d.player].name}, you're up. ${what}`,
      details,
      answers,
      replyExamples: byReply(v, answers, replyTo),
      replySuggestion: replySuggestion(state, d.player),
      action: { label: 'Open the game', link: gameLink(l, meta.gameId, email, now) },
      summary: boardSummary(v),
      replyTo,
      thread: gameThread(l, meta.gameId, d.player, lastReply),
    },
    start ? 'turn' : 'decision',
  );
  return { ...mail, asOfSeq: logSeq };
}

/** A time as people read it in mail: "2030-01-03 14:00 UTC". */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * `deadlineAt`: when the deadline bot moves for this decision, time away skipped (vacation/clocks.ts);
 * the reminder then names it.
 * `seq`: the game's log seq now; with it, a small decision's answers come as links.
 * `lastReply`: the player's latest reply by mail in this game (letters/thread.ts), the mail's parent.
 */
export function reminderFor(
  c: MailContext & ToSeat & { decision: Decision; deadlineAt?: number | null; seq?: number },
): Notification {
  const { meta, state, decision: d, links: l, now, deadlineAt, since = [], seq: logSeq, lastReply = null } = c;
  const email = meta.seats[d.player].email!;
  const v = view(state, d.player);
  const details = [...sinceParagraphs(since, v), askOf(d), ...decisionFacts(v)];
  if (meta.deadlineMs) {
    details.push(
      deadlineAt === undefined || deadlineAt === null
        ? `If you have not moved ${hours(meta.deadlineMs)} after the game began waiting for you, the Big Money bot moves for you.`
        : `If you have not moved by ${utc(deadlineAt)}, the Big Money bot moves for you.`,
    );
  }
  const answers =
    logSeq === undefined ? [] : answerLinksFor(l, { gameId: meta.gameId, email, seq: logSeq }, state, d.player, now);
  const replyTo = replyAddressFor(l, meta.gameId, d.player, d.id, now, logSeq);
  return render(
    l,
    email,
    now,
    gameSubject(meta),
    {
      headline: `${meta.seats[d.player].name}, a reminder: it is still your move (${turnOf(state, d.player)}).`,
      details,
      answers,
      replyExamples: byReply(v, answers, replyTo),
      replySuggestion: replySuggestion(state, d.player),
      action: { label: 'Open the game', link: gameLink(l, meta.gameId, email, now) },
      summary: boardSummary(v),
      replyTo,
      thread: gameThread(l, meta.gameId, d.player, lastReply),
    },
    'reminder',
  );
}

export function invitationFor(meta: GameMeta, email: string, l: LinkSettings, now: number): Notification {
  // The host is the creator: seat 0, except in a rematch (its seats rotated, created by its proposer).
  const hostSeat = Math.max(
    0,
    meta.seats.findIndex((s) => s.email === meta.createdBy),
  );
  const host = meta.seats[hostSeat].name;
  const self = meta.seats.findIndex((s) => s.email === email);
  // The players besides the host and the invitee.
  const rest = andList(meta.seats.map((s) => s.name).filter((_, i) => i !== self && i !== hostSeat));
  const c = meta.config;
  const extras = [...c.events, ...c.landmarks];
  const details = [
    `Players: ${meta.seats.map((s) => s.name).join(', ')}.`,
    `Kingdom: ${c.kingdom.join(', ')}.`,
    ...(extras.length ? [`Events and Landmarks: ${extras.join(', ')}.`] : []),
    `A reminder comes after ${hours(meta.reminderEveryMs)} without a move${meta.deadlineMs ? `; after ${hours(meta.deadlineMs)} the Big Money bot moves for the late player` : ''}.`,
  ];
  return render(
    l,
    email,
    now,
    gameSubject(meta),
    {
      headline: meta.rematchOf
        ? `${host} proposes a rematch${rest ? ` with ${rest}` : ''}: the same players and options, a new kingdom, the seats rotated. Open the game to accept or decline.`
        : `${host} invites you to play Dominion${rest ? ` with ${rest}` : ''} by mail. Open the game to join.`,
      details,
      ...(self >= 0 ? { thread: gameThread(l, meta.gameId, self) } : {}),
      ...(meta.rematchOf && self >= 0
        ? { replyTo: invitationReplyAddress(l, meta.gameId, self, now), replyFooter: invitationReplyFooter }
        : {}),
      action: { label: 'Open the game', link: gameLink(l, meta.gameId, email, now) },
    },
    'invite',
  );
}

/**
 * The daily digest: every game waiting on the player (from their "my games" list), each with its
 * one-click link. Only names and dates the player may see anyway. Without table talk: digest-letter.ts
 * holds its words and adds the talk.
 */
export function digestFor(email: string, games: readonly UserGame[], l: LinkSettings, now: number): Notification {
  return digestLetter(email, games, [], l, now);
}
