// A rematch by reply end to end on the local runtime: genuine replies over SMTP (nodemailer) to the
// local SMTP server, through the inbound pipeline and the rematch port to the rematch's writes on
// dynalite, answered through the outbox to the SES emulator. The same mail sent twice proposes once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { freshUser, key, local, mail, type CaughtMail } from '../support.js';
import { finishGame } from '../ratings/support.js';

type Caught = CaughtMail & { replyTo: string[] };

let l: DynaliteLocal;
beforeAll(async () => {
  l = await local({ smtpPort: 0 });
});
afterAll(async () => {
  await l?.close();
});

/** Sends a reply over SMTP as a mail client would; its effects are done once the mail it sends is out. */
async function reply(from: string, to: string, text: string, messageId = `<${key()}@phone.example>`) {
  const t = nodemailer.createTransport({ host: '127.0.0.1', port: l.smtpPort!, secure: false, ignoreTLS: true });
  try {
    await t.sendMail({ from, to, subject: 'Re: Dominion', text, messageId });
  } finally {
    t.close();
  }
  await l.idle();
}

const mailTo = async (to: string, holding: string) =>
  ((await mail(l)) as Caught[]).filter((m) => m.destination.to[0] === to && m.body.text?.includes(holding));

describe('rematch by reply over SMTP', () => {
  it('"rematch" to the game-over mail proposes it (once for a mail sent twice); "yes" to the invitation starts it', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const old = await finishGame(l, [ann, bob], 0);
    const over = (await mailTo(ann, 'The game is over')).at(-1)!;
    expect(over.replyTo).toHaveLength(1);
    const messageId = `<${key()}@phone.example>`;
    await reply(ann, over.replyTo[0], 'rematch', messageId);
    await reply(ann, over.replyTo[0], 'rematch', messageId);
    expect(await mailTo(ann, 'You proposed a rematch')).toHaveLength(1);
    const invitations = await mailTo(bob, 'proposes a rematch');
    expect(invitations).toHaveLength(1);
    const rematch = await l.ctx.store.getRematch(old);
    expect(rematch).not.toBeNull();

    await reply(bob, invitations[0].replyTo[0], 'yes\n\nOn Tue, ann wrote:\n> proposes a rematch');
    const [accepted] = await mailTo(bob, 'You accepted the rematch.');
    expect(accepted.body.text).toContain('the rematch has begun');
    expect((await l.ctx.store.getMeta(rematch!.newGameId))!.status).toBe('active');
    expect(await l.ctx.store.events(rematch!.newGameId, 0)).toHaveLength(1);
  });
});
