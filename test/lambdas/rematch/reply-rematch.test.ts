// A rematch by reply, on the in-memory runtime through the inbound pipeline (receiveMail, as the
// SMTP server and the SES function call it): the game-over mail takes "rematch" (propose, or accept
// the one proposed), a rematch's invitation takes "yes" and "no"; each reply is answered with what
// happened or why not, a mail delivered twice acts once, a line that is no answer is named and
// changes nothing, "say " lines still reach the finished game's chat, and a reply from another
// address is refused with nothing written.
import { describe, expect, it } from 'vitest';
import { LOCAL_MAIL_FROM } from '../../../local/runtime.js';
import { receiveMail } from '../../../lambdas/inbound/receive.js';
import { signedReplyAddress } from '../../../lambdas/inbound/inbound.js';
import { GAME_OVER_REPLY, REMATCH_INVITATION } from '../../../auth/reply-address.js';
import { clearMail, Clock, freshUser, key, mail, memoryLocalPerFile, type CaughtMail } from '../support.js';
import { finishGame } from '../ratings/support.js';

type Caught = CaughtMail & { replyTo: string[] };

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const rawReply = (from: string, to: string, text: string, messageId: string) =>
  Buffer.from(
    [
      `From: ${from}`,
      `To: ${to}`,
      'Subject: Re: Dominion',
      `Message-ID: <${messageId}@phone.example>`,
      '',
      text,
      '',
    ].join('\r\n'),
  );

/** Sends a reply (the same `messageId` again: the same mail delivered twice); the outcome once its mail is out. */
async function reply(from: string, to: string, text: string, messageId = key()) {
  clock.advance(1000);
  const out = await receiveMail(l.ctx, { raw: rawReply(from, to, text, messageId), recipients: [to] }, LOCAL_MAIL_FROM);
  await l.idle();
  return out;
}

/** The newest mail to `to` whose text holds `holding`. */
async function lastTo(to: string, holding: string): Promise<Caught> {
  const found = ((await mail(l)) as Caught[]).filter(
    (m) => m.destination.to[0] === to && m.body.text?.includes(holding),
  );
  if (!found.length) throw new Error(`no mail to ${to} with "${holding}"`);
  return found.at(-1)!;
}
const gameOverMail = (to: string) => lastTo(to, 'The game is over');
const invitation = (to: string) => lastTo(to, 'proposes a rematch');
const answerTo = (to: string) => lastTo(to, 'Open the rematch');
const rematchOf = async (gameId: string) => {
  const r = await l.ctx.store.getRematch(gameId);
  return r ? l.ctx.store.getMeta(r.newGameId) : null;
};

describe('rematch by reply: the mail', () => {
  it('the game-over mail and the invitation carry reply addresses of their own kind, and say what a reply does', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const old = await finishGame(l, [ann, bob], 0);
    const over = await gameOverMail(bob);
    const address = over.replyTo[0];
    expect(over.body.text).toContain(`Or reply to this mail with "rematch" to propose a rematch`);
    expect(over.body.text).toContain(`Replies go to ${address}`);
    const check = signedReplyAddress(l.ctx, [address]);
    expect(check?.ok && check.claims).toMatchObject({ gameId: old, seat: 1, decisionId: GAME_OVER_REPLY });

    expect((await reply(ann, (await gameOverMail(ann)).replyTo[0], 'Rematch!')).kind).toBe('rematch');
    const invited = await invitation(bob);
    const newId = (await rematchOf(old))!.gameId;
    expect(invited.body.text).toContain(`Or reply to this mail with "yes" (accept) or "no" (decline)`);
    const inviteCheck = signedReplyAddress(l.ctx, invited.replyTo);
    expect(inviteCheck?.ok && inviteCheck.claims).toMatchObject({ gameId: newId, decisionId: REMATCH_INVITATION });
    // The lobby line knows it is a rematch (it links to the rematch panel).
    const games = await l.call('GET', '/games', { token: l.token(bob) });
    expect(games.body.games.find((g) => g.gameId === newId)).toMatchObject({ rematchOf: old, yourMove: true });
  });
});

