// Table talk by mail (chat/reply-chat.ts): which reply lines are chat, then a reply "say hello" to a
// "your move" mail on the local runtime: "hello" is in the chat, the move lines are made, and the
// answer says what was posted.
import { describe, expect, it } from 'vitest';
import { LOCAL_MAIL_FROM } from '../../../local/runtime.js';
import { chatFromReply } from '../../../lambdas/chat/reply-chat.js';
import { receiveMail } from '../../../lambdas/inbound/receive.js';
import { Clock, freshUser, key, mail, memoryLocalPerFile, setupGame, type CaughtMail } from '../support.js';

describe('chatFromReply', () => {
  it('takes "say " lines as chat and leaves the rest as moves, in order', () => {
    expect(chatFromReply(['say hello', 'play Village', 'Say  nice hand'], true)).toEqual({
      chat: 'hello\nnice hand',
      moves: ['play Village'],
    });
    expect(chatFromReply(['play Village', 'buy Silver'], true)).toEqual({
      chat: null,
      moves: ['play Village', 'buy Silver'],
    });
    // "say" alone, or inside a word, is not chat.
    expect(chatFromReply(['say', 'sayonara'], true)).toEqual({ chat: null, moves: ['say', 'sayonara'] });
  });

  it('keeps the chat as written (its end punctuation), the moves as read', () => {
    expect(chatFromReply(['say See you tomorrow', 'buy Gold'], true, ['say See you tomorrow.', 'buy Gold.'])).toEqual({
      chat: 'See you tomorrow.',
      moves: ['buy Gold'],
    });
    expect(chatFromReply(['well played', 'say gg'], false, ['well played.', 'say gg;'])).toEqual({
      chat: 'well played.\ngg;',
      moves: [],
    });
  });

  it('takes every line as chat when the mail asks no move', () => {
    expect(chatFromReply(['well played', 'say rematch?'], false)).toEqual({ chat: 'well played\nrematch?', moves: [] });
    expect(chatFromReply([], false)).toEqual({ chat: null, moves: [] });
  });
});

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const mailsTo = async (to: string): Promise<(CaughtMail & { replyTo?: string[] })[]> =>
  (await mail(l)).filter((m) => m.destination.to.includes(to));

async function reply(from: string, to: string, lines: string[]) {
  const raw = Buffer.from(
    [
      `From: ${from}`,
      `To: ${to}`,
      'Subject: Re: your move',
      `Message-ID: <${key()}@phone.example>`,
      '',
      ...lines,
      '',
    ].join('\r\n'),
  );
  return receiveMail(l.ctx, { raw, recipients: [to] }, LOCAL_MAIL_FROM);
}

describe('a reply by mail that says something', () => {
  it('posts "say hello" as "hello", makes the move lines, and answers what was posted', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await setupGame(l, alice, bob, {
      firstPlayer: 0,
      players: { 0: { hand: ['Village', 'Smithy', 'Copper', 'Copper', 'Estate'] } },
    });
    const first = (await mailsTo(alice)).at(-1)!;
    const out = await reply(alice, first.replyTo![0], ['say hello', 'play Village']);
    expect(out.kind).toBe('answered');
    const chat = await l.call('GET', `/games/${gameId}/chat`, { token: l.token(bob) });
    expect(chat.body.messages.map((m) => ({ name: m.name, text: m.text, via: m.via }))).toEqual([
      { name: 'Alice', text: 'hello', via: 'reply' },
    ]);
    const answer = (await mailsTo(alice)).at(-1)!;
    expect(answer.body.text).toContain('Posted to the table\'s chat: "hello"');
    expect(answer.body.text).toMatch(/Done: .*Village/);
  });

  it('posts a reply with only "say" lines and answers with the message', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await setupGame(l, alice, bob, { firstPlayer: 0 });
    const first = (await mailsTo(alice)).at(-1)!;
    await reply(alice, first.replyTo![0], ['say <i>gl</i> hf']);
    const answer = (await mailsTo(alice)).at(-1)!;
    expect(answer.body.text).toContain('Your message is at the table.');
    expect(answer.body.html).toContain('&lt;i&gt;gl&lt;/i&gt; hf');
    expect((await l.ctx.store.chatMessages(gameId, { limit: 5 })).map((m) => m.text)).toEqual(['<i>gl</i> hf']);
  });

  it('posts a message as written: its final full stop is kept', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await setupGame(l, alice, bob, { firstPlayer: 0 });
    const first = (await mailsTo(alice)).at(-1)!;
    await reply(alice, first.replyTo![0], ['say See you tomorrow.']);
    expect((await l.ctx.store.chatMessages(gameId, { limit: 5 })).map((m) => m.text)).toEqual(['See you tomorrow.']);
    expect((await mailsTo(alice)).at(-1)!.body.text).toContain('Posted to the table\'s chat: "See you tomorrow."');
  });
});
