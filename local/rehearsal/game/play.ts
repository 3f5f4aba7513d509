// The rehearsal's game: three humans and a bot, each human on a different surface (A at the table
// over HTTP, B from answer links in mail, C by mail replies), a random kingdom from every set with
// Events and Landmarks, "your move" mail after a grace period, to the game's end. On the way A asks
// to take a move back and B and C accept from their mail; A's address bounces once and A asks for
// mail again later. Time passes as it would: when whoever owes a decision has no mail yet, the
// clock moves a minute at a time (the scheduled jobs run on their schedules); a decision B's or C's
// mail cannot answer is left to the game's deadline bot. At the end the ledger checks the mail.
import { randomUUID } from 'node:crypto';
import type { Surface } from '../surface.js';
import { createGame, gameHistory, gameLog, joinGame, readGame, type Game } from './api.js';
import { askTakeBack, linkActs, replyActs, tablePlays } from './acts.js';
import { MailLedger } from './ledger.js';
import { gameMails, kindOf, mailsTo } from './mail-reading.js';
import { MINUTE, mailOf, type Humans, type Run } from './run.js';
import { Attendance } from './attendance.js';

export interface GameReport {
  gameId: string;
  /** The humans' addresses: A at the table, B by links, C by replies. */
  players: Humans;
  gameOver: boolean;
  winners: string[];
  /** Turns taken, all players together. */
  turns: number;
  moves: { http: number; links: number; replies: number; bot: number; deadlineBot: number };
  /** Waits B's links or C's replies could not answer, left to the deadline bot. */
  unanswerable: { links: number; replies: number };
  takeBack: boolean;
  bounced: string;
  mailsSent: number;
  mailsDuplicated: number;
  mailsLost: number;
  /** The game's kingdom, Events and Landmarks (what the random deal gave). */
  kingdom: string[];
  /** How long the game took on the surface's clock (minutes). */
  minutes: number;
  problems: string[];
}

export interface PlayOptions {
  /** Makes the players' addresses and the turns of the take-back and the bounce (default: random). */
  seed?: string;
  log?: (line: string) => void;
  /** The presence window the server uses (default 3 minutes, as deployed). */
  presentMs?: number;
  /** Fails loudly past this many steps (moves and minutes waited together; default 40,000), or a week on the clock. */
  maxSteps?: number;
}

const GRACE_MINUTES = 3;
/** The deadline bot moves for a player after an hour: what B's or C's mail cannot answer waits that long. */
const DEADLINE_HOURS = 1;
/** A game here takes hours on the clock (each deadline an hour): a week means it is stuck. */
const MAX_CLOCK_MS = 7 * 24 * 60 * MINUTE;

export type { Humans };

export async function playGame(surface: Surface, o: PlayOptions = {}): Promise<GameReport> {
  const seed = o.seed ?? randomUUID().slice(0, 8);
  const log = o.log ?? (() => undefined);
  const presentMs = o.presentMs ?? 3 * MINUTE;
  const started = surface.now();
  const problems: string[] = [];
  const { r, kingdom } = await setUp(surface, seed, presentMs, log, problems);
  const rand = seeded(seed);
  // The take-back comes after A's 2nd to 4th turn, the bounce a turn or two later.
  const takeBackAfterTurn = 2 + Math.floor(rand() * 3);
  const away = new Attendance(r, takeBackAfterTurn + 1 + Math.floor(rand() * 2), presentMs, GRACE_MINUTES * MINUTE);
  const { g, takeBack } = await playToTheEnd(r, takeBackAfterTurn, away, {
    maxSteps: o.maxSteps ?? 40_000,
    maxMs: MAX_CLOCK_MS,
    problems,
  });

  await surface.settle();
  const end = surface.now();
  const check = r.ledger.check(gameMails(await surface.mails(), r.gameId), end, await recordTimes(surface, r));
  for (const h of [r.humans.a, r.humans.b, r.humans.c]) {
    if (!(await mailOf(r, h)).some((m) => kindOf(m.mail) === 'over')) problems.push(`${h} got no game-over mail`);
  }
  const lines = await gameLog(surface, r.humans.a, r.gameId);
  const botName = g.seats.find((s) => s.kind === 'bot')?.name ?? '';
  const result = g.view?.result ?? null;
  return {
    gameId: r.gameId,
    players: r.humans,
    gameOver: !!result,
    winners: (result?.winners ?? []).map((w) => g.seats.find((s) => s.seat === w)?.name ?? `seat ${w}`),
    turns: (g.view?.players ?? []).reduce((n, p) => n + p.turnsTaken, 0),
    moves: {
      http: r.counts.http,
      links: r.counts.links,
      replies: r.counts.replies,
      bot: lines.filter((l) => new RegExp(`^\\d+ ${escaped(botName)}: `).test(l)).length,
      deadlineBot: lines.filter((l) => l.endsWith('# by the deadline bot')).length,
    },
    unanswerable: r.counts.unanswerable,
    takeBack,
    bounced: r.humans.a,
    mailsSent: check.sent,
    mailsDuplicated: check.duplicated,
    mailsLost: check.lost,
    kingdom,
    minutes: Math.round((end - started) / MINUTE),
    problems: [...problems, ...away.problems(), ...check.problems],
  };
}

