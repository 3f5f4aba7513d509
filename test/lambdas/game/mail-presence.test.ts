// Moving from the mail is not being at the table (lambdas/game/notices.ts): a move made by an answer
// link or a reply is recorded with how it came (`via`), and the next question of that player's own
// turn is mailed at once at grace 0 — never held for the "present" window as a move at the table
// is. After a reply, the answer to it is that question's mail (its answer links, its reply address),
// and no second "your move" mail comes. Pure checks of ownMoveBefore and planWaits first, then on
// the local runtime (in-memory store, the SES emulator): a turn opened with a Village.
import { describe, expect, it } from 'vitest';
import { LOCAL_MAIL_FROM } from '../../../local/runtime.js';
import { ownMoveBefore, planWaits, PRESENT_MS } from '../../../lambdas/game/notices.js';
import { receiveMail } from '../../../lambdas/inbound/receive.js';
import { runOutbox } from '../../../lambdas/jobs/scheduled.js';
import { verifyToken } from '../../../auth/verify.js';
import { createGame, makeConfig } from '../../../engine/index.js';
import type { GameMeta, LogRecord, MoveRecord } from '../../../lambdas/store/records.js';
import {
  answerLinksTo,
  Clock,
  clearMail,
  freshUser,
  http,
  key,
  KINGDOM,
  mail,
  memoryLocalPerFile,
  pressAnswerLink,
  setupGame,
  type CaughtMail,
} from '../support.js';

const rec = (seq: number, seat: number, by: MoveRecord['by'], via?: MoveRecord['via']): LogRecord => ({
  gameId: 'g',
  seq,
  kind: 'move',
  at: seq * 1_000,
  seat,
  by,
  move: { type: 'endPhase', player: seat },
  ...(via ? { via } : {}),
});

describe('a move from the mail is not presence', () => {
  it('ownMoveBefore counts a move made at the table, not one made by an answer link or a reply', () => {
    expect(ownMoveBefore([rec(1, 0, 'human'), rec(2, 1, 'bot')], 0, 2)).toBe(1_000);
    expect(ownMoveBefore([rec(1, 0, 'human', 'link'), rec(2, 1, 'bot')], 0, 2)).toBe(-Infinity);
    expect(ownMoveBefore([rec(1, 0, 'human', 'reply'), rec(2, 1, 'bot')], 0, 2)).toBe(-Infinity);
  });

  it("planWaits: a wait the seat's own reply began is told by the reply's answer (no mail planned); a link's is mailed after the grace period", () => {
    // Only what planWaits reads of a game (seats, grace): the rest of a stored GameMeta does not matter here.
    const meta = { seats: [{ email: 'a@x.example' }, { email: 'b@x.example' }], mailGraceMs: 0 } as unknown as GameMeta;
    const state = createGame(makeConfig({ players: ['A', 'B'], seed: 's', kingdom: KINGDOM })).state;
    const seat = state.pending[0].player;
    expect(planWaits(meta, state, null, [rec(3, seat, 'human', 'reply')], 3, 5_000)[0]).not.toHaveProperty('mailAt');
    expect(planWaits(meta, state, null, [rec(3, seat, 'human', 'link')], 3, 5_000)[0]).toMatchObject({ mailAt: 5_000 });
    // Another seat's reply does not tell this one; nor does the seat's reply with another player's move after it (projected together).
    expect(planWaits(meta, state, null, [rec(3, 1 - seat, 'human', 'reply')], 3, 5_000)[0]).toMatchObject({
      mailAt: 5_000,
    });
    expect(
      planWaits(meta, state, null, [rec(3, seat, 'human', 'reply'), rec(4, 1 - seat, 'human')], 4, 5_000)[0],
    ).toMatchObject({ mailAt: 5_000 });
    // Bots moving after the reply (the bot's turn after the replier's) do not change it.
    expect(
      planWaits(meta, state, null, [rec(3, seat, 'human', 'reply'), rec(4, 1 - seat, 'bot')], 4, 5_000)[0],
    ).not.toHaveProperty('mailAt');
  });
});

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

