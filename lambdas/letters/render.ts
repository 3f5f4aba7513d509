// A letter's frame: its text and phone-sized HTML made from the same lines in the same order (the
// ask, details, the one-click button, answers, the board, the reply footer, the settings link), and
// the signed links a letter carries. The words of each letter are in notify.ts and its neighbours.
import { signToken } from '../../auth/tokens.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import type { MailThread, Notification, NotifyReason } from '../store/records.js';
import type { ReplySuggestion } from '../../engine/index.js';
import { repliesGoTo, replyFooter } from './reply-address.js';
import {
  answerLinesText,
  answerLinksHtml,
  replyExamplesHtml,
  replyExamplesText,
  type AnswerLink,
} from './answer-links.js';

export function gameLink(
  l: LinkSettings,
  gameId: string,
  email: string,
  now: number,
  page: 'play' | 'history' | 'log' | 'rematch' = 'play',
): string {
  const token = signToken(l.secret, { aud: 'game', sub: email, gid: gameId }, now + l.linkTtlMs);
  // The web app's /open keeps the token for this game's pages and drops it from the address.
  return `${l.webUrl}/games/${gameId}/open?token=${token}${page === 'play' ? '' : `&to=${page}`}`;
}

export function prefsLink(l: LinkSettings, email: string, now: number): string {
  return `${l.webUrl}/settings/notifications?token=${signToken(l.secret, { aud: 'prefs', sub: email }, now + l.linkTtlMs)}`;
}

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What one mail says: the ask first, then details, the one-click button, and the board. */
export interface MailBody {
  headline: string;
  details?: string[];
  action: { label: string; link: string };
  /** More pages of the game, each a plain link under the button (the result mail's history and whole log). */
  links?: { label: string; link: string }[];
  /** One link per answer, when the decision has only a few (letters/answer-links.ts). */
  answers?: AnswerLink[];
  /** Without answer links: a few answers as a reply writes them (byReply), shown where the links would be. */
  replyExamples?: string[];
  summary?: string[];
  /** The Reply-To address of a mail that takes moves by reply (reply-address.ts). */
  replyTo?: string | undefined;
  /** What the footer says a reply does, when not moves (reply-address.ts). */
  replyFooter?: (address: string) => string;
  /** The moves the footer suggests, legal for what the reader owes now (the engine's replySuggestion). */
  replySuggestion?: ReplySuggestion | null;
  /** The game's thread for the recipient (letters/thread.ts); absent for mail about no one game. */
  thread?: MailThread;
}

const FONT = 'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
export const BUTTON =
  'display:inline-block;background:#2f5d3a;color:#ffffff;text-decoration:none;font-weight:bold;font-size:17px;padding:12px 22px;border-radius:6px';

/** Text and HTML from the same lines, in the same order, so both say the same (phone-sized HTML). */
export function htmlPage(subject: string, inner: string, prefs: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${esc(subject)}</title></head><body style="margin:0;padding:16px;background:#ffffff;color:#222222;${FONT};font-size:16px;line-height:1.45">` +
    `<div style="max-width:560px;margin:0 auto">${inner}` +
    `<p style="margin:24px 0 0;font-size:13px;color:#666666"><a href="${esc(prefs)}" style="color:#666666">Email settings</a></p></div></body></html>`
  );
}

export function render(
  l: LinkSettings,
  email: string,
  now: number,
  subject: string,
  b: MailBody,
  reason: NotifyReason,
): Notification {
  const prefs = prefsLink(l, email, now);
  const details = b.details ?? [];
  const summary = b.summary ?? [];
  // With reply examples above, the footer only says where replies go; else it suggests moves legal now (replySuggestion).
  const footer =
    b.replyFooter ?? (b.replyExamples?.length ? repliesGoTo : (a: string) => replyFooter(a, b.replySuggestion));
  const reply = b.replyTo ? footer(b.replyTo) : null;
  // The one-click link first (the first link of every game mail), then the answers.
  const links = b.links ?? [];
  const text = [
    b.headline,
    ...details,
    '',
    `${b.action.label}: ${b.action.link}`,
    ...links.map((x) => `${x.label}: ${x.link}`),
    ...answerLinesText(b.answers ?? []),
    ...replyExamplesText(b.replyExamples ?? []),
    ...(summary.length ? ['', ...summary] : []),
    ...(reply ? ['', reply] : []),
    '',
    `Email settings: ${prefs}`,
  ].join('\n');
  const inner =
    `<p style="margin:0 0 12px;font-size:18px;font-weight:bold">${esc(b.headline)}</p>` +
    details.map((x) => `<p style="margin:0 0 12px">${esc(x)}</p>`).join('') +
    `<p style="margin:20px 0"><a href="${esc(b.action.link)}" target="_blank" style="${BUTTON}">${esc(b.action.label)}</a></p>` +
    links
      .map((x) => `<p style="margin:0 0 12px"><a href="${esc(x.link)}" target="_blank">${esc(x.label)}</a></p>`)
      .join('') +
    answerLinksHtml(b.answers ?? []) +
    replyExamplesHtml(b.replyExamples ?? []) +
    (summary.length
      ? `<div style="background:#f3f0e8;border-radius:6px;padding:10px 14px">${summary.map((x) => `<p style="margin:4px 0">${esc(x)}</p>`).join('')}</div>`
      : '') +
    (reply ? `<p style="margin:16px 0 0;font-size:14px;color:#444444">${esc(reply)}</p>` : '');
  return {
    to: email,
    subject,
    text,
    html: htmlPage(subject, inner, prefs),
    reason,
    ...(b.replyTo ? { replyTo: b.replyTo } : {}),
    ...(b.thread ? { thread: b.thread } : {}),
  };
}