describe('rematch by reply: proposing and accepting', () => {
  it('"rematch" proposes, once for a mail delivered twice; "yes" to the invitation starts it; answers say so', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const old = await finishGame(l, [ann, bob], 0);
    const annOver = (await gameOverMail(ann)).replyTo[0];
    await clearMail(l);
    const id = key();
    const first = await reply(ann, annOver, 'rematch\n\n> The game is over.', id);
    expect(first).toMatchObject({ kind: 'rematch', gameId: old });
    const proposed = await answerTo(ann);
    expect(proposed.body.text).toContain('You proposed a rematch');
    expect(proposed.body.text).toMatch(/The rematch waits for bob\.\S+ to accept\./);
    const rematch = (await rematchOf(old))!;
    expect(rematch.status).toBe('open');
    // The same mail again: no second rematch, no second answer, no second invitation.
    await reply(ann, annOver, 'rematch\n\n> The game is over.', id);
    expect((await rematchOf(old))!.gameId).toBe(rematch.gameId);
    const sent = await mail(l);
    expect(sent.filter((m) => m.destination.to[0] === ann)).toHaveLength(1);
    expect(sent.filter((m) => m.destination.to[0] === bob && m.body.text?.includes('proposes a rematch'))).toHaveLength(
      1,
    );

    const yes = await reply(bob, (await invitation(bob)).replyTo[0], 'Yes');
    expect(yes).toMatchObject({ kind: 'rematch', gameId: rematch.gameId });
    const accepted = await answerTo(bob);
    expect(accepted.body.text).toContain('You accepted the rematch.');
    expect(accepted.body.text).toContain('Everyone has accepted: the rematch has begun.');
    expect((await l.ctx.store.getMeta(rematch.gameId))!.status).toBe('active');
    expect(await l.ctx.store.events(rematch.gameId, 0)).toHaveLength(1);
    // Another "yes" (a new mail): it has started already; still one game, one start.
    await reply(bob, (await invitation(bob)).replyTo[0], 'accept');
    expect((await answerTo(bob)).body.text).toContain('This rematch has started already.');
    expect(await l.ctx.store.events(rematch.gameId, 0)).toHaveLength(1);
  });

  it('"rematch" to the game-over mail accepts the rematch another player proposed', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const old = await finishGame(l, [ann, bob], 1);
    await reply(bob, (await gameOverMail(bob)).replyTo[0], 'rematch');
    await reply(ann, (await gameOverMail(ann)).replyTo[0], 'rematch');
    expect((await answerTo(ann)).body.text).toContain('You accepted the rematch.');
    expect((await rematchOf(old))!.status).toBe('active');
  });

  it('"accept" to the game-over mail with nothing proposed: told how to propose, nothing written', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const old = await finishGame(l, [ann, bob], 0);
    await reply(bob, (await gameOverMail(bob)).replyTo[0], 'accept');
    expect((await lastTo(bob, 'Nothing was done')).body.text).toContain(
      'Nobody has proposed a rematch of this game: reply "rematch" to propose one.',
    );
    expect(await l.ctx.store.getRematch(old)).toBeNull();
  });
});

describe('rematch by reply: declining', () => {
  it('"no" cancels it for all with a mail to the others; a later "yes" or "no" is told why nothing changed', async () => {
    const [ann, bob, cy] = [freshUser('ann'), freshUser('bob'), freshUser('cy')];
    const old = await finishGame(l, [ann, bob, cy], 0);
    await reply(ann, (await gameOverMail(ann)).replyTo[0], 'rematch');
    const [bobInvited, cyInvited] = [(await invitation(bob)).replyTo[0], (await invitation(cy)).replyTo[0]];
    await clearMail(l);
    await reply(bob, bobInvited, 'no');
    expect((await answerTo(bob)).body.text).toContain('You declined the rematch: it will not be played.');
    expect((await rematchOf(old))!.status).toBe('cancelled');
    const told = (await mail(l)).filter((m) => m.subject.includes('was declined'));
    expect(told.map((m) => m.destination.to[0]).sort()).toEqual([ann, cy].sort());

    await reply(cy, cyInvited, 'yes');
    expect((await answerTo(cy)).body.text).toContain('Nothing was done. This rematch was declined');
    await reply(cy, cyInvited, 'decline');
    expect((await answerTo(cy)).body.text).toContain('This rematch was declined already');
    expect((await rematchOf(old))!.seats.find((s) => s.email === cy)!.joined).toBe(false);
  });
});

describe('rematch by reply: lines that are no answer', () => {
  it('names a line that is no answer and changes nothing; "yes" and "no" together do nothing', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const old = await finishGame(l, [ann, bob], 0);
    await reply(ann, (await gameOverMail(ann)).replyTo[0], 'rematch');
    const address = (await invitation(bob)).replyTo[0];
    await reply(bob, address, 'maybe next week');
    const unknown = (await answerTo(bob)).body.text!;
    expect(unknown).toContain('Nothing was done: "maybe next week" is not an answer');
    expect(unknown).toContain('reply "yes" to accept it or "no" to decline it');
    await reply(bob, address, 'yes\nno');
    expect((await answerTo(bob)).body.text).toContain('both accepts and declines');
    const rematch = (await rematchOf(old))!;
    expect(rematch.status).toBe('open');
    expect(rematch.seats.find((s) => s.email === bob)!.joined).toBe(false);
  });

  it('"say " lines go to the finished game\'s chat; a game-over reply without "rematch" is table talk only', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const old = await finishGame(l, [ann, bob], 0);
    const talk = await reply(bob, (await gameOverMail(bob)).replyTo[0], 'well played');
    expect(talk.kind).toBe('answered');
    expect(await l.ctx.store.getRematch(old)).toBeNull();
    await reply(ann, (await gameOverMail(ann)).replyTo[0], 'rematch\nsay one more.');
    expect((await answerTo(ann)).body.text).toContain('Posted to the table\'s chat: "one more."');
    await reply(bob, (await invitation(bob)).replyTo[0], 'say sure\nyes');
    const chat = await l.call('GET', `/games/${old}/chat`, { token: l.token(ann) });
    expect(chat.status, chat.raw).toBe(200);
    expect((chat.body as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual([
      'well played',
      'one more.',
      'sure',
    ]);
    expect((await rematchOf(old))!.status).toBe('active');
  });
});

describe('rematch by reply: refusals', () => {
  it('a reply to the game-over mail from another address is refused, nothing written', async () => {
    const [ann, bob, eve] = [freshUser('ann'), freshUser('bob'), freshUser('eve')];
    const old = await finishGame(l, [ann, bob], 0);
    const out = await reply(eve, (await gameOverMail(ann)).replyTo[0], 'rematch');
    expect(out).toEqual({ kind: 'refused', reason: 'wrong-sender', answered: true });
    expect(await l.ctx.store.getRematch(old)).toBeNull();
    const refusal = await lastTo(eve, 'nothing was done');
    expect(refusal.body.text).not.toContain(old);
    expect(refusal.body.text).not.toContain('ann.');
  });
});
