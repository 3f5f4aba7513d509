// Helpers for the backend suites: a local runtime (the real local SES emulator, and the store on
// dynalite for the integration tier, `*.int.test.ts`, or the in-memory twin for the fast tier), the
// mail it caught, a settable clock, and a simple player that moves from its own view only.
import {
  startLocal,
  type CallOptions,
  type DynaliteLocal,
  type Local,
  type LocalOptions,
} from '../../local/runtime.js';
import { afterAll, beforeAll } from 'vitest';
import { answerOf, type Answer, type BodyFor } from '../../local/answer.js';
import type { DecisionView, ForcedSetup, GameView } from '../../engine/index.js';
import type { MoveData } from '../../contract/api.js';
import { MailNotSent, type Mailer } from '../../lambdas/kernel/mailer.js';
import type { Notification } from '../../lambdas/store/records.js';
import { checkAnswer } from './contract-check.js';
import { verifyToken } from '../../auth/verify.js';

export interface CaughtMail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export class Clock {
  constructor(public t = Date.UTC(2030, 0, 1)) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

/** A mailer wrapper whose sends fail (as if SES were unreachable: certainly not sent) while `failing` is set. */
export function faultyMailer() {
  const f = {
    failing: false,
    attempts: 0,
    wrap: (m: Mailer): Mailer => ({
      budgetMs: m.budgetMs,
      ...(m.wasSent ? { wasSent: m.wasSent.bind(m) } : {}),
      async send(n, id) {
        f.attempts++;
        if (f.failing) throw new MailNotSent('injected: SES is unreachable');
        return m.send(n, id);
      },
    }),
  };
  return f;
}

let userNo = 0;
/** A fresh address per test, so profiles and mail do not mix between tests. */
export const freshUser = (name: string) => `${name}.${process.pid}.${userNo++}@example.com`;

/** Sets a player's settings through POST /me (must succeed); returns the stored profile. */
export async function setPrefs(l: Local, email: string, body: Record<string, unknown>) {
  const r = await l.call('POST', '/me', { token: l.token(email), body });
  if (r.status !== 200) throw new Error(`POST /me failed: ${r.raw}`);
  return r.body;
}

type TestOptions = Omit<LocalOptions, 'store'>;

/** Every answer of `l` checked against the API contract (contract-check.ts). */
function checked<L extends Local>(l: L): L {
  const call = l.call.bind(l);
  l.call = async (method, path, opts) => {
    const r = await call(method, path, opts);
    checkAnswer(method, path, r.status, r.raw);
    return r;
  };
  return l;
}

/** The runtime on dynalite: for tests of DynamoDB behaviour (races, conditions, raw items, the AWS handlers). */
export async function local(o: TestOptions = {}): Promise<DynaliteLocal> {
  return checked(await startLocal({ snapshotEvery: 10, ...o, store: 'dynalite' }));
}

/** The runtime on the in-memory store (same semantics, held to them by test/lambdas/store): the fast tier. */
export async function memoryLocal(o: TestOptions = {}): Promise<Local> {
  return checked(await startLocal({ snapshotEvery: 10, ...o, store: 'memory' }));
}

/**
 * The in-memory runtime for one test file: started before its tests, closed after them. The value
 * stands for it from the start (each property read goes to the runtime started), so a file
 * declares its runtime in one line.
 */
export function memoryLocalPerFile(o: TestOptions = {}): Local {
  let current: Local | undefined;
  beforeAll(async () => {
    current = await memoryLocal(o);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Local, {
    get: (_, name) => {
      if (!current) throw new Error('The runtime starts before the tests (beforeAll): read it in a test.');
      return Reflect.get(current, name) as unknown;
    },
  });
}

/** The mail the emulator caught, once the mail sent after the last responses is out. */
export async function mail(l: Local): Promise<CaughtMail[]> {
  await l.idle();
  const r = await fetch(`${l.sesUrl}/store`);
  return ((await r.json()) as { emails: CaughtMail[] }).emails;
}

export async function clearMail(l: Local): Promise<void> {
  await l.idle();
  await fetch(`${l.sesUrl}/clear-store`, { method: 'POST' });
}

let keyNo = 0;
export const key = () => `k-${process.pid}-${Date.now()}-${keyNo++}`;

/** Big Money from the player's view: treasures, Province at 8, Gold at 6, Silver at 3. */
export function autopilot(v: GameView, o: { militia?: boolean } = {}): MoveData {
  const d = v.decision!;
  if (d.kind !== 'turn') return { type: 'answer', answer: simplestAnswer(d) };
  if (d.phase === 'action')
    return o.militia && v.turn.actions > 0 && v.you!.hand.includes('Militia')
      ? { type: 'play', card: 'Militia' }
      : { type: 'endPhase' };
  const treasures = v.you!.hand.filter((c) => c === 'Copper' || c === 'Silver' || c === 'Gold');
  if (treasures.length > 0 && v.turn.buys > 0) return { type: 'playTreasures' };
  if (v.turn.buys > 0) {
    const has = (n: string) => v.supply.some((p) => p.top === n && p.count > 0);
    if (v.turn.coins >= 8 && has('Province')) return { type: 'buy', card: 'Province' };
    if (v.turn.coins >= 6 && has('Gold')) return { type: 'buy', card: 'Gold' };
    if (o.militia && v.turn.coins >= 4 && v.turn.coins <= 5 && has('Militia') && v.turn.number <= 12)
      return { type: 'buy', card: 'Militia' };
    if (v.turn.coins >= 3 && has('Silver')) return { type: 'buy', card: 'Silver' };
  }
  return { type: 'endPhase' };
}

/** `email` makes the autopilot's move on the game as they see it (`game`: the body of GET /games/:id), on its seq. */
export function autoMove(
  l: Local,
  gameId: string,
  email: string,
  game: { seq: number; view: GameView | null },
  o: { militia?: boolean } = {},
) {
  if (!game.view) throw new Error(`${email} has no view of game ${gameId}: it has not started`);
  return l.call('POST', `/games/${gameId}/moves`, {
    token: l.token(email),
    body: { gameId, expectedSeq: game.seq, idempotencyKey: key(), move: autopilot(game.view, o) },
  });
}

function simplestAnswer(d: Exclude<DecisionView, { kind: 'turn' }>) {
  switch (d.kind) {
    case 'cards':
      return { kind: 'cards' as const, cards: d.candidates.slice(0, d.min) };
    case 'pile':
      return { kind: 'pile' as const, pile: d.optional ? null : d.piles[0] };
    case 'option':
      return { kind: 'option' as const, options: d.options.slice(0, Math.max(1, d.min)).map((o) => o.id) };
    case 'order':
      return { kind: 'order' as const, cards: d.cards };
    case 'number':
      return { kind: 'number' as const, value: d.min };
    case 'yesno':
      return { kind: 'yesno' as const, yes: false };
  }
}

export const KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];

/**
 * Creates a game of `creator` against `others` and accepts every invitation. Its "your move" mail
 * goes at once (no grace period) unless `extra` sets one: test/lambdas/game/mail-attention.test.ts
 * covers the grace period and presence. A `setup` (forced zones or pile sizes) is written into
 * the game's record before the last invitation is accepted, so it needs an invited human.
 */
export async function newGame(
  l: Local,
  creator: string,
  others: ({ email: string } | { bot: string })[],
  extra: Record<string, unknown> = {},
  setup?: ForcedSetup,
) {
  const created = await l.call('POST', '/games', {
    token: l.token(creator),
    body: { seats: others, kingdom: KINGDOM, mailGraceMinutes: 0, ...extra },
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.raw}`);
  const gameId = created.body.gameId;
  if (setup) {
    const meta = (await l.ctx.store.getMeta(gameId))!;
    if (meta.status !== 'open') throw new Error('a forced setup needs a game that has not started (an invited human)');
    await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, setup } }, meta.version);
  }
  for (const o of others) {
    if ('email' in o) {
      const j = await l.call('POST', `/games/${gameId}/join`, { token: l.token(o.email) });
      if (j.status !== 200) throw new Error(`join failed: ${j.raw}`);
    }
  }
  return gameId;
}

/** Calls the API over real HTTP (the local server), like the web app will. */
export async function http<M extends string, P extends string>(
  l: Local,
  method: M,
  path: P,
  opts: CallOptions = {},
): Promise<Answer<BodyFor<M, P>>> {
  const res = await fetch(`${l.apiUrl}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined || opts.rawBody ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const raw = await res.text();
  checkAnswer(method, path, res.status, raw);
  return answerOf(method, path, res.status, raw);
}

/** Which of `emails` owes a decision in the game now, with the game as they see it. */
export async function whoOwes(l: Local, gameId: string, emails: readonly string[]) {
  for (const email of emails) {
    const v = await l.call('GET', `/games/${gameId}`, { token: l.token(email) });
    if (v.body.view?.decision) return { email, v: v.body };
  }
  throw new Error('nobody owes a decision');
}

/**
 * Every mail a game's items hold on DynamoDB, sent or not: its events' outboxes (game over, the
 * deadline bot), its "your move" mail (MAIL#notice/…) and invitations, with each item's skip marks.
 */
export async function storedMail(l: DynaliteLocal, gameId: string) {
  const items = await l.dynamo.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `GAME#${gameId}` },
  });
  return items
    .filter((it) => Array.isArray(it.outbox))
    .map((it) => ({
      sk: String(it.sk),
      outbox: it.outbox as Notification[],
      skips: Object.entries(it)
        .filter(([k]) => k.startsWith('skip_'))
        .map(([, v]) => String(v)),
    }));
}

