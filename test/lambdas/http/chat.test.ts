// GET and POST /games/{gameId}/chat over the local runtime: seats post and read, the read mark
// says what is new, a mute is kept per seat, bad input is a 400 naming the field with nothing
// written, a non-seat is refused (403) unless the game is public (then it reads only), the rate
// limit answers 429, a retried key posts once, and a message changes no game state.
import { describe, expect, it } from 'vitest';
import { Clock, freshUser, key, memoryLocalPerFile, newGame } from '../support.js';
import { signToken } from '../../../auth/tokens.js';

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const say = (email: string, gameId: string, text: unknown, idempotencyKey: string = key()) =>
  l.call('POST', `/games/${gameId}/chat`, { token: l.token(email), body: { text, idempotencyKey } });
const read = (email: string, gameId: string) => l.call('GET', `/games/${gameId}/chat`, { token: l.token(email) });

async function twoPlayers() {
  const [ann, bob] = [freshUser('ann'), freshUser('bob')];
  return { ann, bob, gameId: await newGame(l, ann, [{ email: bob }]) };
}

describe('the chat routes', () => {
  it('posts and reads messages newest last, marking what is new since the last read', async () => {
    const { ann, bob, gameId } = await twoPlayers();
    clock.advance(1000);
    const posted = await say(ann, gameId, '  Good luck!  ');
    expect(posted.status).toBe(200);
    expect(posted.body.posted).toMatchObject({ seat: 0, text: 'Good luck!', via: 'web' });
    clock.advance(1000);
    await say(bob, gameId, 'You too\nhave fun');
    const first = await read(bob, gameId);
    expect(first.body.messages.map((m) => m.text)).toEqual(['Good luck!', 'You too\nhave fun']);
    expect(first.body).toMatchObject({ canPost: true, muted: false, more: false });
    // Bob's own post read the chat up to his message.
    expect(first.body.lastReadAt).toBe(new Date(clock.t).toISOString());
    clock.advance(1000);
    await say(ann, gameId, 'Ready?');
    const second = await read(bob, gameId);
    const lastRead = second.body.lastReadAt!;
    expect(second.body.messages.filter((m) => m.at > lastRead).map((m) => m.text)).toEqual(['Ready?']);
    expect((await read(bob, gameId)).body.lastReadAt).toBe(second.body.messages.at(-1)!.at);
  });

  it('answers a retried key with the first message, once; the same key with other text is 422', async () => {
    const { ann, gameId } = await twoPlayers();
    const k = key();
    const a = await say(ann, gameId, 'once', k);
    clock.advance(5000);
    const b = await say(ann, gameId, 'once', k);
    expect(b.body.duplicate).toBe(true);
    expect(b.body.posted).toEqual(a.body.posted);
    expect((await say(ann, gameId, 'twice', k)).status).toBe(422);
    expect((await read(ann, gameId)).body.messages.map((m) => m.text)).toEqual(['once']);
  });

  it.each([
    [{ text: '', idempotencyKey: 'key-12345' }, /text: text cannot be empty/],
    [{ text: '   \n ', idempotencyKey: 'key-12345' }, /text: text cannot be empty/],
    [{ text: 'x'.repeat(501), idempotencyKey: 'key-12345' }, /text: text is at most 500 characters/],
    [{ text: 'bell\u0007', idempotencyKey: 'key-12345' }, /text: text cannot hold control characters/],
    [{ text: 'evil \u202Eoverride', idempotencyKey: 'key-12345' }, /text: text cannot hold control characters/],
    [{ text: 'hi' }, /idempotencyKey: A message needs an idempotencyKey/],
    [{ text: 'hi', idempotencyKey: 'short' }, /idempotencyKey:/],
    [{ text: 7, idempotencyKey: 'key-12345' }, /text: text is a string/],
    [{ mute: 'yes' }, /mute: mute is true or false/],
    [{ text: 'hi', mute: true, idempotencyKey: 'key-12345' }, /text: Send either text/],
    [{ text: 'hi', idempotencyKey: 'key-12345', html: '<b>' }, /html/],
  ])('refuses %j with a 400 naming the field, writing nothing', async (body, message) => {
    const { ann, gameId } = await twoPlayers();
    const r = await l.call('POST', `/games/${gameId}/chat`, { token: l.token(ann), body });
    expect(r.status).toBe(400);
    expect(r.error.message).toMatch(message);
    expect(await l.ctx.store.chatMessages(gameId, { limit: 10 })).toEqual([]);
    expect(await l.ctx.store.chatMarks(gameId)).toEqual({ readAt: new Map(), muted: new Set() });
  });

  it('takes exactly 500 characters, counted as characters (an emoji is one), NFC-normalised', async () => {
    const { ann, gameId } = await twoPlayers();
    expect((await say(ann, gameId, '😀'.repeat(500))).status).toBe(200);
    const composed = await say(ann, gameId, 'Cafe\u0301');
    expect(composed.body.posted?.text).toBe('Caf\u00e9');
  });

  it('refuses a non-seat (403) to read or write a private game; a game link of another game too', async () => {
    const { ann, gameId } = await twoPlayers();
    const other = await twoPlayers();
    const eve = freshUser('eve');
    expect((await read(eve, gameId)).status).toBe(403);
    expect((await say(eve, gameId, 'hello')).status).toBe(403);
    const link = signToken(l.ctx.secret, { aud: 'game', sub: ann, gid: other.gameId }, clock.t + 1e6);
    expect((await l.call('GET', `/games/${gameId}/chat`, { token: link })).status).toBe(403);
    const ownLink = signToken(l.ctx.secret, { aud: 'game', sub: ann, gid: gameId }, clock.t + 1e6);
    expect((await l.call('GET', `/games/${gameId}/chat`, { token: ownLink })).status).toBe(200);
    expect((await l.call('GET', '/games/nope123/chat', { token: l.token(ann) })).status).toBe(404);
    expect(await l.ctx.store.chatMessages(gameId, { limit: 10 })).toEqual([]);
  });

  it("lets anyone signed in read a public game's chat, read-only", async () => {
    const ann = freshUser('ann');
    const created = await l.call('POST', '/games', {
      token: l.token(ann),
      body: { seats: [], open: { seats: 2, public: true }, mailGraceMinutes: 0 },
    });
    const gameId = created.body.gameId;
    await say(ann, gameId, 'Anyone for a game?');
    const eve = freshUser('eve');
    const seen = await read(eve, gameId);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ canPost: false, muted: null, lastReadAt: null });
    expect(seen.body.messages.map((m) => m.text)).toEqual(['Anyone for a game?']);
    expect((await say(eve, gameId, 'me!')).status).toBe(403);
    expect((await l.call('POST', `/games/${gameId}/chat`, { token: l.token(eve), body: { mute: true } })).status).toBe(
      403,
    );
  });

  it('answers 429 past 10 messages a minute, with a clear message, and opens again the next minute', async () => {
    const { ann, bob, gameId } = await twoPlayers();
    clock.advance(60_000 - (clock.t % 60_000));
    for (let i = 0; i < 10; i++) expect((await say(ann, gameId, `m${i}`)).status).toBe(200);
    const refused = await say(ann, gameId, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.error.message).toMatch(/at most 10 messages a minute/);
    // The other seat has its own limit.
    expect((await say(bob, gameId, 'calm down')).status).toBe(200);
    clock.advance(60_000);
    expect((await say(ann, gameId, 'again')).status).toBe(200);
    expect((await read(ann, gameId)).body.messages).toHaveLength(12);
  });

  it('keeps a mute per seat', async () => {
    const { ann, bob, gameId } = await twoPlayers();
    const muted = await l.call('POST', `/games/${gameId}/chat`, { token: l.token(bob), body: { mute: true } });
    expect(muted.body.muted).toBe(true);
    expect((await read(ann, gameId)).body.muted).toBe(false);
    expect((await read(bob, gameId)).body.muted).toBe(true);
    await l.call('POST', `/games/${gameId}/chat`, { token: l.token(bob), body: { mute: false } });
    expect((await read(bob, gameId)).body.muted).toBe(false);
  });

  it('changes no game state: the log, the seq and the table stay as they were', async () => {
    const { ann, gameId } = await twoPlayers();
    const before = await l.call('GET', `/games/${gameId}`, { token: l.token(ann) });
    const events = await l.ctx.store.events(gameId, 0);
    await say(ann, gameId, 'hello');
    expect(await l.ctx.store.events(gameId, 0)).toEqual(events);
    const after = await l.call('GET', `/games/${gameId}`, { token: l.token(ann) });
    expect(after.body.seq).toBe(before.body.seq);
    expect(after.body.view).toEqual(before.body.view);
  });
});
