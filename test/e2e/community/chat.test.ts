// Table talk in Chromium: Alice and Bob chat from the table (Bob sees Alice's message marked new,
// on a 390 px screen, axe clean), the player whose move it is replies to the "your move" mail with
// "say ..." over SMTP, and the other sees it on the table. Screenshots go to test-artifacts/.
import path from 'node:path';
import nodemailer from 'nodemailer';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, hydrated, MAIL_WAIT_MS, startE2E, twoPlayers, type E2E, type Mail } from '../support.js';
import { KINGDOM } from '../../lambdas/support.js';

const ALICE = 'alice.chat@example.com';
const BOB = 'bob.chat@example.com';
let e2e: E2E;

async function say(page: Page, text: string): Promise<void> {
  await hydrated(page, '.chat-form button');
  await page.getByLabel('Say something to the table').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.locator('.chat-text', { hasText: text }).waitFor();
}

describe('table talk in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('chat');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('two players chat from the table and by a "say" reply', async () => {
    try {
      const [alice, bob] = await twoPlayers(e2e, [ALICE, BOB]);
      await bob.setViewportSize({ width: 390, height: 844 });
      const created = await e2e.api(ALICE, 'POST', '/games', {
        seats: [{ email: BOB }],
        kingdom: KINGDOM,
        mailGraceMinutes: 0,
      });
      const gameId = created.body.gameId;
      await e2e.api(BOB, 'POST', `/games/${gameId}/join`, {});

      e2e.step('Alice says hello from the table');
      await alice.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await say(alice, 'Hello <b>Bob</b>, good luck!');

      e2e.step('Bob sees it, marked new, and answers');
      await bob.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await bob.locator('li.chat-new', { hasText: 'Hello <b>Bob</b>, good luck!' }).waitFor();
      expect(await bob.locator('#chat b').count()).toBe(0);
      expect(
        await bob.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
      const found = await new AxeBuilder({ page: bob })
        .include('#chat')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(found.violations.map((v) => v.id)).toEqual([]);
      await say(bob, 'Thanks, you too');
      await bob.screenshot({ path: path.join(artifacts, 'chat-390.png'), fullPage: true });

      e2e.step('whoever has the move replies "say ..." to their mail');
      let mail: (Mail & { replyTo?: string[] }) | undefined;
      for (
        const until = Date.now() + MAIL_WAIT_MS;
        !mail && Date.now() < until;
        await new Promise((r) => setTimeout(r, 200))
      ) {
        mail = ((await e2e.mails()) as (Mail & { replyTo?: string[] })[])
          .filter((m) => m.replyTo?.length && m.subject.includes(gameId))
          .at(-1);
      }
      if (!mail) throw new Error('no mail with a reply address came');
      const replier = mail.destination.to.includes(ALICE) ? ALICE : BOB;
      const other = replier === ALICE ? bob : alice;
      const t = nodemailer.createTransport({
        host: e2e.stack.smtpAddress.split(':')[0],
        port: Number(e2e.stack.smtpAddress.split(':')[1]),
        secure: false,
        ignoreTLS: true,
      });
      try {
        await t.sendMail({
          from: replier,
          to: mail.replyTo![0],
          subject: `Re: ${mail.subject}`,
          text: 'say Sent from my phone\n',
        });
      } finally {
        t.close();
      }
      for (const until = Date.now() + MAIL_WAIT_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 300))) {
        await other.goto(`${e2e.stack.webUrl}/games/${gameId}`);
        if (await other.locator('.chat-text', { hasText: 'Sent from my phone' }).count()) break;
      }
      await other.locator('li', { hasText: 'Sent from my phone' }).locator('.chat-via').waitFor();
      await other.screenshot({ path: path.join(artifacts, 'chat-by-mail.png'), fullPage: true });
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 300_000);
});
