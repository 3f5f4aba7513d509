// A whole game between two humans and a bot through the HTTP API, asserting the mail every step
// sends and scanning every response and email for information the viewer must not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import { PRESENT_MS } from '../../../lambdas/game/notices.js';
import { verifyToken } from '../../../auth/verify.js';
import { autopilot, Clock, http, key, KINGDOM, memoryLocal, mail, type CaughtMail } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const HUMANS = [ALICE, BOB];

let l: Local;
const clock = new Clock();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now, snapshotEvery: 20 });
});
afterAll(async () => {
  await l?.close();
});

/** Everything a response to `seat` may hold: no engine internals, only its own hand, hidden log cards removed. */
async function assertNoLeak(gameId: string, seat: number, body: unknown): Promise<void> {
  const g = await loadGame(l.ctx, gameId);
  const raw = JSON.stringify(body);
  expect(raw).not.toContain(g.meta.config.seed);
  const over = !!g.state?.result;
  const walk = (x: unknown, path: string[]): void => {
    if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, [...path, String(i)]));
      return;
    }
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    for (const k of ['rng', 'seed', 'cardNames', 'config', 'pending', 'looking'].filter(
      (k) => k !== 'looking' || path.at(-1) !== 'you',
    )) {
      expect(o, `${k} at ${path.join('.')}`).not.toHaveProperty(k);
    }
    const inRevealed = path.includes('revealed');
    if ('hand' in o && !inRevealed) {
      expect(path.at(-1), `a hand at ${path.join('.')}`).toBe('you');
      if (g.state) expect(o.hand).toEqual(g.state.players[seat].hand.map((id) => g.state!.cardNames[id]));
    }
    if (('deck' in o || 'discard' in o) && Array.isArray(o.deck ?? o.discard)) {
      expect(inRevealed && over, `deck/discard at ${path.join('.')}`).toBe(true);
    }
    if ('visibleTo' in o && 'cards' in o && !over) {
      const vis = o.visibleTo as 'all' | number[];
      expect(vis === 'all' || vis.includes(seat), `hidden cards in a log entry at ${path.join('.')}`).toBe(true);
    }
    for (const [k, v] of Object.entries(o)) walk(v, [...path, k]);
  };
  walk(body, []);
}

async function checkMailShape(m: CaughtMail, gameId: string, email: string) {
  expect(m.destination.to).toEqual([email]);
  expect(m.subject).toContain(gameId);
  expect(m.body.text).toBeTruthy();
  expect(m.body.html).toContain('<a href=');
  const link = /Open the game: (\S+)/.exec(m.body.text!)![1];
  expect(link).toContain(`/games/${gameId}`);
  const claims = await verifyToken(l.ctx.secret, new URL(link).searchParams.get('token')!, 'game', clock.now());
  expect(claims).toMatchObject({ sub: email, gid: gameId });
  expect(m.body.text).toMatch(/Email settings: \S+\/settings\/notifications\?token=/);
}

