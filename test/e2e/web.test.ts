// The product end to end in a real browser: the local stack (dynalite, SES emulator, API) in this
// process on random ports, the web app's standalone server (built first when stale), and Debian's
// Chromium driven by playwright-core. Two players sign in through the magic links caught by the SES
// emulator, play real turns through the UI (with a Militia attack answered from the mail link) and
// step through the history. Screenshots go to test-artifacts/.
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot, startStack, type Stack } from '../../lambdas/local/stack.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const artifacts = path.join(repoRoot, 'test-artifacts');
const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';

interface Mail { destination: { to: string[] }; subject: string; body: { text?: string; html?: string } }

let stack: Stack;
const t0 = Date.now();
/** Progress, kept in test-artifacts/e2e.log (a hung step is easy to find there). */
const step = (what: string) => appendFileSync(path.join(artifacts, 'e2e.log'), `${((Date.now() - t0) / 1000).toFixed(1)}s ${what}\n`);
const serverLog: string[] = [];
const contexts: BrowserContext[] = [];
const profiles: string[] = [];

async function browserFor(): Promise<Page> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dominion-e2e-'));
  profiles.push(dir);
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1280, height: 900 },
  });
  contexts.push(ctx);
  ctx.setDefaultTimeout(30_000);
  return ctx.pages()[0] ?? ctx.newPage();
}

async function mails(): Promise<Mail[]> {
  const r = await fetch(`${stack.mailUrl}/store`);
  return ((await r.json()) as { emails: Mail[] }).emails;
}

