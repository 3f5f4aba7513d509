// Hidden information and access control, tried adversarially against real games: three humans play
// a kingdom full of cards that hide things (Masquerade passes, Archive's face-down cards, Sentry's
// look, Secret Passage's card, Courtyard's card; Lurker's public trash as the control), and after
// every move each player's answers are checked against the engine state replayed here: no other
// hand, no deck or discard list, no hidden log card, no seed, no other player's email — in the
// view, the history at any step, the timeline's every board, the turn log, the exported log, every
// mail and every answer link's page (what it reads, as its mail is made); the same for taking moves
// back (a request, its mail, the acceptances, the take). Then who may read a game at all (tokens of
// every kind), the history's `at`, display names, the digest and bounces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, createGame, decisionFor, formatMove, gameOutcome, gameTimeline, liveSteps, parseMove, replay, sinceLastMove, sinceLines, type GameConfig, type GameState, type GameView, type LogEntry, type Move } from '../../engine/index.js';
import type { DynaliteLocal } from '../../local/runtime.js';
import { onBounces } from '../../lambdas/jobs/bounces.js';
import { runReminders } from '../../lambdas/jobs/scheduled.js';
import { timelineViews, toEngineMove, type MoveData } from '../../contract/api.js';
import { receiveReply } from '../../lambdas/app/inbound.js';
import { replyAddressFor } from '../../lambdas/app/reply-address.js';
import { checkReplyLocalPart } from '../../auth/reply-address.js';
import type { Notification } from '../../lambdas/store/records.js';
import type { LogRecord } from '../../lambdas/store/records.js';
import { undoStep } from '../../lambdas/app/replay.js';
import { signToken, type TokenClaims, type TokenRequest } from '../../auth/tokens.js';
import { verifyToken } from '../../auth/verify.js';
import { autopilot, clearMail, Clock, freshUser, http, key, local, mail, newGame, setPrefs, storedMail, type CaughtMail } from './support.js';
import { runOutbox } from '../../lambdas/jobs/scheduled.js';

const clock = new Clock();
let l: DynaliteLocal;
beforeAll(async () => { l = await local({ now: clock.now }); });
afterAll(async () => { await l?.close(); });

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SEED = 'privacy-seed-3f9c1a7e52';
const KINGDOM = ['Archive', 'Courtyard', 'Festival', 'Lurker', 'Market', 'Masquerade', 'Secret Passage', 'Sentry', 'Smithy', 'Village'];
/** Everyone starts with hidden-information cards in hand and near the top of the deck. */
const SETUP: NonNullable<GameConfig['setup']> = {
  firstPlayer: 0,
  piles: { Province: 8 },
  players: {
    0: { hand: ['Village', 'Masquerade', 'Archive', 'Copper', 'Copper'], deck: ['Sentry', 'Secret Passage', 'Estate', 'Copper', 'Courtyard', 'Gold', 'Copper', 'Estate', 'Lurker', 'Silver', 'Copper', 'Copper'], discard: ['Estate', 'Copper'] },
    1: { hand: ['Village', 'Secret Passage', 'Courtyard', 'Copper', 'Estate'], deck: ['Archive', 'Masquerade', 'Sentry', 'Copper', 'Copper', 'Silver', 'Estate', 'Copper', 'Lurker', 'Gold', 'Copper'], discard: ['Copper'] },
    2: { hand: ['Village', 'Sentry', 'Lurker', 'Copper', 'Silver'], deck: ['Courtyard', 'Archive', 'Masquerade', 'Copper', 'Estate', 'Secret Passage', 'Gold', 'Copper', 'Copper', 'Estate'], discard: ['Copper', 'Estate'] },
  },
};

// ---- a player that moves from its own view only, and plays every hiding card it can ------------

const PLAY_ORDER = ['Village', 'Festival', 'Market', 'Lurker', 'Archive', 'Masquerade', 'Secret Passage', 'Sentry', 'Courtyard', 'Smithy'];
const BUY_AT: Record<number, string[]> = { 5: ['Archive', 'Sentry', 'Market'], 4: ['Secret Passage', 'Smithy'], 3: ['Masquerade', 'Village'], 2: ['Courtyard', 'Lurker'] };
const WORST_FIRST = ['Curse', 'Estate', 'Copper', 'Duchy', 'Province'];
const TREASURES = ['Copper', 'Silver', 'Gold'];

function pickCards(d: { candidates: string[]; min: number; max: number; source?: string; verb: string }): string[] {
  const worst = [...d.candidates].sort((a, b) => rank(a) - rank(b));
  const want = (() => {
    switch (`${d.source}/${d.verb}`) {
      case 'Masquerade/pass': case 'Secret Passage/put': return worst.slice(0, 1);
      case 'Masquerade/trash': case 'Sentry/trash': return d.candidates.filter((c) => c === 'Estate' || c === 'Curse').slice(0, 1);
      case 'Sentry/discard': return d.candidates.filter((c) => c === 'Copper');
      case 'Archive/take': return [d.candidates.find((c) => c === 'Gold' || c === 'Silver') ?? d.candidates[0]!];
      case 'Courtyard/topdeck': return [d.candidates.find((c) => PLAY_ORDER.includes(c)) ?? d.candidates[0]!];
      default: return d.candidates.slice(0, d.min);
    }
  })();
  return want.length >= d.min && want.length <= d.max ? want : d.candidates.slice(0, d.min);
}
const rank = (c: string) => (WORST_FIRST.includes(c) ? WORST_FIRST.indexOf(c) : WORST_FIRST.length);

function policy(v: GameView): MoveData {
  const d = v.decision!;
  const hand = v.you!.hand;
  const has = (n: string) => v.supply.some((p) => p.top === n && p.count > 0);
  switch (d.kind) {
    case 'turn': {
      if (d.phase === 'action') {
        const card = v.turn.actions > 0 ? PLAY_ORDER.find((c) => hand.includes(c)) : undefined;
        return card ? { type: 'play', card } : { type: 'endPhase' };
      }
      if (!v.turn.treasuresLocked && hand.some((c) => TREASURES.includes(c))) return { type: 'playTreasures' };
      const c = v.turn.coins;
      if (v.turn.buys > 0) {
        if (c >= 8 && has('Province')) return { type: 'buy', card: 'Province' };
        if (c >= 6 && has('Gold')) return { type: 'buy', card: 'Gold' };
        for (let k = Math.min(c, 5); k >= 2; k--) {
          const options = BUY_AT[k]!.filter(has);
          if (options.length) return { type: 'buy', card: options[v.turn.number % options.length]! };
        }
      }
      return { type: 'endPhase' };
    }
    case 'cards': return { type: 'answer', answer: { kind: 'cards', cards: pickCards(d) } };
    case 'number': return { type: 'answer', answer: { kind: 'number', value: Math.floor((d.min + d.max) / 2) } };
    case 'option': {
      const gain = d.source === 'Lurker' && v.trash.some((c) => KINGDOM.includes(c));
      const id = d.options.find((o) => o.id === (gain ? 'gain' : 'trash'))?.id ?? d.options[0]!.id;
      return { type: 'answer', answer: { kind: 'option', options: d.min === 0 && d.source !== 'Lurker' ? [] : [id] } };
    }
    case 'pile': return { type: 'answer', answer: { kind: 'pile', pile: d.optional ? null : (d.piles.find((p) => p === 'Festival' || p === 'Smithy') ?? d.piles[0]!) } };
    case 'order': return { type: 'answer', answer: { kind: 'order', cards: d.cards } };
    case 'yesno': return { type: 'answer', answer: { kind: 'yesno', yes: false } };
  }
}

