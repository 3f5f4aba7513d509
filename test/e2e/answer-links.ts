// Answer links in the browser tests: the answer links of a player's newest matching mail (as the
// SES emulator caught it), and answering through one of them — open the link (it only shows), check
// the answer, press the one button, wait for "Done". Reusable by any browser test where a player
// acts only from their mail; and the two-player game with fixed hands such tests start from.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ForcedSetup } from '../../engine/index.js';
import { hydrated, MAIL_WAIT_MS, type E2E, type Mail } from './support.js';

/**
 * A game `alice` opens with `bob` on `kingdom`, its hands fixed by `setup` (written into the game's
 * record before anyone moves), mail going as soon as a move is owed, and Bob joined. Returns its id.
 */
export async function gameWithHands(
  e2e: E2E,
  alice: string,
  bob: string,
  kingdom: readonly string[],
  setup: ForcedSetup,
): Promise<string> {
  const api = e2e.api;
  const created = await api(alice, 'POST', '/games', {
    name: 'Alice',
    seats: [{ email: bob, name: 'Bob' }],
    kingdom,
    mailGraceMinutes: 0,
  });
  expect(created.status, created.raw).toBe(201);
  const gameId = created.body.gameId;
  const store = e2e.stack.local.ctx.store;
  const meta = (await store.getMeta(gameId))!;
  await store.replaceMeta({ ...meta, config: { ...meta.config, setup } }, meta.version);
  expect((await api(bob, 'POST', `/games/${gameId}/join`, {})).status).toBe(200);
  return gameId;
}

/** One answer offered in a mail: its words ("Discard Copper, Estate") and its link. */
export interface MailAnswer {
  label: string;
  url: string;
}

/** The answer links of a mail's text ("  Label: https://…/answer?token=…" lines), in order. */
export function answersOf(m: Mail): MailAnswer[] {
  return [...(m.body.text ?? '').matchAll(/^ {2}(.+): (https?:\/\/\S+\/games\/[\w-]+\/answer\?token=[\w.-]+)$/gm)].map(
    (x) => ({ label: x[1], url: x[2] }),
  );
}

/** The answer links of the newest mail to `to` that matches `test` and has any, waiting for it (up to MAIL_WAIT_MS). */
export async function answerLinksIn(
  e2e: E2E,
  to: string,
  test: (m: Mail) => boolean,
  what: string,
): Promise<MailAnswer[]> {
  for (const until = Date.now() + MAIL_WAIT_MS; ; ) {
    const m = (await e2e.mails())
      .filter((x) => x.destination.to.includes(to) && test(x) && answersOf(x).length > 0)
      .at(-1);
    if (m) return answersOf(m);
    if (Date.now() > until)
      throw new Error(`No ${what} mail with answer links reached ${to} within ${MAIL_WAIT_MS / 1000} s.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The link whose label matches `label` (exactly, or by pattern), or a clear failure listing those offered. */
export function pick(answers: readonly MailAnswer[], label: string | RegExp): MailAnswer {
  const found = answers.find((a) => (typeof label === 'string' ? a.label === label : label.test(a.label)));
  if (!found) throw new Error(`No answer link "${String(label)}" in: ${answers.map((a) => a.label).join(' | ')}`);
  return found;
}

/**
 * Answers through a link: opens its page (which only shows: the heading asks to confirm, the button
 * names the answer), presses the button, and waits for the page to say it was made.
 */
export async function answerByLink(page: Page, answer: MailAnswer, step?: (w: string) => void): Promise<void> {
  step?.(`answer link: ${answer.label}`);
  await page.goto(answer.url);
  await page.getByRole('heading', { name: 'Confirm your answer' }).waitFor();
  await hydrated(page, 'form.answer-form button[type=submit]');
  const button = page.getByRole('region', { name: 'Your answer' }).getByRole('button', { name: answer.label });
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
  await page.getByRole('heading', { name: 'Done: your answer was made' }).waitFor();
  await page.getByRole('region', { name: 'Your answer' }).getByText(`You answered: ${answer.label}.`).waitFor();
}
