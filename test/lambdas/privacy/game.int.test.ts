// Hidden information, tried adversarially against a real game: three humans play a kingdom full of
// cards that hide things (Masquerade passes, Archive's face-down cards, Sentry's look, Secret
// Passage's card, Courtyard's card; Lurker's public trash as the control), and after every move each
// player's answers are checked against the engine state replayed here (game.ts, history.ts): no other
// hand, no deck or discard list, no hidden log card, no seed, no other player's email — in the view,
// the history at any step, the timeline's every board, the turn log, the exported log and every
// answer link's page. Once the game is over: every mail (its thread: the recipient's own) and every answer link it held, and every
// answer to a move made by mail reply. Taking moves back: undo.int.test.ts; who may read a game,
// names, the digest and bounces: access.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerLines,
  apply,
  createGame,
  decisionFor,
  gameOutcome,
  gameTimeline,
  parseMove,
} from '../../../engine/index.js';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { checkReplyLocalPart } from '../../../auth/reply-address.js';
import type { TokenClaims } from '../../../auth/tokens.js';
import { verifyToken } from '../../../auth/verify.js';
import { threadRoot } from '../../../lambdas/letters/thread.js';
import { Clock, key, local, mail, storedMail, type CaughtMail } from '../support.js';
import { PrivacyGame } from './game.js';
import {
  expectedSince,
  expectNoLeak,
  handLine,
  KINGDOM,
  names,
  SEED,
  sinceShown,
  type HistoryEventOut,
} from './support.js';

const clock = new Clock();
let l: DynaliteLocal;
let g: PrivacyGame;
beforeAll(async () => {
  l = await local({ now: clock.now });
  g = new PrivacyGame(l, clock);
  await g.play();
  // A hang guard: three humans and a spectator, every answer checked after every move, take minutes on a busy machine.
}, 900_000);
afterAll(async () => {
  await l?.close();
});

