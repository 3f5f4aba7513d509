// The words of a turn by mail, end to end on the local runtime (dynalite, a genuine SMTP reply, the
// SES emulator): Alice's "your move" mail, with Village in hand, already offers the whole money turn
// as one link beside "Play Village"; her reply with a mistyped buy is answered with the nearest card
// of this game ("Did you mean Silver?"), the $ and Buys she has now, the buys she may write dearest
// first, and a footer that suggests this turn's own moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { Clock, clearMail, eventCount, freshUser, local, mail, newGame, type CaughtMail } from '../support.js';

type Caught = CaughtMail & { replyTo: string[] };

let l: DynaliteLocal;
const clock = new Clock(Date.now());
beforeAll(async () => {
  l = await local({ smtpPort: 0, now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

/** Alice first, holding Village, Silver, two Coppers and an Estate: $4 in Treasures. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Village', 'Silver', 'Copper', 'Copper', 'Estate'] },
    1: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] },
  },
};

async function lastMailTo(to: string): Promise<Caught> {
  const mine = ((await mail(l)) as Caught[]).filter((m) => m.destination.to.includes(to));
  if (!mine.length) throw new Error(`no mail to ${to}`);
  return mine.at(-1)!;
}

async function reply(from: string, to: string, text: string) {
  const t = nodemailer.createTransport({ host: '127.0.0.1', port: l.smtpPort!, secure: false, ignoreTLS: true });
  try {
    await t.sendMail({ from, to, subject: 'Re: your move', text });
  } finally {
    t.close();
  }
}

describe('a turn by mail, in words that guide', () => {
  it('one link for the money turn beside the Action; a mistyped buy gets "did you mean", the $ and the legal moves', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const gameId = await newGame(l, alice, [{ email: bob }], {}, SETUP);
    const first = await lastMailTo(alice);
    const labels = [...(first.body.text ?? '').matchAll(/^ {2}(.+): \S+\/answer\?token=\S+$/gm)].map((m) => m[1]);
    expect(labels.slice(0, 2)).toEqual(['Play Village', 'Play all Treasures, buy Militia and end your turn']);
    expect(first.body.text).toContain(
      'Or reply to this mail with your moves, one per line (play Village, play treasures, buy Militia, end turn).',
    );

    const n0 = await eventCount(l, gameId);
    await clearMail(l);
    await reply(alice, first.replyTo[0], 'play treasures\nbuy Slver\nend turn');
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
    const answer = (await lastMailTo(alice)).body.text!;
    expect(answer).toContain('Done: play treasures.');
    expect(answer).toContain('Not done: "buy Slver": There is no Slver in this game. Did you mean Silver?');
    const lines = answer.split('\n');
    const now = lines.indexOf('Now: play Treasures, buy, or end your turn.');
    expect(now).toBeGreaterThan(0);
    expect(lines[now + 1]).toBe('You have $4 to spend and 1 Buy.');
    expect(lines[now + 2]).toMatch(
      /^You may write: buy Militia \(\$4\) \| buy Smithy \(\$4\) \| buy Throne Room \(\$4\) \| buy Silver \(\$3\) \| .* \| buy Copper \(\$0\) \| buy Curse \(\$0\) \| end turn\.$/,
    );
    expect(answer).toContain('Or reply to this mail with your moves, one per line (buy Militia, end turn).');
  });
});
