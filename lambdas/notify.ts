// What a move tells whom: the notifications an event causes, rendered as plain text and HTML.
// Pure: everything shown comes from view(state, recipient), so nobody is mailed hidden information.
import { view, type Decision, type GameState, type GameView } from '../engine/index.js';
import type { GameMeta, Notification, NotifyReason, UserGame } from './store.js';
import { signToken } from './tokens.js';

export interface LinkSettings {
  secret: string;
  /** Base URL of the web app, without a trailing slash. */
  webUrl: string;
  /** How long one-click links stay valid. */
  linkTtlMs: number;
}

export function gameLink(l: LinkSettings, gameId: string, email: string, now: number, page: 'play' | 'history' = 'play'): string {
  const token = signToken(l.secret, { sub: email, gid: gameId, use: 'game', exp: now + l.linkTtlMs });
  // The web app's /open keeps the token for this game's pages and drops it from the address.
  return `${l.webUrl}/games/${gameId}/open?token=${token}${page === 'history' ? '&to=history' : ''}`;
}

export function prefsLink(l: LinkSettings, email: string, now: number): string {
  return `${l.webUrl}/settings/notifications?token=${signToken(l.secret, { sub: email, use: 'prefs', exp: now + l.linkTtlMs })}`;
}

/** A few lines anyone at the table may know, plus the recipient's own hand. */
export function boardSummary(v: GameView): string[] {
  const lines: string[] = [];
  const active = v.players[v.turn.player]!;
  if (v.result) {
    lines.push(`Final scores: ${v.players.map((p, i) => `${p.name} ${v.result!.scores[i]}`).join(', ')}.`);
    return lines;
  }
  lines.push(`Turn ${v.turn.number}: ${active.name}'s ${v.turn.phase} phase.`);
  const provinces = v.supply.find((p) => p.name === 'Province');
  const low = v.supply.filter((p) => p.count <= 3 && p.name !== 'Province').map((p) => `${p.name} ${p.count}`);
  lines.push(`Provinces left: ${provinces?.count ?? 0}.${low.length ? ` Low piles: ${low.join(', ')}.` : ''}`);
  if (v.you) lines.push(`Your hand: ${v.you.hand.length ? v.you.hand.join(', ') : 'empty'}.`);
  return lines;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function render(l: LinkSettings, email: string, now: number, subject: string, lines: string[], link: string, reason: NotifyReason): Notification {
  const prefs = prefsLink(l, email, now);
  const text = [...lines, '', `Open the game: ${link}`, '', `Email settings: ${prefs}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines.map((x) => `<p>${esc(x)}</p>`).join('')}`
    + `<p><a href="${esc(link)}">Open the game</a></p>`
    + `<p style="font-size:small;color:#666"><a href="${esc(prefs)}">Email settings</a></p></body></html>`;
  return { to: email, subject, text, html, reason };
}

/** The seats owing a decision now that did not owe that same decision before (humans only). */
export function newlyOwed(before: readonly Decision[], after: GameState, meta: GameMeta): Decision[] {
  return after.pending.filter((d) => meta.seats[d.player]?.email && !before.some((b) => b.player === d.player && b.id === d.id));
}

/**
 * A newly owed decision starts the player's turn when it is theirs and nothing has happened in it
 * yet (a decision later in the turn, e.g. after an opponent answered their Militia, is a 'decision').
 */
export function isTurnStart(d: Decision, after: GameState): boolean {
  const t = after.turn;
  return d.player === t.player && t.played.length === 0 && t.bought.length === 0 && t.gained.length === 0;
}

/**
 * The mail an event causes: a nudge to each human who newly owes a decision (all at once for a
 * simultaneous decision), except the one who just moved and still acts; at game over, results to all.
 */
export function notificationsFor(meta: GameMeta, before: readonly Decision[], after: GameState, actor: number | null,
  l: LinkSettings, now: number): Notification[] {
  const title = `Dominion ${meta.gameId}`;
  if (after.result) {
    return meta.seats.flatMap((seat, p) => {
      if (!seat.email) return [];
      const v = view(after, p);
      const winners = after.result!.winners.map((w) => meta.seats[w]!.name).join(' and ');
      const lines = [`The game is over. ${winners} ${after.result!.winners.length > 1 ? 'share the win' : 'wins'}.`, ...boardSummary(v)];
      return [render(l, seat.email, now, `${title}: game over, ${winners} won`, lines, gameLink(l, meta.gameId, seat.email, now, 'history'), 'over')];
    });
  }
  return newlyOwed(before, after, meta)
    .filter((d) => !(d.player === actor && before.some((b) => b.player === actor)))
    .map((d) => {
      const email = meta.seats[d.player]!.email!;
      const v = view(after, d.player);
      const what = d.kind === 'turn' ? (d.player === after.turn.player && after.turn.phase === 'action' && before.every((b) => b.player !== d.player) ? 'It is your turn.' : d.prompt) : d.prompt;
      const lines = [`${meta.seats[d.player]!.name}, you're up. ${what}`, ...boardSummary(v)];
      return render(l, email, now, `${title}: your move (turn ${after.turn.number})`, lines, gameLink(l, meta.gameId, email, now),
        isTurnStart(d, after) ? 'turn' : 'decision');
    });
}

export function reminderFor(meta: GameMeta, state: GameState, d: Decision, l: LinkSettings, now: number): Notification {
  const email = meta.seats[d.player]!.email!;
  const lines = [`A reminder: the game is waiting for you. ${d.prompt}`, ...boardSummary(view(state, d.player))];
  if (meta.deadlineMs) lines.push(`If you don't move within the deadline, the Big Money bot moves for you.`);
  return render(l, email, now, `Dominion ${meta.gameId}: still your move`, lines, gameLink(l, meta.gameId, email, now), 'reminder');
}

export function invitationFor(meta: GameMeta, email: string, l: LinkSettings, now: number): Notification {
  const host = meta.seats[0]!.name;
  const lines = [`${host} invites you to a game of Dominion (by mail) with ${meta.seats.map((s) => s.name).join(', ')}.`,
    `Kingdom: ${meta.config.kingdom.join(', ')}.`, 'Open the link to accept.'];
  return render(l, email, now, `Dominion ${meta.gameId}: ${host} invites you`, lines, gameLink(l, meta.gameId, email, now), 'invite');
}

/**
 * The daily digest: every game waiting on the player (from their "my games" list), each with its
 * one-click link. Only names and dates the player may see anyway.
 */
export function digestFor(email: string, games: readonly UserGame[], l: LinkSettings, now: number): Notification {
  const items = games.map((g) => {
    const what = g.status === 'open' ? 'invites you' : 'waits for your move';
    const since = new Date(g.updatedAt).toISOString().slice(0, 16).replace('T', ' ');
    return { line: `Game ${g.gameId} with ${g.players.join(', ')} ${what} (since ${since} UTC)`, link: gameLink(l, g.gameId, email, now) };
  });
  const n = games.length;
  const subject = `Dominion: ${n} game${n === 1 ? '' : 's'} waiting for you`;
  const intro = `Your daily digest: ${n} game${n === 1 ? ' is' : 's are'} waiting for you.`;
  const prefs = prefsLink(l, email, now);
  const text = [intro, '', ...items.flatMap((i) => [i.line, `  ${i.link}`]), '', `Email settings: ${prefs}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif"><p>${esc(intro)}</p><ul>`
    + items.map((i) => `<li>${esc(i.line)} <a href="${esc(i.link)}">Open</a></li>`).join('')
    + `</ul><p style="font-size:small;color:#666"><a href="${esc(prefs)}">Email settings</a></p></body></html>`;
  return { to: email, subject, text, html, reason: 'digest' };
}
