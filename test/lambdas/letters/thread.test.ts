// The thread every mail about a game to one seat goes in (letters/thread.ts): a stable root per game
// and seat, the latest reply as the parent, the root always first and the References bounded, the
// game's one subject; and, built into a raw message (mime.ts) and read back by a maintained MIME
// parser, the headers say exactly that — an id that could inject a header never reaches them.
import { describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import {
  gameSubject,
  gameThread,
  threadRoot,
  underLatestReplies,
  underMessage,
  underReply,
} from '../../../lambdas/letters/thread.js';
import { MAX_REFERENCES, rawMessage } from '../../../lambdas/letters/mime.js';
import { EMAILS, LINKS as L, mailMeta } from '../mail-fixture.js';

const ROOT0 = 'game.gAme_1234567.seat0@dominion.example';

describe("a game's mail thread", () => {
  it("one root per game and seat, from the web app's host", () => {
    expect(threadRoot(L, 'gAme_1234567', 0)).toBe(ROOT0);
    expect(threadRoot(L, 'gAme_1234567', 1)).not.toBe(ROOT0);
    expect(threadRoot(L, 'gAme_7654321', 0)).not.toBe(ROOT0);
    expect(threadRoot({ ...L, webUrl: 'not a url' }, 'gAme_1234567', 0)).toBe(
      'game.gAme_1234567.seat0@dominion.invalid',
    );
  });

  it('without a reply: under the root; with one: under the reply, the root first', () => {
    expect(gameThread(L, 'gAme_1234567', 0)).toEqual({ inReplyTo: ROOT0, references: [ROOT0] });
    expect(gameThread(L, 'gAme_1234567', 0, 'r1@phone.example')).toEqual({
      inReplyTo: 'r1@phone.example',
      references: [ROOT0, 'r1@phone.example'],
    });
    // A kept id that is no id (it could not have been kept, but the headers never trust it): the root.
    expect(gameThread(L, 'gAme_1234567', 0, 'x\r\nBcc: eve@evil.example')).toEqual({
      inReplyTo: ROOT0,
      references: [ROOT0],
    });
  });

  it("an answer to a reply: under the reply, the root kept first however long the reply's thread, each id once", () => {
    const long = Array.from({ length: 20 }, (_, i) => `id${i}@x.example`);
    const t = underReply(L, 'gAme_1234567', 0, 'me@phone.example', [ROOT0, ...long, 'a b@x']);
    expect(t.inReplyTo).toBe('me@phone.example');
    expect(t.references).toHaveLength(MAX_REFERENCES);
    expect(t.references[0]).toBe(ROOT0);
    expect(t.references.at(-1)).toBe('me@phone.example');
    expect(t.references.slice(1, -1)).toEqual(long.slice(-(MAX_REFERENCES - 2)));
  });

  it("a refusal: under the mail received, in no game's thread, its References bounded, invalid ids dropped", () => {
    const long = Array.from({ length: 20 }, (_, i) => `id${i}@x.example`);
    const t = underMessage('me@phone.example', [...long, 'a b@x']);
    expect(t.inReplyTo).toBe('me@phone.example');
    expect(t.references).toEqual([...long.slice(-(MAX_REFERENCES - 1)), 'me@phone.example']);
    expect(underMessage('me@phone.example', [])).toEqual({
      inReplyTo: 'me@phone.example',
      references: ['me@phone.example'],
    });
  });

  it('one subject for every mail of the game, from its name, which joining players do not change', () => {
    const meta = mailMeta(['Alice', 'bob'], { title: 'Friday night' });
    expect(gameSubject(meta)).toBe(`Dominion: Friday night [${meta.gameId}]`);
    expect(gameSubject({ ...meta, seats: meta.seats.map((s) => ({ ...s, name: s.name.toUpperCase() })) })).toBe(
      gameSubject(meta),
    );
  });

  it('as a raw message: In-Reply-To the parent, References root first; a header cannot be injected through the subject', async () => {
    const meta = mailMeta(['Alice', 'Bob'], { title: 'Evil\r\nBcc: eve@evil.example' });
    const n = {
      to: 'alice@example.com',
      subject: gameSubject(meta),
      text: 'x',
      html: '<p>x</p>',
      thread: gameThread(L, meta.gameId, 0, 'r1@phone.example'),
    };
    const raw = rawMessage('play@dominion.example', n);
    expect(raw).not.toMatch(/^Bcc:/m);
    const m = await simpleParser(raw);
    expect(m.inReplyTo).toBe('<r1@phone.example>');
    expect(m.references).toEqual([`<game.${meta.gameId}.seat0@dominion.example>`, '<r1@phone.example>']);
    expect(m.subject).toBe(`Dominion: Evil Bcc: eve@evil.example [${meta.gameId}]`);
  });
  it("mail made before the replies were read goes under each seat's own latest reply; other mail is left as it was", () => {
    const meta = mailMeta(['Alice', 'Bob']);
    const outbox = [0, 1].map((seat) => ({ to: EMAILS[seat], thread: gameThread(L, meta.gameId, seat) }));
    const stranger = { to: 'eve@example.com', thread: gameThread(L, meta.gameId, 0) };
    const unthreaded: { to: string; thread?: ReturnType<typeof gameThread> } = { to: EMAILS[1] };
    const out = underLatestReplies<{ to: string; thread?: ReturnType<typeof gameThread> }>(
      L,
      meta,
      [...outbox, stranger, unthreaded],
      new Map([[1, 'r2@phone.example']]),
    );
    expect(out[0]).toEqual(outbox[0]);
    expect(out[1].thread).toEqual(gameThread(L, meta.gameId, 1, 'r2@phone.example'));
    expect(out[2]).toEqual(stranger);
    expect(out[3]).toEqual(unthreaded);
  });
});