/** A creates the game over the API; B and C, invited by mail, join (as the web server does after they follow the invitation). */
async function setUp(surface: Surface, seed: string, presentMs: number, log: (l: string) => void, problems: string[]) {
  const tag =
    seed
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'x';
  const humans: Humans = { a: `alice.${tag}@example.com`, b: `bob.${tag}@example.com`, c: `carol.${tag}@example.com` };
  const created = await createGame(surface, humans.a, {
    name: 'Alice',
    seats: [{ email: humans.b, name: 'Bob' }, { email: humans.c, name: 'Carol' }, { bot: 'normal' }],
    randomFrom: ['base', 'intrigue', 'empires'],
    randomLandscapes: 2,
    mailGraceMinutes: GRACE_MINUTES,
    deadlineHours: DEADLINE_HOURS,
  });
  const gameId = created.gameId;
  log(`game ${gameId}: ${created.kingdom.join(', ')}; ${[...created.events, ...created.landmarks].join(', ')}`);
  await surface.settle();
  for (const invited of [humans.b, humans.c]) {
    if (!mailsTo(gameMails(await surface.mails(), gameId), invited).some((m) => kindOf(m) === 'invitation'))
      problems.push(`${invited} got no invitation`);
    await joinGame(surface, invited, gameId);
  }
  const byName = new Map([
    ['Alice', humans.a],
    ['Bob', humans.b],
    ['Carol', humans.c],
  ]);
  const seatEmail = new Map(
    created.seats.flatMap((s) => {
      const e = byName.get(s.name);
      return e ? [[s.seat, e] as const] : [];
    }),
  );
  const ledger = new MailLedger(
    [humans.a, humans.b, humans.c],
    { graceMs: GRACE_MINUTES * MINUTE, presentMs, lateMs: 2 * MINUTE },
    surface.now(),
  );
  const r: Run = {
    surface,
    gameId,
    humans,
    seatEmail,
    ledger,
    log,
    counts: { http: 0, links: 0, replies: 0, unanswerable: { links: 0, replies: 0 } },
    used: new Set(),
    failedReplies: 0,
    deadlinesNoted: new Set(),
  };
  return { r, kingdom: [...created.kingdom, ...created.events, ...created.landmarks] };
}

/**
 * The game, step by step to its end: a take-back request open is answered first (C by reply, B by
 * its link); then A plays at the table when A owes; then C and B act on new mail; when nobody can,
 * a minute passes. Throws past `maxSteps` steps or `maxMs` on the clock.
 */
async function playToTheEnd(
  r: Run,
  takeBackAfterTurn: number,
  away: Attendance,
  limits: { maxSteps: number; maxMs: number; problems: string[] },
) {
  const { surface, humans } = r;
  const started = surface.now();
  let aTurns = 0;
  let takeBack: 'not yet' | 'asked' | 'accepted' | 'closed' = 'not yet';
  for (let step = 0; ; step++) {
    const g = await look(r);
    if (g.status === 'over' || g.view?.result) return { g, takeBack: takeBack === 'accepted' };
    if (step >= limits.maxSteps || surface.now() - started > limits.maxMs) {
      throw new Error(
        `The game ${r.gameId} did not end within ${step} steps and ${Math.round((surface.now() - started) / MINUTE)} minutes (A took ${aTurns} turns; seq ${g.seq}).`,
      );
    }
    const owing = new Set((g.view?.waitingOn ?? []).map((w) => r.seatEmail.get(w.player)));
    const request = g.undo?.request ?? null;
    if (takeBack === 'asked' && !request) {
      takeBack = owing.has(humans.a) ? 'accepted' : 'closed';
      r.log(`the take-back was ${takeBack}${takeBack === 'accepted' ? ': A owes again' : ''}`);
      if (takeBack === 'closed') limits.problems.push('the take-back request closed without A owing again');
    }
    if (request) {
      const waitingFor = new Set(request.waitingFor.map((s) => r.seatEmail.get(s)));
      if ((waitingFor.has(humans.c) && (await replyActs(r))) || (waitingFor.has(humans.b) && (await linkActs(r))))
        continue;
    } else if (owing.has(humans.a)) {
      if (await away.holdsA()) continue;
      const after = await tablePlays(r);
      aTurns++;
      await away.afterTurn();
      if (takeBack === 'not yet' && aTurns >= takeBackAfterTurn && (await askTakeBack(r, after))) takeBack = 'asked';
      continue;
    } else if ((owing.has(humans.c) && (await replyActs(r))) || (owing.has(humans.b) && (await linkActs(r)))) {
      continue;
    }
    await surface.advance(MINUTE);
    await noteDeadlineMoves(r);
  }
}

/** The referee's look (as A, without a sighting): who owes what; each human's wait noted in the ledger. */
async function look(r: Run): Promise<Game> {
  const g = await readGame(r.surface, r.humans.a, r.gameId);
  const owing = new Set((g.view?.waitingOn ?? []).map((w) => r.seatEmail.get(w.player)));
  const at = r.surface.now();
  for (const h of [r.humans.a, r.humans.b, r.humans.c]) r.ledger.owes(h, at, owing.has(h) && !g.view?.result, g.seq);
  return g;
}

/** The deadline bot's mail to a human says it moved for them: that wait ended then (the ledger's act). */
async function noteDeadlineMoves(r: Run): Promise<void> {
  for (const e of [r.humans.a, r.humans.b, r.humans.c]) {
    for (const m of await mailOf(r, e)) {
      if (kindOf(m.mail) !== 'deadline' || r.deadlinesNoted.has(m.index)) continue;
      r.deadlinesNoted.add(m.index);
      r.ledger.acted(e, m.mail.at);
      r.log(`the deadline bot moved for ${e.split('.', 1)[0]}`);
    }
  }
}

/** When each of the game's log records was made (seq → ms), as its history gives them: when the waits began. */
async function recordTimes(surface: Surface, r: Run): Promise<Map<number, number>> {
  const history = await gameHistory(surface, r.humans.a, r.gameId);
  return new Map(history.events.map((e) => [e.seq, Date.parse(e.at)]));
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A small seeded generator (mulberry32 over the seed's hash): the same seed, the same plan. */
function seeded(seed: string): () => number {
  let h = 1779033703;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
