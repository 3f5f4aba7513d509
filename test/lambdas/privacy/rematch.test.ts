// A rematch's responses and mail follow the usual rules: seats by name, never another player's
// email, never the new game's (or the old game's) seed; the game-over mail's rematch link is a link
// of its own game only. The answers to replies about a rematch (inbound/rematch-reply.ts) likewise,
// and once the rematch has begun they show nothing of its hands or decks.
import { describe, expect, it } from 'vitest';
import { clearMail, http, key, mail, memoryLocalPerFile, type CaughtMail } from '../support.js';
import { finishGame } from '../ratings/support.js';
import { LOCAL_MAIL_FROM } from '../../../local/runtime.js';
import { receiveMail } from '../../../lambdas/inbound/receive.js';

const l = memoryLocalPerFile();

const [ANN, BOB] = ['ann.priv@example.com', 'bob.priv@example.com'];

describe('rematch privacy', () => {
  it("answers and mails hold no seed and no other player's email", async () => {
    const old = await finishGame(l, [ANN, BOB], 0);
    await clearMail(l);
    const proposed = await http(l, 'POST', `/games/${old}/rematch`, {
      token: l.token(ANN),
      body: { idempotencyKey: key() },
    });
    const newId = proposed.body.rematch!.gameId;
    const seeds = [(await l.ctx.store.getMeta(old))!.config.seed, (await l.ctx.store.getMeta(newId))!.config.seed];
    const read = await http(l, 'GET', `/games/${newId}/rematch`, { token: l.token(BOB) });
    const declined = await http(l, 'POST', `/games/${newId}/rematch/answer`, {
      token: l.token(BOB),
      body: { accept: false, idempotencyKey: key() },
    });
    for (const [answer, other] of [
      [proposed.raw, BOB],
      [read.raw, ANN],
      [declined.raw, ANN],
    ] as const) {
      for (const seed of seeds) expect(answer).not.toContain(seed);
      expect(answer).not.toContain(other);
    }
    const sent = await mail(l);
    expect(sent.map((m) => m.destination.to[0]).sort()).toEqual([ANN, BOB]);
    expect(sent.find((m) => m.destination.to[0] === BOB)!.body.text).toContain('ann.priv proposes a rematch');
    for (const m of sent) {
      const text = JSON.stringify(m.body);
      for (const seed of seeds) expect(text).not.toContain(seed);
      expect(text).not.toContain(m.destination.to[0] === ANN ? BOB : ANN);
    }
  });

  it("the game-over mail's rematch link opens the rematch of its own game, and no other game", async () => {
    await clearMail(l);
    const old = await finishGame(l, [ANN, BOB], 1);
    const over = (await mail(l)).find((m) => m.destination.to[0] === BOB && m.body.text?.includes('The game is over'))!;
    const line = over.body.text!.split('\n').find((x) => x.startsWith('Rematch:'))!;
    expect(line).toContain(`/games/${old}/open?token=`);
    expect(line).toContain('&to=rematch');
    expect(over.body.html).toContain('Rematch: the same players');
    const token = /token=([^&\s]+)/.exec(line)![1];
    const proposed = await http(l, 'POST', `/games/${old}/rematch`, { token, body: { idempotencyKey: key() } });
    expect(proposed.status, proposed.raw).toBe(200);
    expect(proposed.body.rematch).toMatchObject({ proposedBy: 'bob.priv', youAccepted: true });
    const elsewhere = await http(l, 'GET', `/games/${proposed.body.rematch!.gameId}/rematch`, { token });
    expect(elsewhere.status).toBe(403);
    const accepted = await http(l, 'POST', `/games/${old}/rematch/answer`, {
      token: l.token(ANN),
      body: { accept: true, idempotencyKey: key() },
    });
    expect(accepted.body.rematch!.status).toBe('active');
  });

  it('the answers to replies about a rematch hold no seed, no other email, nothing of the begun game', async () => {
    const old = await finishGame(l, [ANN, BOB], 0);
    const replyTo = async (to: string, holding: string) =>
      ((await mail(l)) as (CaughtMail & { replyTo: string[] })[])
        .filter((m) => m.destination.to[0] === to && m.body.text?.includes(holding))
        .at(-1)!.replyTo[0];
    const send = async (from: string, to: string, text: string) => {
      const raw = Buffer.from(`From: ${from}\r\nTo: ${to}\r\nMessage-ID: <${key()}@x.example>\r\n\r\n${text}\r\n`);
      await receiveMail(l.ctx, { raw, recipients: [to] }, LOCAL_MAIL_FROM);
      await l.idle();
    };
    await send(ANN, await replyTo(ANN, 'The game is over'), 'rematch');
    const invited = await replyTo(BOB, 'proposes a rematch');
    await clearMail(l);
    await send(BOB, invited, 'yes');
    const newId = (await l.ctx.store.getRematch(old))!.newGameId;
    const begun = (await l.ctx.store.getMeta(newId))!;
    expect(begun.status).toBe('active');
    const seeds = [(await l.ctx.store.getMeta(old))!.config.seed, begun.config.seed];
    const answer = (await mail(l)).find((m) => m.destination.to[0] === BOB && m.body.text?.includes('accepted'))!;
    const text = JSON.stringify(answer.body);
    for (const seed of seeds) expect(text).not.toContain(seed);
    expect(text).not.toContain(ANN);
    expect(text).toContain('the rematch has begun');
    expect(text).not.toMatch(/hand|deck|Province|Copper/i);
  });
});
