// SES that stalls: a move returns once it is stored, whatever SES does, and its mail goes out
// exactly once. The SES endpoint here is a TCP stand-in in front of the emulator that either
// swallows connections and never answers ("hole"), holds every request a while before passing it
// on ("slow", the mail still arrives, late), or passes everything through ("pass").
import { createServer, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal as Local } from '../../../local/runtime.js';
import { runOutbox } from '../../../lambdas/jobs/scheduled.js';
import { claimMsFor, HELD_FOR_REVIEW } from '../../../lambdas/outbox/deliver.js';
import type { Mailer } from '../../../lambdas/kernel/mailer.js';
import { Clock, clearMail, faultyMailer, http, key, local, mail, newGame, storedMail } from '../support.js';

const ALICE = 'alice.stall@example.com';
const BOB = 'bob.stall@example.com';
// A stalled send ends only at these limits, long after the move's answer (endTurn checks that
// order); long enough that a loaded machine's local connection never times out.
const SES = { connectionTimeout: 2_000, requestTimeout: 3_000, maxAttempts: 1 };
const HOLD_MS = 5_000;

/** The stalling SES stand-in, forwarding to the emulator at `port` when it passes anything on. */
async function standIn(port: () => number) {
  const sockets = new Set<Socket>();
  const s = {
    mode: 'pass' as 'pass' | 'hole' | 'slow',
    connections: 0,
    server: createServer((client) => {
      s.connections++;
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => undefined);
      if (s.mode === 'hole') return; // accepted, never answered
      const held: Buffer[] = [];
      let upstream: Socket | null = null;
      const open = () => {
        upstream = connect(port(), '127.0.0.1');
        upstream.on('error', () => undefined);
        sockets.add(upstream);
        for (const b of held) upstream.write(b);
        upstream.on('data', (d) => {
          if (!client.destroyed) client.write(d);
        });
        upstream.on('end', () => client.end());
      };
      client.on('data', (d) => {
        if (upstream) upstream.write(d);
        else held.push(d);
      });
      if (s.mode === 'pass') open();
      else setTimeout(open, HOLD_MS); // slow: SES still sends it, late
    }),
    url: '',
    /** Switches mode; open connections (the SDK keeps them alive) are dropped so the new mode applies. */
    set(mode: 'pass' | 'hole' | 'slow') {
      s.mode = mode;
      for (const x of sockets) x.destroy();
    },
    close: () =>
      new Promise<void>((ok) => {
        for (const x of sockets) x.destroy();
        s.server.close(() => ok());
      }),
  };
  await new Promise<void>((ok) => s.server.listen(0, '127.0.0.1', () => ok()));
  s.url = `http://127.0.0.1:${(s.server.address() as { port: number }).port}`;
  return s;
}

let l: Local;
let proxy: Awaited<ReturnType<typeof standIn>>;
const clock = new Clock(Date.now());
const ses = faultyMailer();
/** With `blind`, the mailer cannot say whether a mail went (as on AWS). */
let blind = false;
/** Sends that have ended (sent, failed or timed out): a move that waited for SES would end one first. */
let sendsEnded = 0;
const wrap = (m: Mailer): Mailer => {
  const counted = ses.wrap(m);
  return {
    budgetMs: counted.budgetMs,
    send: (n, id) =>
      counted.send(n, id).finally(() => {
        sendsEnded++;
      }),
    wasSent: (n, id) => (blind ? Promise.resolve(undefined) : counted.wasSent!(n, id)),
  };
};
beforeAll(async () => {
  proxy = await standIn(() => Number(new URL(l.sesUrl).port));
  l = await local({ now: clock.now, wrapMailer: wrap, sesEndpoint: proxy.url, limits: { ses: SES } });
});
afterAll(async () => {
  proxy.set('pass');
  await proxy?.close();
  await l?.close();
});

/**
 * Ends the turn of whoever is to move, over HTTP; returns who moves next. Every move answers before
 * any mail send has ended: with SES stalled a send ends only at its timeout, so a move that waited
 * for one would come back after it (an order, not a time: a slow machine cannot fake or break it).
 */
async function endTurn(gameId: string): Promise<string> {
  for (const email of [ALICE, BOB]) {
    let v = (await http(l, 'GET', `/games/${gameId}`, { token: l.token(email) })).body;
    if (v.view!.decision?.kind !== 'turn' || v.view!.turn.player !== v.seat) continue;
    const ended = sendsEnded;
    while (v.view!.decision?.kind === 'turn' && v.view!.turn.player === v.seat) {
      const r = await http(l, 'POST', `/games/${gameId}/moves`, {
        token: l.token(email),
        body: { gameId, expectedSeq: v.seq, idempotencyKey: key(), move: 'end' },
      });
      expect(r.status, r.raw).toBe(200);
      expect(sendsEnded, 'the move waited for SES').toBe(ended);
      v = { ...r.body, seat: v.seat };
    }
    return email === ALICE ? BOB : ALICE;
  }
  throw new Error('nobody to move');
}