// ---- what a player may know, checked independently of view() and redactEntry() -------------------

const names = (s: GameState, ids: readonly number[]) => ids.map((id) => s.cardNames[id]!);
const PUBLIC_PLAYER_KEYS = ['debt', 'deckCount', 'discardCount', 'discardTop', 'durationsInPlay', 'faceDownCount', 'handCount', 'inPlay', 'name', 'setAside', 'turnsTaken', 'vpTokens'];
/** Keys that would mean engine state or stored records left the server. */
const NEVER = ['seed', 'rng', 'config', 'cardNames', 'pending', 'setup', 'flags', 'outbox', 'idem', 'move', 'durations'];

/** Walks a response: engine internals never; while the game runs no hand but the viewer's, no deck or discard list; emails only the viewer's. */
function walkResponse(body: unknown, viewer: number, ownEmail: string, running: boolean): void {
  const walk = (x: unknown, path: string[]): void => {
    if (Array.isArray(x)) { x.forEach((y, i) => walk(y, [...path, String(i)])); return; }
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    const at = path.join('.') || '(top)';
    for (const k of NEVER) expect(o, `${k} at ${at}`).not.toHaveProperty(k);
    if (running) {
      for (const k of ['deck', 'discard']) expect(o, `${k} at ${at}`).not.toHaveProperty(k);
      for (const k of ['hand', 'looking']) if (k in o) expect(path.at(-1), `${k} at ${at}`).toBe('you');
    }
    if ('email' in o) expect(o.email, `email at ${at}`).toBe(ownEmail);
    if (running && 'visibleTo' in o && 'cards' in o) {
      const vis = o.visibleTo as 'all' | number[];
      expect(vis === 'all' || vis.includes(viewer), `hidden log cards at ${at}`).toBe(true);
    }
    for (const [k, v] of Object.entries(o)) walk(v, [...path, k]);
  };
  walk(body, []);
}

/** A running game's board as `viewer` saw it, against the true state: own cards exact, others' only public zones. */
function checkRunningView(v: GameView, s: GameState, viewer: number): void {
  expect(v.viewer).toBe(viewer);
  expect(v.revealed).toBeNull();
  expect(v.scores).toBeNull();
  expect(v.you!.hand).toEqual(names(s, s.players[viewer]!.hand));
  expect(v.you!.looking).toEqual(names(s, s.players[viewer]!.looking));
  v.players.forEach((p, i) => {
    const pl = s.players[i]!;
    expect(Object.keys(p).sort()).toEqual(PUBLIC_PLAYER_KEYS);
    // setAside is the public zone only: Archive's face-down cards and Sentry's look stay out of it.
    expect(p.setAside).toEqual(names(s, pl.setAside));
    // Of those, only how many: a number.
    expect(p.faceDownCount).toBe(pl.looking.length);
    expect(p.handCount).toBe(pl.hand.length);
    expect(p.discardTop).toBe(pl.discard.length ? s.cardNames[pl.discard.at(-1)!]! : null);
  });
  for (const w of v.waitingOn) if (w.player !== viewer) expect(w.prompt, `${v.players[w.player]!.name}'s prompt`).toBeNull();
  const own = s.pending.find((d) => d.player === viewer);
  expect(v.decision?.id ?? null).toBe(own?.id ?? null);
  if (v.decision?.kind === 'cards') {
    // A decision offers only cards the viewer may see: their own zones and the trash.
    const me = s.players[viewer]!;
    const visible = new Set(names(s, [...me.hand, ...me.looking, ...me.discard, ...me.inPlay, ...me.setAside, ...s.trash]));
    for (const c of v.decision.candidates) expect(visible.has(c), `candidate ${c}`).toBe(true);
  }
}

/** A log entry as `viewer` may see it, by the rule written out here (not the engine's redactEntry). */
function expectedEntry(e: LogEntry, viewer: number, over: boolean): unknown {
  if (over || e.visibleTo === 'all' || e.visibleTo.includes(viewer)) return e;
  const { cards: _c, detail, ...rest } = e;
  return JSON.parse(JSON.stringify(e.kind === 'discard' ? { ...rest, detail } : rest));
}

interface HistoryEventOut { seq: number; at: string; seat: number | null; by: string | null; kind: string; text: string | null; log: LogEntry[] }

/** Hidden-information moments seen redacted (or, for the control, public), per viewer. */
const seenHidden = { passThird: new Set<string>(), passOwn: new Set<string>(), archiveAside: new Set<string>(), sentryLook: new Set<string>(),
  passageCard: new Set<string>(), passagePlace: new Set<string>(), courtyardTopdeck: new Set<string>(), lurkerPublic: new Set<string>(), othersAnswer: new Set<string>(),
  archiveWaiting: new Set<string>(), lookingOthers: new Set<string>() };

function checkEvents(events: HistoryEventOut[], raw: Map<number, LogRecord>, viewer: number, over: boolean): void {
  for (const ev of events) {
    const r = raw.get(ev.seq)!;
    expect(Object.keys(ev).sort()).toEqual(['at', 'by', 'kind', 'log', 'seat', 'seq', 'text']);
    const othersAnswer = r.move?.type === 'answer' && r.seat !== viewer;
    expect(ev.text).toBe(othersAnswer && !over ? 'answers' : (r.text ?? null));
    if (othersAnswer && !over) seenHidden.othersAnswer.add(`${ev.seq}/${viewer}`);
    expect(ev.log).toEqual((r.log ?? []).map((e) => expectedEntry(e, viewer, over)));
    if (over) continue;
    (r.log ?? []).forEach((e, i) => {
      const out = ev.log[i]!;
      const id = `${ev.seq}.${i}/${viewer}`;
      const mine = e.visibleTo === 'all' || e.visibleTo.includes(viewer);
      if (e.kind === 'pass') (mine ? seenHidden.passOwn : seenHidden.passThird).add(id);
      if (mine) { if (e.kind === 'trash' && e.detail === 'supply' && e.player !== viewer) { expect(out.cards).toEqual(e.cards); seenHidden.lurkerPublic.add(id); } return; }
      expect(out).not.toHaveProperty('cards');
      if (e.kind === 'setAside') seenHidden.archiveAside.add(id);
      if (e.kind === 'look') seenHidden.sentryLook.add(id);
      if (e.kind === 'topdeck' && e.detail?.endsWith('down')) { expect(out).not.toHaveProperty('detail'); seenHidden.passageCard.add(id); }
      else if (e.kind === 'topdeck') seenHidden.courtyardTopdeck.add(id);
    });
    // Where Secret Passage put its card is public; which card, not.
    for (const e of ev.log) if (e.kind === 'note' && /into their deck with \d+ cards? above it/.test(e.detail ?? '') && e.player !== viewer) seenHidden.passagePlace.add(`${ev.seq}/${viewer}`);
  }
}

