// Hidden information when moves are taken back: a request to take back past a look at hidden cards
// (Sentry), its mail to the others and the pages of its accept / refuse links, their acceptances and
// the take; each seat's game, history, turn log, timeline and exported log checked against the true game (the
// live records replayed here, moves taken back left out, fresh decks placed): nobody learns what
// Alice looked at, before or after the take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSteps, replay, type GameConfig, type GameState, type Move } from '../../../engine/index.js';
import { HistoryResponse, TimelineResponse, timelineViews } from '../../../contract/api.js';
import type { DynaliteLocal } from '../../../local/runtime.js';
import type { LogRecord } from '../../../lambdas/store/records.js';
import { undoStep } from '../../../lambdas/kernel/replay.js';
import { verifyToken } from '../../../auth/verify.js';
import { REQUEST_ANSWERS } from '../../../lambdas/letters/take-back-words.js';
import { clearMail, Clock, freshUser, http, key, local, mail } from '../support.js';
import {
  checkRunningView,
  expectNoLeak,
  handLine,
  names,
  startHiddenGame,
  walkResponse,
  type HistoryEventOut,
} from './support.js';

const clock = new Clock();
let l: DynaliteLocal;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

describe('privacy: taking moves back (a request and its mail, the take, the history after it)', () => {
  const ALICE = freshUser('alice'),
    BOB = freshUser('bob'),
    CAROL = freshUser('carol');
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
      checkRunningView(g.body.view!, state, seat);
      for (const path of [
        `/games/${gameId}/history`,
        `/games/${gameId}/history?part=turn`,
        `/games/${gameId}/history?part=timeline`,
        `/games/${gameId}/log`,
      ]) {
        const r = await http(l, 'GET', path, { token });
        expect(r.status, r.raw).toBe(200);
        expectNoLeak(r.raw, email, HUMANS);
        if (path.endsWith('/history')) checkRunningView(HistoryResponse.parse(r.body).view!, state, seat);
        // The timeline steps the live records: its last board is the game as it stands, as this seat may see it.
        if (path.endsWith('timeline'))
          checkRunningView(timelineViews(TimelineResponse.parse(r.body)).at(-1)!, state, seat);
        if (!path.endsWith('/log')) walkResponse(r.body, seat, email, true);
      }
    }
  }

  it("a request, its mail, the acceptances and the take show nobody anything hidden; the looked-at cards stay Alice's", async () => {
    ({ gameId, config } = await startHiddenGame(l, HUMANS));
    await clearMail(l);
    const send = async (email: string, body: Record<string, unknown>) => {
      const seq = (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body.seq;
      const r = await l.call('POST', `/games/${gameId}/moves`, {
        token: l.token(email),
        body: { gameId, expectedSeq: seq, idempotencyKey: key(), ...body },
      });
      expect(r.status, r.raw).toBe(200);
      walkResponse(r.body, HUMANS.indexOf(email), email, true);
      return r.body;
    };
    // Alice plays Village (draws Sentry), then Sentry (draws, and looks at two cards only she sees).
    await send(ALICE, { move: 'play Village' });
    const sentry = await send(ALICE, { move: 'play Sentry' });
    expect(sentry.view!.decision!.source).toBe('Sentry');
    expect(sentry.undo).toMatchObject({ take: null, ask: { count: 1 } });
    const looked: string[] = sentry.view!.you!.looking;
    expect(looked.length).toBe(2);
    await send(ALICE, { undo: 'ask' });
    await checkAll();
    // The request's mail to Bob and Carol: their own hand only, links for them only, nothing Alice looked at.
    const asks = (await mail(l)).filter(
      (m) => m.subject.includes(gameId) && /asks to take back/.test(m.body.text ?? ''),
    );
    expect(asks.map((m) => m.destination.to[0]).sort()).toEqual([BOB, CAROL].sort());
    const { state } = await truth();
    for (const m of asks) {
      const to = m.destination.to[0];
      const seat = HUMANS.indexOf(to);
      expect(handLine(m.body.text!)).toBe(names(state, state.players[seat].hand).join(', '));
      for (const part of [m.subject, m.body.text!, m.body.html!]) expectNoLeak(part, to, HUMANS);
      let answerPages = 0;
      for (const [, token] of m.body.text!.matchAll(/[?&]token=([\w.-]+)/g)) {
        const c = (await verifyToken(l.ctx.secret, token, ['game', 'prefs', 'answer'], clock.now()))!;
        expect(c.sub).toBe(to);
        if (c.aud !== 'answer') continue;
        // Accept / Refuse links: for this game, and their confirmation page shows the recipient's own board only.
        expect(c.gid).toBe(gameId);
        expect(REQUEST_ANSWERS).toContain(c.ans);
        const page = await http(l, 'GET', `/games/${gameId}`, { token });
        expect(page.status, page.raw).toBe(200);
        expectNoLeak(page.raw, to, HUMANS);
        walkResponse(page.body, seat, to, true);
        checkRunningView(page.body.view!, state, seat);
        answerPages++;
      }
      expect(answerPages, `accept / refuse links to ${to}`).toBe(REQUEST_ANSWERS.length);
    }
    await send(BOB, { undo: 'accept' });
    await checkAll();
    const taken = await send(CAROL, { undo: 'accept' });
    expect(taken.undo!.request).toBeNull();
    await checkAll();
    // Alice is back before Sentry, with fresh decks; what she looked at is still hers alone in every log.
    const alice = (await l.call('GET', `/games/${gameId}`, { token: l.token(ALICE) })).body;
    expect(alice.view!.you!.hand).toContain('Sentry');
    for (const email of [BOB, CAROL]) {
      const h = await http(l, 'GET', `/games/${gameId}/history`, { token: l.token(email) });
      const lookEntries = (h.body.events as HistoryEventOut[]).flatMap((e) => e.log).filter((e) => e.kind === 'look');
      for (const e of lookEntries) expect(e).not.toHaveProperty('cards');
    }
  }, 120_000);
});