const pendingFor = async (gameId: string) => (await l.ctx.store.pendingOutbox()).filter((p) => p.gameId === gameId);

/**
 * Waits until the mail the slow stand-in held reaches the emulator (it passes it on after HOLD_MS,
 * then the emulator stores it: on a loaded machine that can take a while), then returns the mail.
 */
async function lateMail() {
  const until = Date.now() + HOLD_MS + 60_000;
  for (;;) {
    const sent = await mail(l);
    if (sent.length > 0 || Date.now() > until) return sent;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const claimMs = () => claimMsFor(l.ctx.mailer.budgetMs);

describe('mail when SES stalls', () => {
  it('SES accepting connections and never answering: the move returns at once and is stored; the mail goes once SES answers', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    await clearMail(l);
    proxy.set('hole');
    const next = await endTurn(gameId);
    const v = (await http(l, 'GET', `/games/${gameId}`, { token: l.token(next) })).body;
    expect(v.view!.decision).toMatchObject({ kind: 'turn' });
    expect(v.view!.turn.player).toBe(v.seat);
    // The send in the background gave up at its timeout: nothing sent, the mail still pending.
    await l.idle();
    expect(await mail(l)).toHaveLength(0);
    expect(await pendingFor(gameId)).toHaveLength(1);
    // While the claim lasts, no other sender starts the same mail.
    const tries = ses.attempts;
    await Promise.all([runOutbox(l.ctx), runOutbox(l.ctx)]);
    expect(ses.attempts).toBe(tries);
    // SES answers again; once the claim has expired the outbox checks SES's record and sends it, once.
    proxy.set('pass');
    clock.advance(claimMs() + 1);
    await Promise.all([runOutbox(l.ctx), runOutbox(l.ctx)]);
    await runOutbox(l.ctx);
    const sent = await mail(l);
    expect(sent.map((m) => m.destination.to)).toEqual([[next]]);
    expect(await pendingFor(gameId)).toHaveLength(0);
  });

  it('SES slower than the send timeout: the mail it sent late is never sent again', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    await clearMail(l);
    proxy.set('slow');
    await endTurn(gameId);
    await l.idle();
    const tries = ses.attempts;
    // Senders running while the first send may be in flight leave it alone…
    await Promise.all([runOutbox(l.ctx), runOutbox(l.ctx), runOutbox(l.ctx)]);
    expect(ses.attempts).toBe(tries);
    // …SES sends it late…
    expect(await lateMail()).toHaveLength(1);
    // …and the outbox, finding the claim expired and the outcome unknown, checks before sending.
    proxy.set('pass');
    clock.advance(claimMs() + 1);
    await runOutbox(l.ctx);
    await runOutbox(l.ctx);
    expect(ses.attempts).toBe(tries);
    expect(await mail(l)).toHaveLength(1);
    expect(await pendingFor(gameId)).toHaveLength(0);
  });

  it('an unknown outcome the mailer cannot check (as on AWS) is held for review, not resent', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    await clearMail(l);
    proxy.set('slow');
    await endTurn(gameId);
    await l.idle();
    expect(await lateMail()).toHaveLength(1);
    const tries = ses.attempts;
    proxy.set('pass');
    blind = true;
    clock.advance(claimMs() + 1);
    try {
      expect((await runOutbox(l.ctx)).held).toBe(1);
    } finally {
      blind = false;
    }
    await runOutbox(l.ctx);
    expect(ses.attempts).toBe(tries);
    expect(await mail(l)).toHaveLength(1);
    expect(await pendingFor(gameId)).toHaveLength(0);
    // The "your move" mail's own outbox item (MAIL#notice/…) keeps the try mark, and the review mark
    // (skip_i) for the operator: see docs/operations.md.
    const items = (await storedMail(l, gameId)).filter((it) => !it.sk.startsWith('MAIL#invitations'));
    const raw = await Promise.all(items.map((it) => l.ctx.store.outboxItem({ gameId, sk: it.sk })));
    expect(raw.some((r) => r && Object.keys(r.marks).some((k) => k.startsWith('try_')))).toBe(true);
    expect(items.flatMap((it) => it.skips)).toContain(HELD_FOR_REVIEW);
  });
});