/**
 * "Since your move" as `viewer` may read it up to `seq`: the engine's summary of the log as this
 * test redacts it (expectedEntry), so a summary naming a card the viewer may not see cannot match.
 */
function expectedSince(raw: Map<number, LogRecord>, seq: number, viewer: number): string[] {
  const seatNames = ['Alice', 'Bob', 'Carol'];
  const steps = [...raw.values()].filter((r) => r.seq <= seq).sort((a, b) => a.seq - b.seq)
    .map((r) => ({ seat: r.seat ?? null, log: (r.log ?? []).map((e) => expectedEntry(e, viewer, false) as LogEntry) }));
  return sinceLines(sinceLastMove(steps, viewer, { names: seatNames, complete: true }), viewer, seatNames);
}
const seenSince = { responses: 0, mails: 0 };
const seenTimeline = { boards: 0 };

/** The "Your hand:" line of a mail. */
const handLine = (text: string) => /^Your hand: (.*)\.$/m.exec(text)?.[1];

describe('privacy: a game full of hidden cards, every answer checked against the true state', () => {
  const ALICE = freshUser('alice'), BOB = freshUser('bob'), CAROL = freshUser('carol');
  const HUMANS = [ALICE, BOB, CAROL];
  let gameId = '';
  let config: GameConfig;
  let state: GameState;
  const moves: Move[] = [];
  const raw = new Map<number, LogRecord>();
  /** What getGame answered each seat at each seq (seat@seq). */
  const seen = new Map<string, GameView>();
  /** Seqs at which someone held cards in a private zone (Sentry's look, Archive's set-aside). */
  const privateMoments: number[] = [];
  let steps = 0, historyChecks = 0;
  /** Every answer to a move made by mail reply, with the replier's true hand and since-lines after it. */
  const replyAnswers: { seat: number; hand: string[]; since: string[]; answer: Notification }[] = [];
  const refusals: Notification[] = [];

  /** Reads events the store has beyond our state and applies them to it (our own replay). */
  async function follow(): Promise<void> {
    for (const ev of await l.ctx.store.events(gameId, state.seq + 1, undefined, 'all')) {
      raw.set(ev.seq, ev);
      moves.push(ev.move!);
      expect(apply(state, ev.move!).ok).toBe(true);
      expect(state.seq).toBe(ev.seq);
      if (state.players.some((p) => p.looking.length > 0)) privateMoments.push(ev.seq);
      for (const n of ev.outbox ?? []) {
        for (const [, token] of n.text.matchAll(/\/answer\?token=([\w.-]+)/g)) newAnswerLinks.push({ token: token!, seat: HUMANS.indexOf(n.to), seq: ev.seq });
      }
    }
  }

  /** Answer links of the mails just made, and how many confirmation pages were checked. */
  const newAnswerLinks: { token: string; seat: number; seq: number }[] = [];
  let answerPages = 0;
  const noticesRead = new Set<string>();

  /** "Your move" mail is rendered by the outbox job (MAIL#notice/… items), not with its event: read the new ones' answer links. */
  async function collectNoticeLinks(): Promise<void> {
    const items = await l.dynamo.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :notice)', ExpressionAttributeValues: { ':pk': `GAME#${gameId}`, ':notice': 'MAIL#notice/' },
    });
    for (const it of items) {
      const sk = String(it.sk);
      if (noticesRead.has(sk)) continue;
      noticesRead.add(sk);
      for (const n of (it.outbox ?? []) as Notification[]) {
        for (const [, token] of n.text.matchAll(/\/answer\?token=([\w.-]+)/g)) {
          newAnswerLinks.push({ token: token!, seat: HUMANS.indexOf(n.to), seq: n.asOfSeq ?? state.seq });
        }
      }
    }
  }

  /**
   * What an answer link's confirmation page reads (GET /games/{id} with the link's token), checked
   * like every other response against the true state, right when its mail is made: the link's
   * player's own view only, and the link ready for exactly the answer it names.
   */
  async function checkAnswerPages(): Promise<void> {
    for (const { token, seat, seq } of newAnswerLinks.splice(0)) {
      const r = await http(l, 'GET', `/games/${gameId}`, { token });
      expect(r.status, r.raw).toBe(200);
      expect(r.raw).not.toContain(SEED);
      for (const other of HUMANS) if (other !== HUMANS[seat]) expect(r.raw).not.toContain(other);
      walkResponse(r.body, seat, HUMANS[seat]!, !state.result);
      if (!state.result) checkRunningView(r.body.view, state, seat);
      expect(r.body.answerLink.linkSeq).toBe(seq);
      if (seq === state.seq && !state.result) expect(r.body.answerLink.status, r.raw).toBe('ready');
      answerPages++;
    }
  }

  async function look(seat: number): Promise<{ seq: number; view: GameView }> {
    const r = await l.call('GET', `/games/${gameId}`, { token: l.token(HUMANS[seat]!) });
    expect(r.status, r.raw).toBe(200);
    expect(r.raw).not.toContain(SEED);
    for (const other of HUMANS) if (other !== HUMANS[seat]) expect(r.raw).not.toContain(other);
    walkResponse(r.body, seat, HUMANS[seat]!, !state.result);
    expect(r.body.seats.filter((x: { email?: string }) => x.email).map((x: { seat: number }) => x.seat)).toEqual([seat]);
    if (!state.result) {
      checkRunningView(r.body.view, state, seat);
      expect(r.body.since, `since for seat ${seat} at ${r.body.seq}`).toEqual(expectedSince(raw, r.body.seq, seat));
      if (r.body.since.length) seenSince.responses++;
      state.players.forEach((p, i) => {
        if (i === seat || p.looking.length === 0) return;
        seenHidden.lookingOthers.add(`${state.seq}/${seat}`);
        if (!state.pending.some((d) => d.player === i)) seenHidden.archiveWaiting.add(`${state.seq}/${seat}`);
      });
    }
    seen.set(`${seat}@${r.body.seq}`, r.body.view);
    return r.body;
  }

  /** A reply mail from `from` to seat `seat`'s reply address for the decision it owes, with `text` as its move. */
  function replyMail(from: string, seat: number, text: string) {
    const address = replyAddressFor(l.ctx, gameId, seat, decisionFor(state, seat)!.id, clock.now())!;
    const message = [`From: ${from}`, `To: ${address}`, `Subject: Re: your move [${gameId}]`, `Message-ID: <privacy-${steps}-${from}@example.com>`, '',
      text, '', 'On Monday, Dominion wrote:', '> Your hand: Province, Province'].join('\r\n');
    return { raw: Buffer.from(message), recipients: [address] };
  }

  /** The seat's move made by mail reply instead of the table; its answer kept for the mail check. */
  async function moveByReply(seat: number, v: GameView): Promise<void> {
    const text = formatMove(toEngineMove(policy(v), seat), decisionFor(state, seat)!);
    if (replyAnswers.length === 2) {
      // Once: another player replies to this seat's address. Refused, and told nothing of the game.
      const other = HUMANS[(seat + 1) % 3]!;
      const out = await receiveReply(l.ctx, replyMail(other, seat, text));
      expect(out).toEqual({ kind: 'refused', reason: 'wrong-sender' });
      refusals.push(...(await mail(l)).filter((m: CaughtMail) => m.destination.to[0] === other && /^Re: your move/.test(m.subject))
        .map((m) => ({ to: other, subject: m.subject, text: m.body.text!, html: m.body.html! })));
    }
    const out = await receiveReply(l.ctx, replyMail(HUMANS[seat]!, seat, text));
    expect(out, text).toMatchObject({ kind: 'answered', report: { done: [expect.any(String)], failed: null, unread: null } });
    await follow();
    if (out.kind === 'answered') replyAnswers.push({ seat, hand: names(state, state.players[seat]!.hand), since: expectedSince(raw, state.seq, seat), answer: out.answer });
  }

  /**
   * The timeline (every step at once, the boards as patches): no secret in the answer, the same
   * events as the history, and every board it rebuilds checked like a history step — against the
   * true state at that step (running: own cards exact, others' public zones only; over: every
   * card), and equal to what the game answered the player then. Every step on the second check and
   * at the end; the last board otherwise.
   */
  async function checkTimeline(seat: number, email: string, over: boolean, events: HistoryEventOut[]): Promise<void> {
    const t = await http(l, 'GET', `/games/${gameId}/history?part=timeline`, { token: l.token(email) });
    expect(t.status, t.raw).toBe(200);
    expect(t.raw).not.toContain(SEED);
    for (const other of HUMANS) if (other !== email) expect(t.raw).not.toContain(other);
    walkResponse(t.body, seat, email, !over);
    expect(t.body.over).toBe(over);
    expect(t.body.events).toEqual(events);
    const boards = timelineViews<GameView>(t.body);
    expect(boards).toHaveLength(state.seq + 1);
    // Every board at the end and at the first check mid-game (each check replays the whole game).
    const every = over || historyChecks === 1;
    const s = createGame(config).state;
    for (let at = 0; at < boards.length; at++) {
      // Let the event loop breathe: a long block lets the local server drop a kept-alive socket under the next request.
      if (at % 25 === 0) await new Promise((r) => setImmediate(r));
      if (at > 0) expect(apply(s, moves[at - 1]!).ok).toBe(true);
      if (!every && at < boards.length - 1) continue;
      const board = boards[at]!;
      walkResponse(board, seat, email, !over);
      if (over) {
        expect(board.revealed).toEqual(s.players.map((p) => ({ hand: names(s, p.hand).sort(), deck: names(s, p.deck).sort(), discard: names(s, p.discard).sort() })));
      } else {
        checkRunningView(board, s, seat);
        if (seen.has(`${seat}@${at}`)) expect(board, `${email}'s timeline at ${at}`).toEqual(seen.get(`${seat}@${at}`));
      }
      seenTimeline.boards++;
    }
  }

  /** History (whole, at a private moment, the turn log) and the exported log, for each player. */
  async function checkHistories(): Promise<void> {
    const over = !!state.result;
    for (const [seat, email] of HUMANS.entries()) {
      const token = l.token(email);
      const full = await http(l, 'GET', `/games/${gameId}/history`, { token });
      expect(full.status, full.raw).toBe(200);
      expect(full.raw).not.toContain(SEED);
      for (const other of HUMANS) if (other !== email) expect(full.raw).not.toContain(other);
      walkResponse(full.body, seat, email, !over);
      expect(full.body.over).toBe(over);
      checkEvents(full.body.events, raw, seat, over);
      expect(full.body.stats.seats).toEqual(over ? [0, 1, 2] : [seat]);
      if (!over) {
        expect(full.body.stats.decks).toBeNull();
        checkRunningView(full.body.view, state, seat);
      }
      // The board at a moment someone held private cards, as this player saw it then.
      const at = privateMoments.filter((m) => m < state.seq).at(-1 - seat) ?? 0;
      const past = await http(l, 'GET', `/games/${gameId}/history?at=${at}`, { token });
      expect(past.status, past.raw).toBe(200);
      expect(past.raw).not.toContain(SEED);
      walkResponse(past.body, seat, email, !over);
      expect(past.body.at).toBe(at);
      expect(past.body.events.at(-1).seq).toBe(at);
      const then = replay({ config, moves: moves.slice(0, at) });
      if (over) {
        expect(past.body.view.revealed).toEqual(then.players.map((p) => ({ hand: names(then, p.hand).sort(), deck: names(then, p.deck).sort(), discard: names(then, p.discard).sort() })));
      } else {
        checkRunningView(past.body.view, then, seat);
        if (seen.has(`${seat}@${at}`)) expect(past.body.view).toEqual(seen.get(`${seat}@${at}`));
      }
      await checkTimeline(seat, email, over, full.body.events);
      const turn = await http(l, 'GET', `/games/${gameId}/history?part=turn`, { token });
      expect(turn.status, turn.raw).toBe(200);
      walkResponse(turn.body, seat, email, !over);
      checkEvents(turn.body.events, raw, seat, over);
      // The exported log: others' answers read "answers" until the end.
      const log = await http(l, 'GET', `/games/${gameId}/log`, { token });
      expect(log.status).toBe(200);
      expect(log.raw).not.toContain(SEED);
      for (const line of log.raw.split('\n').filter((x) => /^\d+ /.test(x))) {
        const seq = Number(line.split(' ')[0]);
        const r = raw.get(seq)!;
        const hidden = !over && r.move?.type === 'answer' && r.seat !== seat;
        expect(line.slice(line.indexOf(': ') + 2).replace(/ {2}# by the deadline bot$/, '')).toBe(hidden ? 'answers' : r.text);
      }
    }
    historyChecks++;
  }

  beforeAll(async () => {
    const created = await l.call('POST', '/games', { token: l.token(ALICE), body: { name: 'Alice', seats: [{ email: BOB, name: 'Bob' }, { email: CAROL, name: 'Carol' }], kingdom: KINGDOM } });
    expect(created.status, created.raw).toBe(201);
    gameId = created.body.gameId;
    // A fixed seed and starting hands (before anyone joins, so the start uses them): the same game every run.
    const meta = (await l.ctx.store.getMeta(gameId))!;
    await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, seed: SEED, setup: SETUP } }, meta.version);
    await clearMail(l);
    for (const email of [BOB, CAROL]) expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(email) })).status).toBe(200);
    config = (await l.ctx.store.getMeta(gameId))!.config;
    expect(config.seed).toBe(SEED);
    state = createGame(config).state;
    raw.set(0, (await l.ctx.store.events(gameId, 0, 0, 'all'))[0]!);

    let views = await Promise.all(HUMANS.map((_, seat) => look(seat)));
    for (; !state.result && steps < 3000; steps++) {
      const actor = views.findIndex((v) => v.view.decision);
      expect(actor, `someone owes a decision at seq ${state.seq}`).toBeGreaterThanOrEqual(0);
      // The game's grace period passes now and then: "your move" mail then goes from the outbox job,
      // rendered from the game as it stands by then (later than the move that caused it).
      clock.advance(steps % 2 ? MINUTE : 5 * MINUTE);
      await runOutbox(l.ctx);
      await collectNoticeLinks();
      await checkAnswerPages();
      // Every ninth move by mail reply (the inbound pipeline), the others from the table.
      if (steps % 9 === 4 && !state.result) {
        await moveByReply(actor, views[actor]!.view);
        views = await Promise.all(HUMANS.map((_, seat) => look(seat)));
        continue;
      }
      const res = await l.call('POST', `/games/${gameId}/moves`, {
        token: l.token(HUMANS[actor]!), body: { gameId, expectedSeq: views[actor]!.seq, idempotencyKey: key(), move: policy(views[actor]!.view) },
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.raw).not.toContain(SEED);
      walkResponse(res.body, actor, HUMANS[actor]!, false);
      await follow();
      await checkAnswerPages();
      views = await Promise.all(HUMANS.map((_, seat) => look(seat)));
      if (steps % 20 === 19 && !state.result) await checkHistories();
    }
    expect(state.result, 'the game ended').not.toBeNull();
    await checkHistories();
  }, 600_000);

  it('played a whole game in which every hiding card did its hiding', () => {
    console.log(`privacy game: ${steps} moves, ${historyChecks} history checks, ${answerPages} answer link pages, ${privateMoments.length} private moments; `
      + Object.entries(seenHidden).map(([k, v]) => `${k} ${v.size}`).join(', '));
    for (const card of ['Archive', 'Courtyard', 'Lurker', 'Masquerade', 'Secret Passage', 'Sentry']) {
      expect(moves.some((m) => m.type === 'play' && m.card === card), `${card} was played`).toBe(true);
    }
    expect(answerPages, 'answer link pages checked').toBeGreaterThan(10);
    // Each kind of hidden moment reached another player redacted, and the public control stayed public.
    for (const [k, v] of Object.entries(seenHidden)) expect(v.size, k).toBeGreaterThan(0);
  });

  it('once over, the history shows every hand and the answers, still without the seed or anyone else\'s email', async () => {
    const bob = HUMANS[1]!;
    const end = await l.call('GET', `/games/${gameId}`, { token: l.token(bob) });
    expect(end.body.view.revealed).toHaveLength(3);
    expect(end.body.view.result).toEqual(gameOutcome(state.result!));
    const h = await l.call('GET', `/games/${gameId}/history`, { token: l.token(bob) });
    expect(h.body.stats.decks).toHaveLength(3);
    // An answer of Alice's (e.g. the card she passed) is readable now.
    const answer = [...raw.values()].find((e) => e.move?.type === 'answer' && e.seat === 0)!;
    expect(h.body.events.find((e: HistoryEventOut) => e.seq === answer.seq).text).toBe(answer.text);
    expect(JSON.stringify(h.body)).not.toContain(SEED);
    for (const other of [ALICE, CAROL]) expect(h.raw).not.toContain(other);
  });

  /**
   * An answer link names only what its recipient's own decision offers: the seq of a state where the
   * recipient owed that decision, and an answer that reads (against the true decision) as one the
   * engine accepts, its cards drawn from that decision's own candidates (the recipient's hand or the
   * cards they look at) — never a card of another zone.
   */
  let answerLinks = 0;
  function checkAnswerLink(c: Extract<TokenClaims, { aud: 'answer' }>, seat: number) {
    expect(c.gid).toBe(gameId);
    const s = createGame(config).state;
    for (const m of moves.slice(0, c.seq)) apply(s, m);
    const owed = s.pending.find((d) => d.player === seat);
    expect(owed, `seat ${seat} owes a decision at seq ${c.seq}`).toBeDefined();
    const parsed = parseMove(c.ans, seat, owed!);
    expect(parsed.ok && parsed.move.type === 'answer', c.ans).toBe(true);
    if (!parsed.ok || parsed.move.type !== 'answer') return;
    const a = parsed.move.answer;
    if ((a.kind === 'cards' || a.kind === 'order') && (owed!.kind === 'cards' || owed!.kind === 'order')) {
      const offered = names(s, owed!.kind === 'cards' ? owed!.candidates : owed!.cards);
      for (const card of a.cards) {
        expect(offered, `${c.ans} at seq ${c.seq}`).toContain(card);
        offered.splice(offered.indexOf(card), 1);
      }
    }
    expect(apply(s, parsed.move).ok, `${c.ans} at seq ${c.seq}`).toBe(true);
    answerLinks++;
  }

  it('every mail shows the recipient their own hand at that move, and only links for them', async () => {
    const hands = new Map<number, string[][]>();
    gameTimeline({ config, moves }, (s) => hands.set(s.seq, s.players.map((p) => names(s, p.hand))));
    // Every mail stored for the game: the events' (game over) and the "your move" mail rendered later, each with the seq it shows.
    // (Answers to replies by mail, MAIL#reply-…, are checked apart below.)
    const stored = (await storedMail(l, gameId)).filter((it) => !it.sk.startsWith('MAIL#invitations') && !it.sk.startsWith('MAIL#reply-'));
    let withHand = 0, later = 0;
    const texts = new Set<string>();
    for (const item of stored) {
      for (const n of item.outbox) {
        const ev = { seq: n.asOfSeq ?? Number(item.sk.slice('EV#'.length)) };
        expect(Number.isInteger(ev.seq), item.sk).toBe(true);
        if (item.sk.startsWith('MAIL#notice/') && ev.seq > Number(item.sk.split('/')[2])) later++;
        const seat = HUMANS.indexOf(n.to);
        expect(seat, n.to).toBeGreaterThanOrEqual(0);
        texts.add(n.text);
        // A "your move" mail opens with what happened since the recipient's move, redacted for them.
        const lines = n.text.split('\n');
        const at = lines.indexOf('Since your move:');
        if (at >= 0) {
          const since = lines.slice(at + 1).filter((x, i, all) => all.slice(0, i + 1).every((y) => /^(\(Earlier |(Your|\w+'s) turn( \d+)?: )/.test(y)));
          expect(since, `since in mail at seq ${ev.seq} to seat ${seat}`).toEqual(expectedSince(raw, ev.seq, seat));
          seenSince.mails++;
        }
        const line = handLine(n.text);
        if (line !== undefined) {
          const hand = hands.get(ev.seq)![seat]!;
          expect(line, `seq ${ev.seq} to seat ${seat}`).toBe(hand.length ? hand.join(', ') : 'empty');
          withHand++;
        }
      }
    }
    expect(withHand).toBeGreaterThan(20);
    expect(later, 'mails rendered at a later seq than the wait began').toBeGreaterThan(0);
    expect(seenSince.responses, 'game responses with a since summary').toBeGreaterThan(20);
    expect(seenTimeline.boards, 'timeline boards checked').toBeGreaterThan(100);
    expect(seenSince.mails, 'mails opening with a since summary').toBeGreaterThan(20);
    // Answers to replies by mail are checked apart (below): they are not in an event's outbox.
    const sent = (await mail(l)).filter((m: CaughtMail) => m.subject.includes(gameId) && !m.subject.startsWith('Re: '));
    expect(sent.length).toBeGreaterThan(20);
    for (const m of sent) {
      const to = m.destination.to[0]!;
      expect(HUMANS).toContain(to);
      expect(texts.has(m.body.text!), 'a sent mail is one the outbox holds').toBe(true);
      for (const other of HUMANS.filter((x) => x !== to)) {
        for (const part of [m.subject, m.body.text!, m.body.html!]) expect(part).not.toContain(other);
      }
      expect(m.body.text).not.toContain(SEED);
      for (const [, token] of m.body.text!.matchAll(/[?&]token=([\w.-]+)/g)) {
        const c = (await verifyToken(l.ctx.secret, token!, ['game', 'prefs', 'answer'], clock.now()))!;
        expect(c.sub).toBe(to);
        if (c.aud === 'prefs') expect(c).not.toHaveProperty('gid');
        else if (c.aud === 'answer') checkAnswerLink(c, HUMANS.indexOf(to));
        else expect(c).toMatchObject({ aud: 'game', gid: gameId });
      }
    }
    expect(answerLinks, 'answer links checked').toBeGreaterThan(10);
  });

  it('every answer to a reply by mail shows the replier their own hand and since-lines, and replies only for them; a refusal shows nothing', async () => {
    expect(replyAnswers.length, 'moves made by mail reply').toBeGreaterThan(10);
    const sent = (await mail(l)).filter((m: CaughtMail) => m.subject === `Re: your move [${gameId}]`);
    for (const { seat, hand, since, answer } of replyAnswers) {
      const to = HUMANS[seat]!;
      expect(answer.to).toBe(to);
      expect(sent.some((m) => m.destination.to[0] === to && m.body.text === answer.text), 'the answer was sent as rendered').toBe(true);
      if (handLine(answer.text) !== undefined) expect(handLine(answer.text)).toBe(hand.length ? hand.join(', ') : 'empty');
      const lines = answer.text.split('\n');
      const at = lines.indexOf('Since your move:');
      const shown = at < 0 ? [] : lines.slice(at + 1).filter((x, i, all) => all.slice(0, i + 1).every((y) => /^(\(Earlier |(Your|\w+'s) turn( \d+)?: )/.test(y)));
      expect(shown).toEqual(since);
      for (const part of [answer.subject, answer.text, answer.html]) {
        expect(part).not.toContain(SEED);
        for (const other of HUMANS.filter((x) => x !== to)) expect(part).not.toContain(other);
      }
      if (answer.replyTo) {
        const check = checkReplyLocalPart(l.ctx.secret, answer.replyTo.split('@')[0]!, clock.now());
        expect(check.ok && check.claims.gameId === gameId && check.claims.seat === seat).toBe(true);
      }
    }
    expect(refusals).toHaveLength(1);
    for (const r of refusals) {
      expect(r.text).not.toMatch(/Your hand|Since your move|Provinces left|You may write/);
      for (const card of [...KINGDOM, 'Copper', 'Silver', 'Gold', 'Estate', 'Duchy']) expect(r.text).not.toContain(card);
      expect(r.text).not.toContain(gameId);
    }
  });
});

describe('privacy: taking moves back (a request and its mail, the take, the history after it)', () => {
  const ALICE = freshUser('alice'), BOB = freshUser('bob'), CAROL = freshUser('carol');
  const HUMANS = [ALICE, BOB, CAROL];
  let gameId = '';
  let config: GameConfig;

  /** The true game: the live records replayed here (moves taken back left out, fresh decks placed). */
  async function truth(): Promise<{ state: GameState; records: LogRecord[] }> {
    const records = await l.ctx.store.events(gameId, 0, undefined, 'all');
    const live = liveSteps(records.map(undoStep));
    const byStep = new Map(records.map((r) => [r.seq, r]));
    const moves: Move[] = [];
    const fresh: { at: number; salt: string }[] = [];
    for (const st of live) {
      if (st.kind === 'move') moves.push(byStep.get(st.seq)!.move!);
      else if (st.kind === 'undo') fresh.push({ at: moves.length, salt: String(st.seq) });
    }
    return { state: replay({ config, moves, fresh }), records };
  }

  /** Every seat's game, history (whole, turn) and exported log, checked against the true state. */
  async function checkAll(): Promise<void> {
    const { state } = await truth();
    for (const [seat, email] of HUMANS.entries()) {
      const token = l.token(email);
      const g = await l.call('GET', `/games/${gameId}`, { token });
      expect(g.status, g.raw).toBe(200);
      walkResponse(g.body, seat, email, true);
      checkRunningView(g.body.view, state, seat);
      for (const path of [`/games/${gameId}/history`, `/games/${gameId}/history?part=turn`, `/games/${gameId}/log`]) {
        const r = await http(l, 'GET', path, { token });
        expect(r.status, r.raw).toBe(200);
        expect(r.raw).not.toContain(SEED);
        for (const other of HUMANS) if (other !== email) expect(r.raw).not.toContain(other);
        if (path.endsWith('/history')) checkRunningView(r.body.view, state, seat);
        if (!path.endsWith('/log')) walkResponse(r.body, seat, email, true);
      }
    }
  }

  it('a request, its mail, the acceptances and the take show nobody anything hidden; the looked-at cards stay Alice\'s', async () => {
    const created = await l.call('POST', '/games', { token: l.token(ALICE), body: { name: 'Alice', seats: [{ email: BOB, name: 'Bob' }, { email: CAROL, name: 'Carol' }], kingdom: KINGDOM } });
    gameId = created.body.gameId;
    const meta = (await l.ctx.store.getMeta(gameId))!;
    await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, seed: SEED, setup: SETUP } }, meta.version);
    for (const email of [BOB, CAROL]) expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(email) })).status).toBe(200);
    config = (await l.ctx.store.getMeta(gameId))!.config;
    await clearMail(l);
    const send = async (email: string, body: Record<string, unknown>) => {
      const seq = (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body.seq;
      const r = await l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body: { gameId, expectedSeq: seq, idempotencyKey: key(), ...body } });
      expect(r.status, r.raw).toBe(200);
      walkResponse(r.body, HUMANS.indexOf(email), email, true);
      return r.body;
    };
    // Alice plays Village (draws Sentry), then Sentry (draws, and looks at two cards only she sees).
    await send(ALICE, { move: 'play Village' });
    const sentry = await send(ALICE, { move: 'play Sentry' });
    expect(sentry.view.decision.source).toBe('Sentry');
    expect(sentry.undo).toMatchObject({ take: null, ask: { count: 1 } });
    const looked: string[] = sentry.view.you.looking;
    expect(looked.length).toBe(2);
    await send(ALICE, { undo: 'ask' });
    await checkAll();
    // The request's mail to Bob and Carol: their own hand only, links for them only, nothing Alice looked at.
    const asks = (await mail(l)).filter((m) => m.subject.includes(gameId) && /asks to take back/.test(m.subject));
    expect(asks.map((m) => m.destination.to[0]).sort()).toEqual([BOB, CAROL].sort());
    const { state } = await truth();
    for (const m of asks) {
      const to = m.destination.to[0]!;
      const seat = HUMANS.indexOf(to);
      expect(handLine(m.body.text!)).toBe(names(state, state.players[seat]!.hand).join(', '));
      for (const part of [m.subject, m.body.text!, m.body.html!]) {
        expect(part).not.toContain(SEED);
        for (const other of HUMANS.filter((x) => x !== to)) expect(part).not.toContain(other);
      }
      for (const [, token] of m.body.text!.matchAll(/[?&]token=([\w.-]+)/g)) {
        const c = (await verifyToken(l.ctx.secret, token!, ['game', 'prefs'], clock.now()))!;
        expect(c.sub).toBe(to);
      }
    }
    await send(BOB, { undo: 'accept' });
    await checkAll();
    const taken = await send(CAROL, { undo: 'accept' });
    expect(taken.undo.request).toBeNull();
    await checkAll();
    // Alice is back before Sentry, with fresh decks; what she looked at is still hers alone in every log.
    const alice = (await l.call('GET', `/games/${gameId}`, { token: l.token(ALICE) })).body;
    expect(alice.view.you.hand).toContain('Sentry');
    for (const email of [BOB, CAROL]) {
      const h = await http(l, 'GET', `/games/${gameId}/history`, { token: l.token(email) });
      const lookEntries = (h.body.events as HistoryEventOut[]).flatMap((e) => e.log).filter((e) => e.kind === 'look');
      for (const e of lookEntries) expect(e).not.toHaveProperty('cards');
    }
  }, 120_000);
});