/** The newest mail to `to` matching `test`, waiting for it to arrive; returns the first link in its text. */
async function linkIn(to: string, test: (m: Mail) => boolean, what: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const m = (await mails()).filter((x) => x.destination.to.includes(to) && test(x)).at(-1);
    const url = m?.body.text?.match(/https?:\/\/\S+/)?.[0];
    if (url) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${what} mail reached ${to}.`);
}

async function signIn(page: Page, email: string) {
  await page.goto(`${stack.webUrl}/signin`);
  await hydrated(page, 'form button[type=submit]');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.waitForURL(/\/signin\/check-email/);
  const link = await linkIn(email, (m) => m.subject.startsWith('Sign in'), 'sign-in');
  expect(link.startsWith(stack.webUrl)).toBe(true);
  await page.goto(link);
  await page.getByRole('heading', { name: 'My games' }).waitFor();
  await page.getByText(`Signed in as ${email}`).waitFor();
}

/** Which human owes the game a decision now (bots answer by themselves). */
async function owner(gameId: string): Promise<string | null> {
  for (const email of [ALICE, BOB]) {
    const r = await stack.local.call('GET', `/games/${gameId}`, { token: stack.local.token(email) });
    expect(r.status).toBe(200);
    if (r.body.view?.decision) return email;
  }
  return null;
}

/** Waits until React has hydrated the element (a click before that would be lost). */
async function hydrated(page: Page, selector: string) {
  // A string: the project's type-check has no DOM types.
  await page.waitForFunction(`(() => {
    const el = document.querySelector(${JSON.stringify(selector)});
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  })()`);
}

/** Clicks a button whose click sends a server action, and waits for the answer. */
async function send(page: Page, name: string | RegExp) {
  await hydrated(page, 'fieldset.decision button');
  const button = page.getByRole('button', { name }).first();
  step(`click ${String(name)}`);
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
  await page.locator('fieldset.decision:disabled').waitFor({ state: 'detached' });
}

const has = async (page: Page, name: string | RegExp) => (await page.getByRole('button', { name }).count()) > 0;

describe('the web table in Chromium', () => {
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium is missing at ${CHROMIUM}: the browser test needs Debian's Chromium (apt-get install -y chromium; .ci/run installs it).`);
    }
    mkdirSync(artifacts, { recursive: true });
    for (const f of ['e2e.log', 'failure-0.png', 'failure-1.png']) rmSync(path.join(artifacts, f), { force: true });
    step('starting the stack');
    stack = await startStack({ log: (l) => serverLog.push(l) });
  }, 600_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    for (const d of profiles) rmSync(d, { recursive: true, force: true });
    await stack?.close();
  }, 60_000);

  it('two players sign in by mail, play with a Militia attack answered from the mail link, and step through the history', async () => {
    try {
      step('stack up; starting two browsers');
      const alice = await browserFor();
      const bob = await browserFor();
      await signIn(alice, ALICE);
      await signIn(bob, BOB);

      // Alice creates a First Game table against Bob and a bot.
      await alice.getByRole('link', { name: 'Start a new game' }).click();
      await alice.waitForURL(/\/games\/new$/);
      await hydrated(alice, 'form.new-game button[type=submit]');
      await alice.getByLabel('Your name').fill('Alice');
      await alice.getByLabel('Set', { exact: true }).selectOption('First Game');
      await alice.getByLabel('Invite by email (one per line)').fill(BOB);
      await alice.getByLabel('Bots').fill('1');
      await alice.getByRole('button', { name: 'Create game' }).click();
      await alice.waitForURL((u) => /^\/games\/[^/]+$/.test(u.pathname) && u.pathname !== '/games/new');
      const gameId = new URL(alice.url()).pathname.split('/').pop()!;

      // Bob accepts from the invitation mail.
      const invite = await linkIn(BOB, (m) => m.subject.includes('invites you'), 'invitation');
      expect(invite).toContain(`/games/${gameId}`);
      await bob.goto(invite);
      await bob.getByRole('button', { name: 'Join this game' }).click();
      await bob.locator('.table').waitFor();

      // Real turns: Alice buys a Militia and plays it as soon as she draws it; Bob plays money.
      const pages: Record<string, Page> = { [ALICE]: alice, [BOB]: bob };
      let aliceHasMilitia = false;
      let moves = 0;
      for (;;) {
        expect(moves++, 'Alice should draw her Militia within a few turns').toBeLessThan(200);
        const who = await owner(gameId);
        expect(who).not.toBeNull();
        const page = pages[who!]!;
        step(`move ${moves}: ${who}`);
        await page.goto(`${stack.webUrl}/games/${gameId}`);
        await page.getByRole('region', { name: 'Your decision' }).waitFor();
        if (await has(page, 'End Action phase')) {
          if (who === ALICE && await has(page, 'Play Militia')) { await send(page, 'Play Militia'); break; }
          await send(page, 'End Action phase');
        } else if (await has(page, 'Play all Treasures')) {
          await send(page, 'Play all Treasures');
        } else if (who === ALICE && !aliceHasMilitia && await has(page, /^Buy Militia/)) {
          await send(page, /^Buy Militia/);
          aliceHasMilitia = true;
        } else if (await has(page, /^Buy Silver/)) {
          await send(page, /^Buy Silver/);
        } else {
          await send(page, 'End turn');
        }
      }
      expect(await owner(gameId)).toBe(BOB);

      // Bob is mailed the attack's decision and answers from the link.
      const link = await linkIn(BOB, (m) => /played Militia: discard 2 cards/.test(m.body.text ?? ''), 'Militia');
      await bob.goto(link);
      const decision = bob.getByRole('region', { name: 'Your decision' });
      await decision.getByText('Alice played Militia: discard 2 cards (down to 3).').waitFor();
      await bob.mouse.move(0, 0);
      await bob.screenshot({ path: path.join(artifacts, 'table-militia-decision.png'), fullPage: true });
      await hydrated(bob, 'fieldset.decision button');
      const cards = decision.getByRole('group', { name: 'Cards to choose from' }).getByRole('button');
      expect(await cards.count()).toBe(5);
      for (const i of [0, 1]) {
        await cards.nth(i).click();
        await bob.locator(`fieldset.decision .choices button:nth-child(${i + 1})[aria-pressed=true]`).waitFor();
      }
      await send(bob, /^Discard /);
      await expect.poll(() => bob.getByRole('region', { name: 'Your decision' }).count(), { timeout: 15_000 }).toBe(0);
      const bobState = await stack.local.call('GET', `/games/${gameId}`, { token: stack.local.token(BOB) });
      expect(bobState.body.view.you.hand).toHaveLength(3);

      // Alice finishes her turn: Militia's +$2 is in her coins.
      await alice.goto(`${stack.webUrl}/games/${gameId}`);
      await alice.getByRole('region', { name: 'Your decision' }).waitFor();
      if (await has(alice, 'End Action phase')) await send(alice, 'End Action phase');
      if (await has(alice, 'Play all Treasures')) await send(alice, 'Play all Treasures');
      await alice.mouse.move(0, 0);
      await alice.screenshot({ path: path.join(artifacts, 'table.png'), fullPage: true });
      await send(alice, 'End turn');
      expect(await owner(gameId)).not.toBe(ALICE);

      // The history: step from the start.
      await alice.goto(`${stack.webUrl}/games/${gameId}`);
      await alice.getByRole('link', { name: 'History' }).click();
      await alice.waitForURL(/\/history/);
      const history = alice.getByRole('region', { name: 'History' });
      await history.getByText(/Move \d+ of \d+/).waitFor();
      await history.getByRole('link', { name: '« First' }).click();
      await history.getByText(/^Move 0 of \d+$/).waitFor();
      for (let i = 1; i <= 3; i++) {
        await history.getByRole('link', { name: 'Next ▶' }).click();
        await history.getByText(new RegExp(`^Move ${i} of \\d+$`)).waitFor();
      }
      await history.getByRole('link', { name: 'Last »' }).click();
      await history.getByText(/Militia/).first().waitFor();
      await alice.mouse.move(0, 0);
      await alice.screenshot({ path: path.join(artifacts, 'history.png'), fullPage: true });
    } catch (e) {
      for (const [i, c] of contexts.entries()) await c.pages()[0]?.screenshot({ path: path.join(artifacts, `failure-${i}.png`), fullPage: true }).catch(() => {});
      console.error(`web/local server output:\n${serverLog.slice(-80).join('\n')}`);
      throw e;
    }
  }, 600_000);
});
