// Every mail about a game to one player lands in one conversation (letters/thread.ts), end to end on
// the local runtime: the SES endpoint is a recorder in front of the SES emulator that keeps each
// request's raw message (the emulator keeps only the parsed parts, not the headers) and passes it
// on; the headers are read back from that wire copy with a maintained MIME parser. A genuine SMTP
// reply (nodemailer) makes its moves; its answer goes under it, and so does the player's next
// "your move" mail, after the other player's web move, and mail that goes at once (a take-back
// request). A Message-ID that could break a header is
// never kept.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { simpleParser } from 'mailparser';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { Clock, freshUser, key, local, mail, newGame, whoOwes, type CaughtMail } from '../support.js';

/** One message as the SES endpoint received it: the recipient and the headers that thread it. */
interface Wired {
  to: string;
  subject: string;
  text: string;
  inReplyTo: string | null;
  references: string[];
  messageId: string | null;
}

let l: DynaliteLocal;
let recorder: Server;
const wired: Wired[] = [];
const clock = new Clock(Date.now());

/** Keeps each SendRawEmail's message, then passes the request on to the emulator unchanged. */
function startRecorder(emulator: () => string): Promise<string> {
  recorder = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    // A failed hop drops the connection (the sender sees it fail), never the test process.
    req.on('end', () => void relay().catch((e: unknown) => res.destroy(e instanceof Error ? e : undefined)));
    const relay = async () => {
      const body = Buffer.concat(chunks);
      const form = new URLSearchParams(body.toString());
      if (form.get('Action') === 'SendRawEmail') {
        const m = await simpleParser(Buffer.from(form.get('RawMessage.Data') ?? '', 'base64'));
        const to = m.to && !Array.isArray(m.to) ? (m.to.value[0].address ?? '') : '';
        wired.push({
          to,
          subject: m.subject ?? '',
          text: m.text ?? '',
          inReplyTo: m.inReplyTo ?? null,
          references: [m.references ?? []].flat(),
          messageId: m.messageId ?? null,
        });
      }
      // The request as signed (the emulator checks the signature's presence), but for the hop's own headers.
      const headers = Object.entries(req.headers).flatMap(([k, v]) =>
        typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k)
          ? [[k, v] as [string, string]]
          : [],
      );
      const up = await fetch(`${emulator()}${req.url}`, { method: req.method!, headers, body });
      res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? 'text/xml' });
      res.end(Buffer.from(await up.arrayBuffer()));
    };
  });
  return new Promise((ok) =>
    recorder.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(recorder.address() as { port: number }).port}`)),
  );
}

beforeAll(async () => {
  const url = await startRecorder(() => l.sesUrl);
  l = await local({ smtpPort: 0, now: clock.now, sesEndpoint: url });
});
afterAll(async () => {
  await l?.close();
  await new Promise((ok) => recorder?.close(ok));
});

const wiredTo = async (to: string) => {
  await mail(l);
  return wired.filter((w) => w.to === to);
};

async function reply(from: string, to: string, text: string, messageId: string) {
  const t = nodemailer.createTransport({ host: '127.0.0.1', port: l.smtpPort!, secure: false, ignoreTLS: true });
  try {
    await t.sendMail({ from, to, subject: 'Re: whatever the client wrote', text, messageId });
  } finally {
    t.close();
  }
}

describe('one thread per game and player', () => {
  it('the first mail, the answer to a reply and the next "your move" mail share the subject and the root; later mail goes under the reply', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await newGame(l, alice, [{ email: bob }]);
    const first = await whoOwes(l, gameId, [alice, bob]);
    const mover = first.email;
    const other = mover === alice ? bob : alice;
    const [yourMove] = (await wiredTo(mover)).filter((w) => w.text.includes('It is your turn'));
    expect(yourMove).toBeDefined();
    const root = yourMove.inReplyTo!;
    expect(root).toMatch(new RegExp(`^<game\\.${gameId}\\.seat\\d@[a-z0-9.-]+>$`));
    expect(yourMove.references).toEqual([root]);
    expect(yourMove.subject).toContain(`[${gameId}]`);

    // The mover answers by mail: their moves are made, and the answer (their turn still waits) goes under the reply.
    const replyTo = ((await mail(l)) as (CaughtMail & { replyTo: string[] })[])
      .filter((m) => m.destination.to.includes(mover))
      .at(-1)!.replyTo[0];
    await reply(mover, replyTo, 'play treasures', '<r1.thread@phone.example>');
    const answer = (await wiredTo(mover)).at(-1)!;
    expect(answer.text).toContain('Done: play treasures.');
    expect(answer.subject).toBe(`Re: ${yourMove.subject}`);
    expect(answer.inReplyTo).toBe('<r1.thread@phone.example>');
    expect(answer.references).toEqual([root, '<r1.thread@phone.example>']);

    // The mover ends the turn at the table; the other player ends theirs: the mover's next "your move" mail goes under their reply.
    const mine = (await l.call('GET', `/games/${gameId}`, { token: l.token(mover) })).body.seq;
    expect(
      (
        await l.call('POST', `/games/${gameId}/moves`, {
          token: l.token(mover),
          body: { gameId, expectedSeq: mine, idempotencyKey: key(), move: 'end turn' },
        })
      ).status,
    ).toBe(200);
    // The other player's mail (their turn now): its own root (their seat), the same subject.
    const theirs = await wiredTo(other);
    expect(theirs.length).toBeGreaterThan(0);
    const otherRoot = theirs[0].references[0];
    expect(otherRoot).not.toBe(root);
    for (const w of theirs) {
      expect(w.subject).toBe(yourMove.subject);
      expect(w.references[0]).toBe(otherRoot);
    }
    const seq = (await l.call('GET', `/games/${gameId}`, { token: l.token(other) })).body.seq;
    const moved = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(other),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end turn' },
    });
    expect(moved.status).toBe(200);
    const next = (await wiredTo(mover)).at(-1)!;
    expect(next.text).toContain('It is your turn');
    expect(next.subject).toBe(yourMove.subject);
    expect(next.inReplyTo).toBe('<r1.thread@phone.example>');
    expect(next.references).toEqual([root, '<r1.thread@phone.example>']);
    // Mail that goes at once joins the thread the same way: the other player asks to take back
    // their turn's end (a new hand was drawn: a request), and the request to the mover goes under their reply.
    const asked = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(other),
      body: { gameId, expectedSeq: moved.body.seq, idempotencyKey: key(), undo: 'ask' },
    });
    expect(asked.status, asked.raw).toBe(200);
    const request = (await wiredTo(mover)).at(-1)!;
    expect(request.text).toContain('asks to take back');
    expect(request.inReplyTo).toBe('<r1.thread@phone.example>');
    expect(request.references).toEqual([root, '<r1.thread@phone.example>']);
    // The emulator took every one of them as sent mail.
    expect((await mail(l)).filter((m) => m.destination.to.includes(mover) && m.subject.includes(gameId))).toHaveLength(
      (await wiredTo(mover)).length,
    );
  });

  it('a reply whose Message-ID could break a header is answered, but its id is neither used nor kept', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await newGame(l, alice, [{ email: bob }]);
    const { email: mover } = await whoOwes(l, gameId, [alice, bob]);
    // The "your move" mail goes out after the write: wait for it.
    await l.idle();
    const replyTo = ((await mail(l)) as (CaughtMail & { replyTo: string[] })[])
      .filter((m) => m.destination.to.includes(mover) && m.replyTo.length > 0)
      .at(-1)!.replyTo[0];
    await reply(mover, replyTo, 'play treasures', '<a "quoted" id@phone.example>');
    const answer = (await wiredTo(mover)).at(-1)!;
    expect(answer.text).toContain('Done: play treasures.');
    expect(answer.references).toHaveLength(1);
    expect(answer.references[0]).toMatch(new RegExp(`^<game\\.${gameId}\\.seat\\d@`));
    expect(await l.ctx.store.replyIds(gameId)).toEqual(new Map());
  });
});