describe('privacy: a game full of hidden cards, every answer checked against the true state', () => {
  it('played a whole game in which every hiding card did its hiding', () => {
    console.log(
      `privacy game: ${g.steps} moves, ${g.historyChecks} history checks, ${g.answerPages} answer link pages, ${g.spectatorLooks} spectator reads, ${g.privateMoments.length} private moments; ` +
        Object.entries(g.seenHidden)
          .map(([k, v]) => `${k} ${v.size}`)
          .join(', '),
    );
    for (const card of ['Archive', 'Courtyard', 'Lurker', 'Masquerade', 'Secret Passage', 'Sentry']) {
      expect(
        g.moves.some((m) => m.type === 'play' && m.card === card),
        `${card} was played`,
      ).toBe(true);
    }
    expect(g.answerPages, 'answer link pages checked').toBeGreaterThan(10);
    expect(g.spectatorLooks, 'spectator reads checked').toBeGreaterThan(g.steps / 2);
    // Each kind of hidden moment reached another player redacted, and the public control stayed public.
    for (const [k, v] of Object.entries(g.seenHidden)) expect(v.size, k).toBeGreaterThan(0);
  });

  it("once over, the history shows every hand and the answers, still without the seed or anyone else's email", async () => {
    const [alice, bob, carol] = g.humans;
    const end = await l.call('GET', `/games/${g.gameId}`, { token: l.token(bob) });
    expect(end.body.view!.revealed).toHaveLength(3);
    expect(end.body.view!.result).toEqual(gameOutcome(g.state.result!));
    const h = await l.call('GET', `/games/${g.gameId}/history`, { token: l.token(bob) });
    expect(h.body.stats!.decks).toHaveLength(3);
    // An answer of Alice's (e.g. the card she passed) is readable now.
    const answer = [...g.raw.values()].find((e) => e.move?.type === 'answer' && e.seat === 0)!;
    expect(h.body.events.find((e: HistoryEventOut) => e.seq === answer.seq)!.text).toBe(answer.text);
    expect(JSON.stringify(h.body)).not.toContain(SEED);
    for (const other of [alice, carol]) expect(h.raw).not.toContain(other);
  });

  it('lets the spectator watch but never move, and once over shows it every hand, without the seed or any email', async () => {
    const moved = await l.call('POST', `/games/${g.gameId}/moves`, {
      token: l.token(g.spectator),
      body: { gameId: g.gameId, expectedSeq: g.state.seq, idempotencyKey: key(), move: { type: 'endPhase' } },
    });
    expect(moved.status, moved.raw).toBe(403);
    const end = await l.call('GET', `/games/${g.gameId}`, { token: l.token(g.spectator) });
    expect(end.body.seat).toBeNull();
    expect(end.body.view!.revealed).toHaveLength(3);
    expectNoLeak(end.raw, g.spectator, g.humans);
  });

  /**
   * An answer link names only what its recipient's own decision offers: the seq of a state where the
   * recipient owed that decision, and an answer — one move, or for a turn a few ("play treasures",
   * "buy Gold", "end turn"), one per line — that reads (against the true decision at each line) as
   * moves the engine accepts one after the other; an answer's cards drawn from that decision's own
   * candidates (the recipient's hand or the cards they look at) — never a card of another zone.
   */
  let answerLinks = 0;
  function checkAnswerLink(c: Extract<TokenClaims, { aud: 'answer' }>, seat: number) {
    expect(c.gid).toBe(g.gameId);
    const s = createGame(g.config).state;
    for (const m of g.moves.slice(0, c.seq)) apply(s, m);
    for (const line of answerLines(c.ans)) {
      const owed = decisionFor(s, seat)!;
      expect(owed, `seat ${seat} owes a decision for "${line}" of ${c.ans} at seq ${c.seq}`).toBeDefined();
      const parsed = parseMove(line, seat, owed);
      expect(parsed.ok && (parsed.move.type === 'answer') === (owed.kind !== 'turn'), c.ans).toBe(true);
      if (!parsed.ok) return;
      if (parsed.move.type === 'answer') {
        const a = parsed.move.answer;
        if ((a.kind === 'cards' || a.kind === 'order') && (owed.kind === 'cards' || owed.kind === 'order')) {
          const offered = names(s, owed.kind === 'cards' ? owed.candidates : owed.cards);
          for (const card of a.cards) {
            expect(offered, `${c.ans} at seq ${c.seq}`).toContain(card);
            offered.splice(offered.indexOf(card), 1);
          }
        }
      }
      expect(apply(s, parsed.move).ok, `${line} of ${c.ans} at seq ${c.seq}`).toBe(true);
    }
    answerLinks++;
  }

  it('every mail shows the recipient their own hand at that move, and only links for them', async () => {
    const { humans } = g;
    const hands = new Map<number, string[][]>();
    gameTimeline({ config: g.config, moves: g.moves }, (s) =>
      hands.set(
        s.seq,
        s.players.map((p) => names(s, p.hand)),
      ),
    );
    // Every mail stored for the game: the events' (game over) and the "your move" mail rendered later, each with the seq it shows.
    // (Answers to replies by mail, MAIL#reply-…, are checked apart below.)
    const stored = (await storedMail(l, g.gameId)).filter(
      (it) => !it.sk.startsWith('MAIL#invitations') && !it.sk.startsWith('MAIL#reply-'),
    );
    let withHand = 0,
      later = 0;
    const texts = new Set<string>();
    for (const item of stored) {
      for (const n of item.outbox) {
        const ev = { seq: n.asOfSeq ?? Number(item.sk.slice('EV#'.length)) };
        expect(Number.isInteger(ev.seq), item.sk).toBe(true);
        if (item.sk.startsWith('MAIL#notice/') && ev.seq > Number(item.sk.split('/')[2])) later++;
        const seat = humans.indexOf(n.to);
        expect(seat, n.to).toBeGreaterThanOrEqual(0);
        texts.add(n.text);
        // Its thread is the recipient's own (letters/thread.ts): their seat's root first, no other seat's id.
        const ids = [n.thread!.inReplyTo, ...n.thread!.references];
        expect(n.thread!.references[0], `thread of mail at seq ${ev.seq} to seat ${seat}`).toBe(
          threadRoot(l.ctx, g.gameId, seat),
        );
        for (const other of humans.keys())
          if (other !== seat) expect(ids).not.toContain(threadRoot(l.ctx, g.gameId, other));
        // A "your move" mail opens with what happened since the recipient's move (or before their first turn), redacted for them.
        if (n.text.split('\n').some((x) => x === 'Since your move:' || x === 'Before your first turn:')) {
          expect(sinceShown(n.text), `since in mail at seq ${ev.seq} to seat ${seat}`).toEqual(
            expectedSince(g.raw, ev.seq, seat),
          );
          g.seenSince.mails++;
        }
        const line = handLine(n.text);
        if (line !== undefined) {
          const hand = hands.get(ev.seq)![seat];
          expect(line, `seq ${ev.seq} to seat ${seat}`).toBe(hand.length ? hand.join(', ') : 'empty');
          withHand++;
        }
      }
    }
    expect(withHand).toBeGreaterThan(20);
    expect(later, 'mails rendered at a later seq than the wait began').toBeGreaterThan(0);
    expect(g.seenSince.responses, 'game responses with a since summary').toBeGreaterThan(20);
    expect(g.seenTimeline.boards, 'timeline boards checked').toBeGreaterThan(100);
    expect(g.seenSince.mails, 'mails opening with a since summary').toBeGreaterThan(20);
    // Answers to replies by mail are checked apart (below): they are not in an event's outbox.
    const sent = (await mail(l)).filter(
      (m: CaughtMail) => m.subject.includes(g.gameId) && !m.subject.startsWith('Re: '),
    );
    expect(sent.length).toBeGreaterThan(20);
    for (const m of sent) {
      const to = m.destination.to[0];
      expect(humans).toContain(to);
      expect(texts.has(m.body.text!), 'a sent mail is one the outbox holds').toBe(true);
      for (const other of humans.filter((x) => x !== to)) {
        for (const part of [m.subject, m.body.text!, m.body.html!]) expect(part).not.toContain(other);
      }
      expect(m.body.text).not.toContain(SEED);
      for (const [, token] of m.body.text!.matchAll(/[?&]token=([\w.-]+)/g)) {
        const c = (await verifyToken(l.ctx.secret, token, ['game', 'prefs', 'answer'], clock.now()))!;
        expect(c.sub).toBe(to);
        if (c.aud === 'prefs') expect(c).not.toHaveProperty('gid');
        else if (c.aud === 'answer') checkAnswerLink(c, humans.indexOf(to));
        else expect(c).toMatchObject({ aud: 'game', gid: g.gameId });
      }
    }
    expect(answerLinks, 'answer links checked').toBeGreaterThan(10);
  });

  it('every answer to a reply by mail shows the replier their own hand and since-lines, and replies only for them; a refusal shows nothing', async () => {
    expect(g.replyAnswers.length, 'moves made by mail reply').toBeGreaterThan(10);
    // Answers carry the game's subject (letters/thread.ts); refusals a fixed one (nothing of the reply).
    const sent = (await mail(l)).filter(
      (m: CaughtMail) => m.subject.startsWith('Re: ') && m.subject.includes(g.gameId),
    );
    for (const { seat, hand, since, answer } of g.replyAnswers) {
      const to = g.humans[seat];
      expect(answer.to).toBe(to);
      // In the replier's own thread (their seat's root first), under their reply.
      expect(answer.thread?.references[0]).toBe(threadRoot(l.ctx, g.gameId, seat));
      expect(
        sent.some((m) => m.destination.to[0] === to && m.body.text === answer.text),
        'the answer was sent as rendered',
      ).toBe(true);
      if (handLine(answer.text) !== undefined)
        expect(handLine(answer.text)).toBe(hand.length ? hand.join(', ') : 'empty');
      expect(sinceShown(answer.text)).toEqual(since);
      for (const part of [answer.subject, answer.text, answer.html]) expectNoLeak(part, to, g.humans);
      if (answer.replyTo) {
        const check = checkReplyLocalPart(l.ctx.secret, answer.replyTo.split('@')[0], clock.now());
        expect(check.ok && check.claims.gameId === g.gameId && check.claims.seat === seat).toBe(true);
      }
    }
    expect(g.refusals).toHaveLength(1);
    for (const r of g.refusals) {
      expect(r.text).not.toMatch(/Your hand|Since your move|Provinces left|You may write/);
      for (const card of [...KINGDOM, 'Copper', 'Silver', 'Gold', 'Estate', 'Duchy'])
        expect(r.text).not.toContain(card);
      expect(r.text).not.toContain(g.gameId);
    }
  });
});