/** How many events the game's log holds. */
export const eventCount = async (l: Local, gameId: string) => (await l.ctx.store.events(gameId, 0)).length;

/** Alice's game with Bob (humans, no grace period: mail goes at once) from a forced setup, Bob joined: it has started. */
export async function setupGame(l: Local, alice: string, bob: string, setup: Record<string, unknown>): Promise<string> {
  const created = await l.call('POST', '/games', {
    token: l.token(alice),
    body: { name: 'Alice', seats: [{ email: bob, name: 'Bob' }], kingdom: KINGDOM, mailGraceMinutes: 0 },
  });
  if (created.status !== 201) throw new Error(`game not created: ${created.raw}`);
  const gameId = created.body.gameId;
  const meta = (await l.ctx.store.getMeta(gameId))!;
  await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, setup } }, meta.version);
  const joined = await l.call('POST', `/games/${gameId}/join`, { token: l.token(bob) });
  if (joined.status !== 200) throw new Error(`Bob did not join: ${joined.raw}`);
  return gameId;
}

/** The answer links (label and token) of the newest mail to `to` about the game, waiting for one (up to ~2.5 s). */
export async function answerLinksTo(l: Local, to: string, gameId: string): Promise<{ label: string; token: string }[]> {
  for (let i = 0; i < 50; i++) {
    const m = (await mail(l)).filter((x) => x.destination.to.includes(to) && x.subject.includes(gameId)).at(-1);
    const links = [...(m?.body.text ?? '').matchAll(/^ {2}(.+): \S+\/games\/[\w-]+\/answer\?token=([\w.-]+)$/gm)].map(
      (x) => ({ label: x[1], token: x[2] }),
    );
    if (links.length) return links;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer links reached ${to}`);
}

/**
 * `to` presses the answer link of their newest mail about the game whose label matches `label`
 * (the mail caught first cleared): the link's claims and the answer of the move it made.
 */
export async function pressAnswerLink(l: Local, to: string, gameId: string, label: RegExp, now: number) {
  const links = await answerLinksTo(l, to, gameId);
  const link = links.find((x) => label.test(x.label));
  if (!link) throw new Error(`no answer link like ${label}: ${JSON.stringify(links.map((x) => x.label))}`);
  const c = await verifyToken(l.ctx.secret, link.token, 'answer', now);
  if (c?.aud !== 'answer') throw new Error('not an answer link');
  await clearMail(l);
  const pressed = await http(l, 'POST', `/games/${gameId}/moves`, {
    token: link.token,
    body: { gameId, expectedSeq: c.seq, idempotencyKey: key(), move: c.ans },
  });
  return { c, pressed };
}

/** The game as `email` sees it (GET /games/{id}): its body. */
export const readGame = async (l: Local, email: string, gameId: string) =>
  (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;

/** POST /games/{id}/moves as `email` with a fresh idempotency key and `body` (expectedSeq and a move or undo). */
export const postMove = (l: Local, email: string, gameId: string, body: Record<string, unknown>) =>
  l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body: { gameId, idempotencyKey: key(), ...body } });