describe('a full game: two humans and a bot, over HTTP', () => {
  it('plays to the end with the right mail at every step and no leaks', async () => {
    const tok: Record<string, string> = { [ALICE]: l.token(ALICE), [BOB]: l.token(BOB) };
    const created = await http(l, 'POST', '/games', {
      token: tok[ALICE],
      body: {
        name: 'Alice',
        seats: [
          { email: BOB, name: 'Bob' },
          { bot: 'random', name: 'Robot' },
        ],
        kingdom: KINGDOM,
        mailGraceMinutes: 0,
      },
    });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId;
    await assertNoLeak(gameId, 0, created.body);
    let seen = (await mail(l)).length;
    const invite = (await mail(l)).filter((m) => (m.body.text ?? '').includes('invites you'));
    expect(invite.map((m) => m.destination.to[0])).toEqual([BOB]);
    await checkMailShape(invite[0], gameId, BOB);

    // Before Bob accepts, nobody can move.
    const early = await http(l, 'POST', `/games/${gameId}/moves`, {
      token: tok[ALICE],
      body: { gameId, expectedSeq: 0, idempotencyKey: key(), move: 'end actions' },
    });
    expect(early.status).toBe(400);

    const joined = await http(l, 'POST', `/games/${gameId}/join`, { token: tok[BOB] });
    expect(joined.status).toBe(200);
    expect(joined.body.status).toBe('active');

    const views = async () =>
      Promise.all(
        HUMANS.map(async (email, seat) => {
          const r = await http(l, 'GET', `/games/${gameId}`, { token: tok[email] });
          expect(r.status).toBe(200);
          await assertNoLeak(gameId, seat, r.body);
          return r.body;
        }),
      );

    // The start mailed whoever owes the first decision (if human); check against the views.
    let before = await views();
    const startMail = (await mail(l)).slice(seen);
    seen += startMail.length;
    for (const [seat, v] of before.entries()) {
      expect(startMail.filter((m) => m.destination.to[0] === HUMANS[seat]).length).toBe(v.view!.decision ? 1 : 0);
    }

    let steps = 0;
    let militiaMails = 0;
    while (!before[0].view!.result && steps < 2000) {
      const actor = before.findIndex((v) => v.view!.decision);
      expect(actor, 'someone human must owe a decision while the game runs').toBeGreaterThanOrEqual(0);
      // Each move comes after a while away from the table: a player's own move no longer holds their mail.
      clock.advance(PRESENT_MS + 60_000);
      const res = await http(l, 'POST', `/games/${gameId}/moves`, {
        token: tok[HUMANS[actor]],
        body: {
          gameId,
          expectedSeq: before[actor].seq,
          idempotencyKey: key(),
          move: autopilot(before[actor].view!, { militia: true }),
        },
      });
      expect(res.status, res.raw).toBe(200);
      await assertNoLeak(gameId, actor, res.body);
      const botsMoved = res.body.seq > res.body.appliedSeq!;
      const after = await views();
      const all = await mail(l);
      const fresh = all.slice(seen);
      seen = all.length;
      for (const m of fresh) await checkMailShape(m, gameId, m.destination.to[0]);
      if (after[0].view!.result) {
        // Game over: one results mail to each human, with the final scores.
        const results = fresh.filter((m) => (m.body.text ?? '').includes('The game is over'));
        expect(results.map((m) => m.destination.to[0]).sort()).toEqual([...HUMANS].sort());
        for (const m of results) expect(m.body.text).toContain('Final scores');
      } else {
        for (const [seat, email] of HUMANS.entries()) {
          const mine = fresh.filter((m) => m.destination.to[0] === email);
          const d = after[seat].view!.decision;
          const newlyOwed = d && before[seat].view!.decision?.id !== d.id;
          if (seat !== actor && newlyOwed) {
            expect(mine.length, `mail to ${email} at step ${steps}`).toBeGreaterThanOrEqual(1);
            expect(mine.at(-1)!.body.text).toContain(d.kind === 'turn' ? "you're up" : d.prompt);
            expect(mine.at(-1)!.body.text).toContain(
              `Your hand: ${after[seat].view!.you!.hand.length ? after[seat].view!.you!.hand.join(', ') : 'empty'}.`,
            );
          }
          if (!d) expect(mine.length, `no mail to ${email}, who owes nothing`).toBe(0);
          if (seat === actor && !botsMoved) expect(mine.length, 'no mail to the player who just moved').toBe(0);
          militiaMails += mine.filter((m) => /played Militia/.test(m.body.text!)).length;
        }
      }
      before = after;
      steps++;
    }
    expect(before[0].view!.result).not.toBeNull();
    expect(before[0].view!.scores).toHaveLength(3);

    // History and the exported log, for each player: hidden cards redacted until the end (now revealed).
    for (const [seat, email] of HUMANS.entries()) {
      const h = await http(l, 'GET', `/games/${gameId}/history?at=30`, { token: tok[email] });
      expect(h.status).toBe(200);
      expect(h.body.events.at(-1)!.seq).toBe(30);
      await assertNoLeak(gameId, seat, h.body);
      const exp = await http(l, 'GET', `/games/${gameId}/log`, { token: tok[email] });
      expect(exp.status).toBe(200);
      expect(exp.raw.split('\n').filter((x) => /^\d+ /.test(x)).length).toBe(before[0].seq);
      const list = await http(l, 'GET', '/games', { token: tok[email] });
      expect(list.body.games[0]).toMatchObject({ gameId, status: 'over', yourMove: false });
    }
    expect(militiaMails, 'someone played Militia and the victims were mailed').toBeGreaterThan(0);
    console.log(
      `full game: ${steps} human moves, ${before[0].seq} events, ${seen} mails, ${militiaMails} Militia mails`,
    );
  });
});
