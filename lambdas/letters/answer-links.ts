// Answer links in mail: a mail for a decision with a small set of answers (yes/no, one of a few
// options, a pile to gain, one of a few ways to discard) lists each answer as a link, and so does a
// mail for the turn ("Play Militia", "Play all Treasures and buy Gold", "Buy nothing, end turn"; its
// rarer answers — a buy of Copper or a Curse — follow under "More answers").
// The answers are the engine's (offeredAnswers: from the recipient's own view, or found on a copy
// of the game only when that reveals nothing, so a link says nothing the recipient may not see);
// each link carries a signed `answer` token bound to the game, the player, the log seq the mail was
// made at and that one answer (for a turn, its moves one per line). A link only opens the web's
// confirmation page (a GET never moves: mail scanners prefetch links); one press there makes the move.
// A decision with too many answers for links (more than MAX_ANSWER_CHOICES) gets instead a few of
// its answers as a reply writes them (the engine's answerExamples: legal, in the notation's one
// formatter), so the mail still says how to answer without opening the game.
// Pure and synchronous, like the rest of the mail renderer (notify.ts calls it).
import { answerLabel, decisionFor, offeredAnswers, type GameState } from '../kernel/rules.js';
import { MAX_LINK_ANSWER, signToken } from '../../auth/tokens.js';
import type { LinkSettings } from '../kernel/link-settings.js';

/** One answer offered in a mail: its words ("Discard Copper, Estate") and its confirmation page; `more`: listed under "More answers". */
export interface AnswerLink {
  label: string;
  link: string;
  more?: boolean;
}

/**
 * Which mail the links are for: the game, the recipient, the log seq the game is at as the mail is
 * made, and the id of the decision its links answer (a take-back request's links have none).
 */
export interface AnswerLinkTarget {
  gameId: string;
  email: string;
  seq: number;
  decisionId?: number;
}

/**
 * The answer links for what `seat` owes in `state` (the game at `at.seq`), or none: nothing owed, a
 * decision with many answers, or an answer too long for a link (then none at all: a partial list
 * of a decision's answers would hide some; a turn's list is best first by design).
 */
export function answerLinksFor(
  l: LinkSettings,
  at: AnswerLinkTarget,
  state: GameState,
  seat: number,
  now: number,
): AnswerLink[] {
  const offered = offeredAnswers(state, seat);
  if (offered.some((c) => c.text.length > MAX_LINK_ANSWER)) return [];
  const decisionId = decisionFor(state, seat)?.id;
  const target = decisionId === undefined ? at : { ...at, decisionId };
  return offered.map((c) => ({ ...answerLink(l, target, c.text, now), ...(c.more ? { more: true } : {}) }));
}

/** One answer's link: a signed `answer` token for `text` at `at`, to the web's confirmation page, in words (answerLabel). */
export function answerLink(l: LinkSettings, at: AnswerLinkTarget, text: string, now: number): AnswerLink {
  const claims = {
    aud: 'answer' as const,
    sub: at.email,
    gid: at.gameId,
    seq: at.seq,
    ans: text,
    ...(at.decisionId === undefined ? {} : { did: at.decisionId }),
  };
  const token = signToken(l.secret, claims, now + l.linkTtlMs);
  return { label: answerLabel(text), link: `${l.webUrl}/games/${at.gameId}/answer?token=${token}` };
}

const INTRO = 'Or answer from here (a page shows your choice; one press there makes it):';
/** Heads the answers offered after the main ones (a turn's rarer buys: Copper, Curse, the cheapest). */
const MORE = 'More answers:';

/** The links as plain-text lines, those under "more" after their heading (empty when there are none). */
export function answerLinesText(links: readonly AnswerLink[]): string[] {
  const line = (a: AnswerLink) => `  ${a.label}: ${a.link}`;
  const more = links.filter((a) => a.more);
  return links.length
    ? ['', INTRO, ...links.filter((a) => !a.more).map(line), ...(more.length ? [MORE, ...more.map(line)] : [])]
    : [];
}

const BY_REPLY = 'Too many answers to list here. Or answer by replying to this mail with one line, for example:';

/**
 * For a decision with too many answers for links: a few of them as a reply writes them (the
 * engine's answerExamples, in its one notation), as plain-text lines (empty when there are none).
 */
export function replyExamplesText(examples: readonly string[]): string[] {
  return examples.length ? ['', BY_REPLY, ...examples.map((x) => `  ${x}`)] : [];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const LINK =
  'display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border:2px solid #2f5d3a;border-radius:6px;color:#2f5d3a;text-decoration:none;font-weight:bold';
const MORE_LINK =
  'display:inline-block;margin:0 8px 8px 0;padding:6px 12px;border:1px solid #2f5d3a;border-radius:6px;color:#2f5d3a;text-decoration:none';

/** The reply examples as HTML: each line as a reply would write it (empty when there are none). */
export function replyExamplesHtml(examples: readonly string[]): string {
  if (!examples.length) return '';
  return (
    `<p style="margin:16px 0 8px">${esc(BY_REPLY)}</p>` +
    examples.map((x) => `<p style="margin:0 0 4px 16px"><code>${esc(x)}</code></p>`).join('')
  );
}

/** The links as HTML: one bordered link per answer, wrapping on a phone, those under "more" smaller after their heading (empty when there are none). */
export function answerLinksHtml(links: readonly AnswerLink[]): string {
  if (!links.length) return '';
  const anchors = (xs: readonly AnswerLink[], style: string) =>
    xs.map((a) => `<a href="${esc(a.link)}" target="_blank" style="${style}">${esc(a.label)}</a>`).join('');
  const more = links.filter((a) => a.more);
  return (
    `<p style="margin:16px 0 8px">${esc(INTRO)}</p><p style="margin:0 0 8px">${anchors(
      links.filter((a) => !a.more),
      LINK,
    )}</p>` +
    (more.length
      ? `<p style="margin:8px 0 8px">${esc(MORE)}</p><p style="margin:0 0 8px">${anchors(more, MORE_LINK)}</p>`
      : '')
  );
}