describe('access: who may read or move in a game', () => {
  const ALICE = freshUser('alice'), BOB = freshUser('bob'), CAROL = freshUser('carol');
  let gameId = '', otherGame = '';
  /** Signs any claims, well-formed or not (the API must refuse the ill-formed ones). */
  const sign = ({ exp, use = 'session', ...rest }: { sub: string; exp: number; gid?: string; use?: string }, secret = l.ctx.secret) =>
    signToken(secret, { aud: use, ...rest } as TokenRequest, exp);
  const later = () => clock.now() + HOUR;

  beforeAll(async () => {
    gameId = await newGame(l, ALICE, [{ email: BOB }, { bot: 'big-money' }]);
    otherGame = await newGame(l, ALICE, [{ bot: 'big-money' }]);
    // A few moves whoever starts (the first player is drawn at random), so the game has a history.
    for (let moves = 0; moves < 6;) {
      for (const email of [ALICE, BOB]) {
        const v = (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
        if (!v.view.decision) continue;
        const r = await l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body: { gameId, expectedSeq: v.seq, idempotencyKey: key(), move: autopilot(v.view) } });
        if (r.status !== 200) throw new Error(r.raw);
        moves++;
      }
    }
  });

  it('only a player of the game, with a session or that game\'s link, reads it; everyone else gets 401/403', async () => {
    const aliceLink = sign({ sub: ALICE, gid: gameId, use: 'game', exp: later() });
    const valid = aliceLink.split('.');
    const tamperedClaims = Buffer.from(JSON.stringify({ sub: ALICE, gid: otherGame, use: 'game', exp: later() })).toString('base64url');
    const callers: [string, string | undefined, number, RegExp?][] = [
      ['a player\'s session', l.token(ALICE), 200],
      ['the player\'s link to this game', aliceLink, 200],
      ['the player\'s link to another game', sign({ sub: ALICE, gid: otherGame, use: 'game', exp: later() }), 403, /another game/],
      ['a non-player\'s session', l.token(CAROL), 403, /not playing/],
      ['a non-player holding a link to this game', sign({ sub: CAROL, gid: gameId, use: 'game', exp: later() }), 403, /not playing/],
      ['the player\'s settings link', sign({ sub: ALICE, use: 'prefs', exp: later() }), 401],
      ['a settings link naming this game', sign({ sub: ALICE, gid: gameId, use: 'prefs', exp: later() }), 401],
      ['a token signed with another secret', sign({ sub: ALICE, exp: later() }, 'not-the-app-secret-at-all'), 401],
      ['a link whose claims were changed to another game', `${tamperedClaims}.${valid[1]}`, 401],
      ['an expired session', sign({ sub: ALICE, exp: clock.now() - 1 }), 401],
      ['no token', undefined, 401],
    ];
    const reads = [`/games/${gameId}`, `/games/${gameId}/history`, `/games/${gameId}/history?at=1`, `/games/${gameId}/history?part=turn`, `/games/${gameId}/history?part=timeline`, `/games/${gameId}/log`];
    for (const [who, token, status, message] of callers) {
      for (const path of reads) {
        const r = await http(l, 'GET', path, { token });
        expect(r.status, `${who}: GET ${path}`).toBe(status);
        if (status !== 200) {
          expect(r.body.error.message, `${who}: GET ${path}`).toMatch(message ?? /./);
          expect(r.raw).not.toMatch(/Copper|Estate|"hand"|"view"/);
        }
      }
      // A move is refused the same way (before anything is read about the game).
      const m = await http(l, 'POST', `/games/${gameId}/moves`, { token, body: { gameId, expectedSeq: 0, idempotencyKey: key(), move: 'end' } });
      expect(m.status === status || (status === 200 && [403, 409].includes(m.status)), `${who}: POST moves → ${m.status}`).toBe(true);
    }
    // A Basic header is no bearer token.
    const basic = await fetch(`${l.apiUrl}/games/${gameId}`, { headers: { authorization: `Basic ${Buffer.from(`${ALICE}:x`).toString('base64')}` } });
    expect(basic.status).toBe(401);
  });

  it('a game\'s one-click link opens only that game: not the games list, not a new game, not the settings', async () => {
    const link = sign({ sub: ALICE, gid: gameId, use: 'game', exp: later() });
    const list = await http(l, 'GET', '/games', { token: link });
    expect(list.status, list.raw).toBe(403);
    expect(list.raw).not.toContain(otherGame);
    const create = await http(l, 'POST', '/games', { token: link, body: { seats: [{ email: freshUser('victim') }], recommended: 'First Game' } });
    expect(create.status, create.raw).toBe(403);
    expect((await http(l, 'GET', '/me', { token: link })).status).toBe(403);
    // The same player signed in sees both games.
    const mine = await http(l, 'GET', '/games', { token: l.token(ALICE) });
    expect(mine.body.games.map((g: { gameId: string }) => g.gameId)).toEqual(expect.arrayContaining([gameId, otherGame]));
    // "My games" of Bob: names of the players only, never an email.
    const bobs = await http(l, 'GET', '/games', { token: l.token(BOB) });
    expect(bobs.raw).not.toContain(ALICE);
    expect(bobs.raw).toContain(gameId);
  });

  it('a settings link opens the settings of its own address only', async () => {
    const prefs = sign({ sub: BOB, use: 'prefs', exp: later() });
    const me = await http(l, 'GET', '/me', { token: prefs });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(BOB);
    expect((await http(l, 'GET', '/me', { token: sign({ sub: BOB, use: 'prefs', exp: clock.now() - 1 }) })).status).toBe(401);
    expect((await http(l, 'GET', '/me', { token: sign({ sub: BOB, use: 'prefs', exp: later() }, 'not-the-app-secret-at-all') })).status).toBe(401);
    expect((await http(l, 'GET', '/games', { token: prefs })).status).toBe(401);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: prefs })).status).toBe(401);
  });

  it('the history\'s `at`: past the end is the end; negative, fractional, huge or not a number is a 400, never a 500', async () => {
    const token = l.token(ALICE);
    const last = (await http(l, 'GET', `/games/${gameId}/history`, { token })).body.seq as number;
    expect(last).toBeGreaterThan(0);
    const beyond = await http(l, 'GET', `/games/${gameId}/history?at=${last + 1000}`, { token });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ at: last, seq: last });
    const start = await http(l, 'GET', `/games/${gameId}/history?at=0`, { token });
    expect(start.body.events.map((e: { seq: number }) => e.seq)).toEqual([0]);
    // The largest seq the keys hold; one more once could end in a 500 from the database's key check.
    expect((await http(l, 'GET', `/games/${gameId}/history?at=9999999999`, { token })).body.at).toBe(last);
    for (const at of ['-1', '1.5', 'abc', '99999999998', '1e20', '9007199254740993', 'Infinity']) {
      const r = await http(l, 'GET', `/games/${gameId}/history?at=${encodeURIComponent(at)}`, { token });
      expect(r.status, `at=${at}: ${r.raw}`).toBe(400);
      expect(r.body.error.message).toMatch(/^Invalid query: at/);
    }
    for (const q of ['part=turn&at=1', 'part=everything', 'at=1&at2=3', 'view=revealed']) {
      const r = await http(l, 'GET', `/games/${gameId}/history?${q}`, { token });
      expect(r.status, `${q}: ${r.raw}`).toBe(400);
    }
  });
});