/** Alice opens with a Village (the next question is her own turn's), against Bob; grace 0. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Village', 'Smithy', 'Copper', 'Copper', 'Estate'] },
    1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

async function villageGame(setup: Record<string, unknown> = SETUP): Promise<{ gameId: string; alice: string }> {
  const alice = freshUser('alice');
  const gameId = await setupGame(l, alice, freshUser('bob'), setup);
  await l.idle();
  return { gameId, alice };
}

const mailsTo = async (to: string): Promise<(CaughtMail & { replyTo?: string[] })[]> =>
  (await mail(l)).filter((m) => m.destination.to.includes(to));

describe('the next question of a turn played from the mail', () => {
  it('by an answer link: recorded via the link, and the next question is mailed at once, not held', async () => {
    const { gameId, alice } = await villageGame();
    const { c, pressed } = await pressAnswerLink(l, alice, gameId, /Village/, clock.now());
    expect(pressed.status, pressed.raw).toBe(200);
    await l.idle();
    const made = (await l.ctx.store.events(gameId, c.seq + 1, c.seq + 1, 'history'))[0];
    expect(made).toMatchObject({ text: 'play Village', by: 'human', via: 'link' });
    // Alice's turn goes on, and she is mailed for it at once (the clock has not moved).
    const next = await mailsTo(alice);
    expect(next).toHaveLength(1);
    expect(next[0].body.text).toMatch(/you're up/);
  });

  it('a link that stands for several moves: no mail for the points between them, only for what waits after the last', async () => {
    // Only Treasures in hand: the turn's links play them all, buy and end the turn, in one press.
    const { gameId, alice } = await villageGame({
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'] } },
    });
    const links = await answerLinksTo(l, alice, gameId);
    const tokens = await Promise.all(
      links.map(async (x) => ({ x, c: await verifyToken(l.ctx.secret, x.token, 'answer', clock.now()) })),
    );
    const whole = tokens.find(({ c }) => c?.aud === 'answer' && c.ans.split('\n').length > 1);
    expect(whole, JSON.stringify(links.map((x) => x.label))).toBeDefined();
    const c = whole!.c as { seq: number; ans: string };
    await clearMail(l);
    const pressed = await http(l, 'POST', `/games/${gameId}/moves`, {
      token: whole!.x.token,
      body: { gameId, expectedSeq: c.seq, idempotencyKey: key(), move: c.ans },
    });
    expect(pressed.status, pressed.raw).toBe(200);
    await l.idle();
    const lines = c.ans.split('\n');
    const made = await l.ctx.store.events(gameId, c.seq + 1, c.seq + lines.length);
    expect(made.map((r) => [r.via, r.more])).toEqual(
      lines.map((_, i) => ['link', i < lines.length - 1 ? true : undefined]),
    );
    // The turn's end: Alice owes nothing, so nothing reaches her (the points between the moves were not mailed).
    expect(await mailsTo(alice)).toEqual([]);
  });

  it('at the table, the same move holds the next question while the player is there', async () => {
    const { gameId, alice } = await villageGame();
    const v = await l.call('GET', `/games/${gameId}`, { token: l.token(alice) });
    await clearMail(l);
    const moved = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(alice),
      body: { gameId, expectedSeq: v.body.seq, idempotencyKey: key(), move: 'play Village' },
    });
    expect(moved.status, moved.raw).toBe(200);
    await l.idle();
    expect(await mailsTo(alice)).toEqual([]);
    const summary = (await l.ctx.store.getSummary(gameId))!;
    expect(summary.waiting.find((w) => w.seat === 0)?.mailAt).toBe(clock.now() + PRESENT_MS);
    // Once she has left (PRESENT_MS on), it goes.
    clock.advance(PRESENT_MS);
    await runOutbox(l.ctx);
    await l.idle();
    expect(await mailsTo(alice)).toHaveLength(1);
  });

  it('by a reply: the answer asks the next question with its links and reply address, and no second mail comes', async () => {
    const { gameId, alice } = await villageGame();
    const first = (await mailsTo(alice)).at(-1)!;
    const replyTo = first.replyTo![0];
    await clearMail(l);
    const raw = Buffer.from(
      [
        `From: ${alice}`,
        `To: ${replyTo}`,
        'Subject: Re: your move',
        `Message-ID: <${key()}@phone.example>`,
        '',
        'play Village',
        '',
      ].join('\r\n'),
    );
    const out = await receiveMail(l.ctx, { raw, recipients: [replyTo] }, LOCAL_MAIL_FROM);
    expect(out.kind).toBe('answered');
    await l.idle();
    const answers = await mailsTo(alice);
    expect(answers).toHaveLength(1);
    expect(answers[0].body.text).toContain('Done: play Village.');
    expect(answers[0].body.text).toMatch(/\/answer\?token=/);
    expect(answers[0].replyTo).toHaveLength(1);
    // The wait that reply began is marked told: the notices job, a minute on, sends nothing more.
    const summary = (await l.ctx.store.getSummary(gameId))!;
    expect(summary.waiting.find((w) => w.seat === 0)).not.toHaveProperty('mailAt');
    clock.advance(10 * 60_000);
    await runOutbox(l.ctx);
    await l.idle();
    expect(await mailsTo(alice)).toHaveLength(1);
  });
});
