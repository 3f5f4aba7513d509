// The "mixed" scenario of the mail report (mail-report.ts): three humans at grace 0, each playing
// one way from start to end — Ann at the web table (the page polls the game), Ben only by the answer
// links in his mail, Cat only by replying to her mail — in a kingdom of Actions that ask questions,
// drawn from a seed (the same game every run), on the real pipeline with a simulated clock.
//
// Ben and Cat act only on mail: a mail brings them back after a delay of their own. Ben presses the
// link of his latest mail that makes the move the normal bot would (else its first link); a mail
// with no links (a decision with too many answers), or whose link no longer stands (another player
// answered a shared question first), he answers by reply, and that is counted (fallbackReplies).
// Cat writes, one per line, the moves the bot would make until one shows her something new (a
// draw, a reveal): what she cannot know before the answer comes. What is measured per player:
// the mails per own turn, and the longest simulated time from one of their moves to the mail that
// asks them the next thing, when something is owed then (a table player moves again first: not counted).
import { LOCAL_MAIL_FROM, startLocal, type Local } from '../runtime.js';
import { passTime } from './sim-clock.js';
import { loadGame } from '../../lambdas/kernel/replay.js';
import {
  apply,
  decisionFor,
  formatMove,
  getBotOrRandom,
  seedFromString,
  type GameState,
  type Move,
} from '../../lambdas/kernel/rules.js';
import { verifyToken } from '../../auth/verify.js';
import { receiveMail } from '../../lambdas/inbound/receive.js';
import type { Mailer } from '../../lambdas/kernel/mailer.js';
import type { Notification } from '../../lambdas/store/records.js';
import { DAY, MINUTE } from '../../lambdas/kernel/durations.js';

export type Role = 'table' | 'links' | 'replies';

export interface MixedPlayer {
  role: Role;
  mails: number;
  ownTurns: number;
  mailsPerOwnTurn: number;
  /** The longest wait from one of the player's moves to the mail asking the next thing (seconds). */
  maxWaitSeconds: number;
  /** Moves made (a reply's lines each count). */
  moves: number;
  /** Mails the player acted on by reply although their role is another (no answer link offered, or it no longer stood). */
  fallbackReplies: number;
  /** Returns on a mail that found nothing owed (a mail about something already done or gone). */
  idleVisits: number;
  byReason: Record<string, number>;
}

export interface MixedCount {
  scenario: 'mixed';
  kingdom: string[];
  perPlayer: Record<string, MixedPlayer>;
  moves: number;
  over: boolean;
}

/** Actions that ask their player, or another, something (Base, Intrigue, Empires). */
const ASKING = [
  'Gladiator/Fortune',
  'Torturer',
  'Militia',
  'Cellar',
  'Chapel',
  'Remodel',
  'Masquerade',
  'Swindler',
  'Vassal',
  'Harbinger',
  'Sentry',
  'Library',
  'Courtier',
  'Minion',
  'Catapult/Rocks',
  'Sacrifice',
  'Legionary',
  'Throne Room',
  'Bureaucrat',
  'Moneylender',
  'Poacher',
  'Mine',
  'Artisan',
  'Witch',
  'Bandit',
  'Lurker',
  'Pawn',
  'Steward',
  'Baron',
  'Ironworks',
  'Upgrade',
  'Replace',
  'Patrol',
  'Trading Post',
  'Moat',
  'Wishing Well',
  'Diplomat',
  'Mill',
  'Secret Passage',
  'Charm',
  'Crown',
  'Enchantress',
];