describe('display names: no markup, no invisible or direction-changing characters, no taking another player\'s name', () => {
  it('POST /me refuses names that could hide, reverse or spoof; accepts ordinary names in any script', async () => {
    const me = freshUser('dora');
    const refused: [string, string, RegExp][] = [
      ['markup', '<script>alert(1)</script>', /"<"/],
      ['a right-to-left override', '\u202Eecila', /invisible/],
      ['a zero-width space after a name', 'Bob\u200B', /invisible/],
      ['only a zero-width joiner', '\u200D', /invisible/],
      ['a byte-order mark inside', 'Bo\uFEFFb', /invisible/],
      ['a line separator', 'Bob\u2028Admin', /invisible/],
      ['a new line', 'Bob\nBcc: x@example.com', /invisible/],
      ['31 characters', 'x'.repeat(31), /at most 30/],
    ];
    for (const [what, displayName, message] of refused) {
      const r = await l.call('POST', '/me', { token: l.token(me), body: { displayName } });
      expect(r.status, what).toBe(400);
      expect(r.body.error.message, what).toMatch(message);
    }
    for (const displayName of ['Zoë & "Ann"', 'سارة', 'Dora 🎲', "O'Neil-Smith", 'x'.repeat(30)]) {
      const r = await l.call('POST', '/me', { token: l.token(me), body: { displayName } });
      expect(r.status, displayName).toBe(200);
      expect(r.body.displayName).toBe(displayName);
    }
  });

  it('names given when creating a game follow the same rules, and are escaped in the invitation\'s HTML', async () => {
    const host = freshUser('host'), guest = freshUser('guest');
    for (const body of [
      { name: '<b>Host</b>', seats: [{ email: guest }] },
      { seats: [{ email: guest, name: 'G\u202Euest' }] },
      { seats: [{ email: guest, name: 'Guest\r\nBcc: all@example.com' }] },
      { seats: [{ bot: 'big-money', name: 'Bot\u200B' }] },
    ]) {
      const r = await l.call('POST', '/games', { token: l.token(host), body: { ...body, recommended: 'First Game' } });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    await clearMail(l);
    const ok = await l.call('POST', '/games', { token: l.token(host), body: { name: 'Tom & "Jerry"', seats: [{ email: guest }], recommended: 'First Game' } });
    expect(ok.status, ok.raw).toBe(201);
    const [invite] = (await mail(l)).filter((m) => m.destination.to[0] === guest);
    expect(invite!.body.html).toContain('Tom &amp; &quot;Jerry&quot; invites you');
    expect(invite!.body.html).not.toContain('"Jerry"');
    expect(invite!.body.text).toContain('Tom & "Jerry" invites you');
    for (const part of [invite!.subject, invite!.body.text!, invite!.body.html!]) expect(part).not.toContain(host);
  });

  it('a joining player whose name another seat has gets a numbered one, whatever the case', async () => {
    const alice = freshUser('alice'), bob = freshUser('bob'), mallory = freshUser('mallory');
    await setPrefs(l, bob, { displayName: 'Bob' });
    await setPrefs(l, mallory, { displayName: 'bob' });
    const created = await l.call('POST', '/games', { token: l.token(alice), body: { name: 'Alice', seats: [{ email: bob }, { email: mallory }], recommended: 'First Game' } });
    const id = created.body.gameId as string;
    expect((await l.call('POST', `/games/${id}/join`, { token: l.token(mallory) })).status).toBe(200);
    const g = await l.call('GET', `/games/${id}`, { token: l.token(alice) });
    expect(g.body.seats.map((s: { name: string }) => s.name)).toEqual(['Alice', 'Bob', 'bob 2']);
  });
});

describe('the digest and bounces', () => {
  it('the digest lists the player\'s games with names, never another player\'s address, and links only for them', async () => {
    const dana = freshUser('dana'), erin = freshUser('erin');
    await setPrefs(l, dana, { notify: 'digest' });
    const invited = await l.call('POST', '/games', { token: l.token(erin), body: { seats: [{ email: dana }], recommended: 'First Game' } });
    expect(invited.status).toBe(201);
    await clearMail(l);
    clock.advance(25 * HOUR);
    await runReminders(l.ctx);
    const [digest] = (await mail(l)).filter((m) => m.destination.to[0] === dana && /waiting for you/.test(m.subject));
    expect(digest!.body.text).toContain(invited.body.gameId);
    for (const part of [digest!.subject, digest!.body.text!, digest!.body.html!]) expect(part).not.toContain(erin);
    const tokens = await Promise.all([...digest!.body.text!.matchAll(/token=([\w.-]+)/g)].map((m) => verifyToken(l.ctx.secret, m[1]!, ['game', 'prefs'], clock.now())));
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const c of tokens) expect(c?.sub).toBe(dana);
  });

  it('a bounce record marks only the addresses it names, and only when it reads as an SES event', async () => {
    // Anyone able to write to the bounce queue could mark any address: on AWS only the EventBridge
    // rule for SES events may send to it (queue policy), so the handler trusts the record's shape.
    const victim = freshUser('victim'), bystander = freshUser('bystander');
    const record = (body: unknown) => ({ messageId: key(), body: JSON.stringify(body) });
    const event = (source: string, addresses: string[]) => ({
      source, 'detail-type': 'Email Bounced',
      detail: { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: addresses.map((emailAddress) => ({ emailAddress })) } },
    });
    const forged = record(event('my.app', [victim]));
    const listed = record(event('aws.ses', [`${victim}, ${bystander}`, `"Name" <${victim}>`]));
    const out = await onBounces(l.ctx, [forged, listed]);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: forged.messageId }]);
    expect((await l.ctx.store.getProfile(victim))?.undeliverable?.reason).toBe('bounce');
    // "a, b" is not one address: nobody else is marked by it.
    expect(await l.ctx.store.getProfile(bystander)).toBeNull();
  });
});