/** Ten of ASKING, drawn by `seed` (a seeded shuffle: the same ten every run). */
export function mixedKingdom(seed: string): string[] {
  const pool = [...ASKING];
  // FNV-1a of the seed, then a xorshift-multiply step per draw.
  let h = [...seed].reduce((x, c) => Math.imul(x ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  const next = () => {
    h = (Math.imul(h ^ (h >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return h;
  };
  for (let i = pool.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, 10);
}

interface Player {
  name: string;
  email: string;
  role: Role;
  seat: number;
  /** How long after a mail the player acts on it. */
  delayMs: number;
  /** Mails already read. */
  read: number;
  /** When the player acts next on their mail (null: no unread mail). */
  actAt: number | null;
  /** The time of their move after which they owe something and wait for mail (null: not waiting). */
  waitingSince: number | null;
  maxWaitMs: number;
  moves: number;
  fallbackReplies: number;
  idleVisits: number;
  /** When a table player last looked at the game. */
  lookedAt: number;
}

interface Sent {
  n: Notification;
  at: number;
}
interface Sim {
  l: Local;
  gameId: string;
  now: () => number;
  sent: Sent[];
  key: () => string;
  /** Names the bots' choices (not the game id, which is random). */
  seed: string;
}

const TICK_MS = 5_000;

/** Plays the mixed game to its end (or `maxDays` of simulated time) and measures its mail. */
export async function simulateMixed(o: { gameNo?: number; maxDays?: number } = {}): Promise<MixedCount> {
  const clock = { t: Date.UTC(2030, 0, 1, 9) };
  const sent: Sent[] = [];
  const counting = (m: Mailer): Mailer => ({
    budgetMs: m.budgetMs,
    ...(m.wasSent ? { wasSent: m.wasSent.bind(m) } : {}),
    async send(n, id) {
      await m.send(n, id);
      sent.push({ n, at: clock.t });
    },
  });
  const l = await startLocal({ store: 'memory', now: () => clock.t, wrapMailer: counting });
  try {
    const kingdom = mixedKingdom(`mixed/${o.gameNo ?? 0}`);
    const people = [
      { name: 'Ann', email: 'ann@mail-report.example', role: 'table' as const, delayMs: 0 },
      { name: 'Ben', email: 'ben@mail-report.example', role: 'links' as const, delayMs: 20_000 },
      { name: 'Cat', email: 'cat@mail-report.example', role: 'replies' as const, delayMs: 30_000 },
    ];
    const created = await l.call('POST', '/games', {
      token: l.token(people[0].email),
      body: {
        name: 'Ann',
        seats: people.slice(1).map((p) => ({ email: p.email, name: p.name })),
        kingdom,
        mailGraceMinutes: 0,
      },
    });
    if (created.status !== 201) throw new Error(`create failed: ${created.raw}`);
    const gameId = created.body.gameId;
    // The same shuffles every run: the game's seed set before it starts (the last join starts it).
    const open = (await l.ctx.store.getMeta(gameId))!;
    await l.ctx.store.replaceMeta(
      { ...open, config: { ...open.config, seed: `mail-report/mixed/${o.gameNo ?? 0}` } },
      open.version,
    );
    for (const p of people.slice(1)) {
      const j = await l.call('POST', `/games/${gameId}/join`, { token: l.token(p.email) });
      if (j.status !== 200) throw new Error(`join failed: ${j.raw}`);
    }
    await l.idle();
    const meta = (await l.ctx.store.getMeta(gameId))!;
    const players: Player[] = people.map((p) => ({
      ...p,
      seat: meta.seats.findIndex((s) => s.email === p.email),
      read: 0,
      actAt: null,
      waitingSince: null,
      maxWaitMs: 0,
      moves: 0,
      fallbackReplies: 0,
      idleVisits: 0,
      lookedAt: -Infinity,
    }));
    let keys = 0;
    const sim: Sim = {
      l,
      gameId,
      now: () => clock.t,
      sent,
      key: () => `mixed-${o.gameNo ?? 0}-${keys++}`,
      seed: String(o.gameNo ?? 0),
    };
    const over = await play(sim, players, (o.maxDays ?? 3) * DAY, (ms) => passTime(l, clock, ms));
    const g = await loadGame(l.ctx, gameId);
    const perPlayer: Record<string, MixedPlayer> = {};
    for (const p of players) perPlayer[p.name] = mixedPlayer(p, sent, g.state);
    return { scenario: 'mixed', kingdom, perPlayer, moves: players.reduce((n, p) => n + p.moves, 0), over };
  } finally {
    await l.close();
  }
}

/** What is measured for one player: their mails (by reason, per own turn), longest wait and moves. */
function mixedPlayer(p: Player, sent: Sent[], state: GameState | null): MixedPlayer {
  const mine = sent.filter((s) => s.n.to === p.email);
  const byReason: Record<string, number> = {};
  for (const s of mine) byReason[s.n.reason ?? 'none'] = (byReason[s.n.reason ?? 'none'] ?? 0) + 1;
  const ownTurns = state?.players[p.seat]?.turnsTaken ?? 0;
  return {
    role: p.role,
    mails: mine.length,
    ownTurns,
    mailsPerOwnTurn: round2(mine.length / Math.max(1, ownTurns)),
    maxWaitSeconds: p.maxWaitMs / 1000,
    moves: p.moves,
    fallbackReplies: p.fallbackReplies,
    idleVisits: p.idleVisits,
    byReason,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The game from the first move to the end: every tick, new mail is read, and whoever is due acts. */
async function play(
  s: Sim,
  players: Player[],
  maxMs: number,
  advance: (ms: number) => Promise<void>,
): Promise<boolean> {
  const end = s.now() + maxMs;
  while (s.now() < end) {
    await advance(TICK_MS);
    for (const p of players) readMail(s, p);
    for (const p of players) {
      if (p.role !== 'table' && (p.actAt === null || p.actAt > s.now())) continue;
      p.actAt = null;
      const made = p.role === 'table' ? await atTable(s, p) : await fromMail(s, p);
      if (made === 'over') return true;
      if (made > 0) {
        p.moves += made;
        await s.l.idle();
        // A move clears an earlier wait (its mail did not come first); a new one starts if something is owed now.
        p.waitingSince = (await owes(s, p)) ? s.now() : null;
        readMail(s, p);
      }
    }
  }
  return false;
}

/** New mail to `p`: ends their wait (measured), and brings them back after their delay. */
function readMail(s: Sim, p: Player): void {
  const mine = s.sent.filter((x) => x.n.to === p.email);
  if (mine.length === p.read) return;
  const first = mine[p.read];
  if (p.waitingSince !== null) p.maxWaitMs = Math.max(p.maxWaitMs, first.at - p.waitingSince);
  p.waitingSince = null;
  p.read = mine.length;
  p.actAt ??= first.at + p.delayMs;
}

async function owes(s: Sim, p: Player): Promise<boolean> {
  const g = await loadGame(s.l.ctx, s.gameId);
  return !!g.state && !g.state.result && !!decisionFor(g.state, p.seat);
}

/** The bot's move for `seat` in `state` at `seq` (the same choice every run). */
const botMove = (state: GameState, seat: number, tag: string): Move =>
  getBotOrRandom('normal').move(state, seat, seedFromString(tag));

/** Ann at the table: she looks (the page polls with ?present=1) and makes one move when one is owed. */
async function atTable(s: Sim, p: Player): Promise<number | 'over'> {
  // The page polls; its sighting is written once a minute (markPresent), so a look a minute is as good between moves.
  const summary = await s.l.ctx.store.getSummary(s.gameId);
  if (summary?.status === 'over') return 'over';
  if (!summary?.waiting.some((w) => w.seat === p.seat) && s.now() - p.lookedAt < MINUTE) return 0;
  p.lookedAt = s.now();
  const seen = await s.l.call('GET', `/games/${s.gameId}?present=1`, { token: s.l.token(p.email) });
  if (seen.status !== 200) throw new Error(`GET failed: ${seen.raw}`);
  if (seen.body.view?.result) return 'over';
  if (!seen.body.view?.decision) return 0;
  const g = await loadGame(s.l.ctx, s.gameId);
  const { player: _p, ...move } = botMove(g.state!, p.seat, `mixed/${s.seed}/${g.seq}`);
  const r = await s.l.call('POST', `/games/${s.gameId}/moves`, {
    token: s.l.token(p.email),
    body: { gameId: s.gameId, expectedSeq: seen.body.seq, idempotencyKey: s.key(), move },
  });
  if (r.status !== 200) throw new Error(`move failed: ${r.raw}`);
  return 1;
}

/** Ben or Cat, back because of a mail: they answer their latest mail (Ben by a link when it has one). */
async function fromMail(s: Sim, p: Player): Promise<number | 'over'> {
  const g = await loadGame(s.l.ctx, s.gameId);
  if (!g.state || g.state.result) return g.state?.result ? 'over' : 0;
  const owed = decisionFor(g.state, p.seat);
  const latest = s.sent.filter((x) => x.n.to === p.email).at(-1)?.n;
  if (!owed || !latest) {
    p.idleVisits++;
    return 0;
  }
  if (p.role === 'links') {
    const pressed = await pressLink(
      s,
      p,
      latest,
      formatMove(botMove(g.state, p.seat, `mixed/${s.seed}/${g.seq}`), owed),
    );
    if (pressed !== null && pressed > 0) return pressed;
    if (latest.replyTo) p.fallbackReplies++;
  }
  return latest.replyTo ? reply(s, p, latest.replyTo) : 0;
}

const LINK = /^ {2}.+: \S+\/games\/[\w-]+\/answer\?token=([\w.-]+)$/gm;

/**
 * Presses the link of `mail` that makes `wanted` (else its first); null when the mail has none.
 * Returns the moves made: 0 when the link no longer stands (another player's answer moved the game
 * on since the mail: its page says so, and the mail's reply address still answers the decision).
 */
async function pressLink(s: Sim, p: Player, mail: Notification, wanted: string): Promise<number | null> {
  const links = [];
  for (const [, token] of mail.text.matchAll(LINK)) {
    const c = await verifyToken(s.l.ctx.secret, token, 'answer', s.now());
    if (c?.aud === 'answer') links.push({ token: token, seq: c.seq, lines: c.ans.split('\n') });
  }
  if (!links.length) return null;
  const link = links.find((x) => x.lines[0] === wanted) ?? links.find((x) => x.lines.includes(wanted)) ?? links[0];
  const r = await s.l.call('POST', `/games/${s.gameId}/moves`, {
    token: link.token,
    body: { gameId: s.gameId, expectedSeq: link.seq, idempotencyKey: s.key(), move: link.lines.join('\n') },
  });
  return r.status === 200 ? link.lines.length : 0;
}

/** Replies to `replyTo` with the bot's moves, up to and including the first that shows something new. */
async function reply(s: Sim, p: Player, replyTo: string): Promise<number> {
  const g = await loadGame(s.l.ctx, s.gameId);
  const state = g.state!;
  const lines: string[] = [];
  for (let owed = decisionFor(state, p.seat); owed && lines.length < 12; owed = decisionFor(state, p.seat)) {
    const move = botMove(state, p.seat, `mixed/${s.seed}/${g.seq}/${lines.length}`);
    const text = formatMove(move, owed);
    const r = apply(state, move);
    if (!r.ok) break;
    lines.push(text);
    if (r.revealed || state.result) break;
  }
  const raw = Buffer.from(
    [
      `From: ${p.name} <${p.email}>`,
      `To: ${replyTo}`,
      'Subject: Re: your move',
      `Message-ID: <${s.key()}@mail-report.example>`,
      '',
      ...lines,
      '',
    ].join('\r\n'),
  );
  const out = await receiveMail(s.l.ctx, { raw, recipients: [replyTo] }, LOCAL_MAIL_FROM);
  return out.kind === 'answered' || out.kind === 'done' ? out.report.done.length : 0;
}
