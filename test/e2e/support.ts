// Shared machinery of the browser tests: the local stack (dynalite, SES emulator, API, the web app's
// standalone server) on random ports, Debian's Chromium driven by playwright-core, sign-in through
// the magic links the SES emulator caught, and the waits a React page needs before a click counts.
// Browser tests take a lock for their whole run: one `next build` at a time, and two Chromiums
// never fight over the machine's cores.
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { repoRoot, startStack, type Stack } from '../../local/stack.js';
import type { Answer, BodyFor } from '../../local/answer.js';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const artifacts = path.join(repoRoot, 'test-artifacts');

export interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/**
 * How long a test waits for a mail, and for expect.poll's condition (its default is 1 s): a mail
 * goes after the response, and CI runs every suite at once on a small machine. Generous on purpose:
 * a wait ends as soon as its condition holds.
 */
export const MAIL_WAIT_MS = 30_000;

/** What the page functions here read of an element (this tsconfig has no DOM library: they run in the browser). */
export interface PageElement {
  getBoundingClientRect(): { x: number; y: number; left: number; width: number; height: number };
  getAttribute(name: string): string | null;
  textContent: string | null;
}
export const POLL = { timeout: 20_000 };

export interface E2E {
  stack: Stack;
  /** Progress with seconds since the start, kept in test-artifacts/<name>.log (a hung step is easy to find there). */
  step: (what: string) => void;
  /** A fresh browser profile (its own cookies: one signed-in user each). */
  browser(): Promise<Page>;
  mails(): Promise<Mail[]>;
  /** The local API called as the signed-in user `email` (a JSON body when given): for set-up and checks a test makes behind the browser. */
  api: <M extends string, P extends string>(
    email: string,
    method: M,
    path: P,
    body?: unknown,
  ) => Promise<Answer<BodyFor<M, P>>>;
  /** The newest mail to `to` matching `test`, waiting for it to arrive; returns the first link in its text. */
  linkIn(to: string, test: (m: Mail) => boolean, what: string): Promise<string>;
  /** Signs in through the sign-in page and the link in the mail the SES emulator caught. */
  signIn(page: Page, email: string): Promise<void>;
  /** Screenshots of every open page and the server's output (test-artifacts/<name>-server.log), for a failed run. */
  failed(): Promise<void>;
  close(): Promise<void>;
}

const lockDir = path.join(
  tmpdir(),
  `dominion-e2e-${createHash('sha1').update(repoRoot).digest('hex').slice(0, 10)}.lock`,
);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One browser test (or web server start) at a time on this checkout (a lock left by a dead process is taken over). */
export async function lock(step: (w: string) => void): Promise<() => void> {
  let said = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let pid = NaN;
      try {
        pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
      } catch {
        /* being written or removed */
      }
      if (Number.isInteger(pid) && !alive(pid)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!said) {
        step('waiting for another browser test to finish');
        said = true;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * `presentMs`: how long a sighting at the table holds "your move" mail (the product's 3 minutes unless a test needs the mail of a player who just left).
 * `timelineMaxSteps`: the most moves one history timeline holds (a test of the step-by-step history lowers it).
 */
export async function startE2E(name: string, o: { presentMs?: number; timelineMaxSteps?: number } = {}): Promise<E2E> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: the browser test needs Debian's Chromium (apt-get install -y chromium; .ci/run installs it).`,
    );
  }
  mkdirSync(artifacts, { recursive: true });
  const logFile = path.join(artifacts, `${name}.log`);
  const serverLogFile = path.join(artifacts, `${name}-server.log`);
  for (const f of [logFile, serverLogFile]) rmSync(f, { force: true });
  for (const i of [0, 1, 2]) rmSync(path.join(artifacts, `${name}-failure-${i}.png`), { force: true });
  const t0 = Date.now();
  const step = (what: string) => appendFileSync(logFile, `${((Date.now() - t0) / 1000).toFixed(1)}s ${what}\n`);
  const serverLog: string[] = [];
  const contexts: BrowserContext[] = [];
  const profiles: string[] = [];

  const unlock = await lock(step);
  step('starting the stack');
  let stack: Stack;
  try {
    stack = await startStack({
      log: (l) => serverLog.push(l),
      ...(o.presentMs !== undefined ? { presentMs: o.presentMs } : {}),
      ...(o.timelineMaxSteps !== undefined ? { timelineMaxSteps: o.timelineMaxSteps } : {}),
    });
  } catch (e) {
    unlock();
    console.error(`web/local server output:\n${serverLog.slice(-80).join('\n')}`);
    throw e;
  }
  step(`stack up${stack.buildSeconds ? ` (web app built in ${stack.buildSeconds.toFixed(0)} s)` : ''}`);

  const mails = async (): Promise<Mail[]> => {
    const r = await fetch(`${stack.mailUrl}/store`);
    return ((await r.json()) as { emails: Mail[] }).emails;
  };

  const linkIn = async (to: string, test: (m: Mail) => boolean, what: string): Promise<string> => {
    for (const until = Date.now() + MAIL_WAIT_MS; ; ) {
      const m = (await mails()).filter((x) => x.destination.to.includes(to) && test(x)).at(-1);
      const url = m?.body.text?.match(/https?:\/\/\S+/)?.[0];
      if (url) return url;
      if (Date.now() > until) throw new Error(`No ${what} mail reached ${to} within ${MAIL_WAIT_MS / 1000} s.`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    stack,
    step,
    mails,
    linkIn,
    api: (email, method, p, body) =>
      stack.local.call(method, p, { token: stack.local.token(email), ...(body === undefined ? {} : { body }) }),
    async browser() {
      const dir = mkdtempSync(path.join(tmpdir(), 'dominion-e2e-'));
      profiles.push(dir);
      const ctx = await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM,
        headless: true,
        args: ARGS,
        viewport: { width: 1280, height: 900 },
      });
      contexts.push(ctx);
      ctx.setDefaultTimeout(30_000);
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      watch(page, `browser ${contexts.length - 1}`, step);
      return page;
    },
    async signIn(page, email) {
      await page.goto(`${stack.webUrl}/signin`);
      await hydrated(page, 'form button[type=submit]');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await orExplain(
        page,
        `Sign-in of ${email} did not reach /signin/check-email`,
        page.waitForURL(/\/signin\/check-email/),
      );
      const link = await linkIn(email, (m) => m.subject.startsWith('Sign in'), 'sign-in');
      expect(link.startsWith(stack.webUrl)).toBe(true);
      await page.goto(link);
      // The first sign-in asks for the name others see (the address's local part is suggested).
      await orExplain(
        page,
        `The sign-in link of ${email} did not open My games or Welcome`,
        page.getByRole('heading', { name: /^(My games|Welcome)$/ }).waitFor(),
      );
      if (await page.getByRole('heading', { name: 'Welcome' }).count()) {
        await hydrated(page, 'form button[type=submit]');
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      await orExplain(
        page,
        `Sign-in of ${email} did not end on My games`,
        page.getByRole('heading', { name: 'My games' }).waitFor(),
      );
      await page.getByText(`Signed in as ${email}`).waitFor();
    },
    async failed() {
      for (const [i, c] of contexts.entries()) {
        await c
          .pages()[0]
          ?.screenshot({ path: path.join(artifacts, `${name}-failure-${i}.png`), fullPage: true })
          .catch(() => {});
      }
      writeFileSync(serverLogFile, `${serverLog.join('\n')}\n`);
      console.error(
        `web/local server output (all of it in ${path.relative(repoRoot, serverLogFile)}):\n${serverLog.slice(-80).join('\n')}`,
      );
    },
    async close() {
      try {
        for (const c of contexts) await c.close().catch(() => {});
        for (const d of profiles) rmSync(d, { recursive: true, force: true });
        await stack.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Notes in the test's log what a page does wrong while the test waits for something else: an
 * uncaught error in the page (a form whose request failed), an error on the console, and any answer
 * of the server that is an error (5xx). A wait that then times out has its cause beside it.
 */
function watch(page: Page, who: string, step: (w: string) => void) {
  page.on('pageerror', (e) => step(`${who}: page error: ${e.message.split('\n')[0]}`));
  page.on('console', (m) => {
    if (m.type() === 'error') step(`${who}: console error: ${m.text().split('\n')[0]}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500) step(`${who}: ${r.status()} from ${r.request().method()} ${r.url()}`);
  });
}

/** Where the page is and what it says: its URL, heading and alerts (from the page itself, within 5 s). */
export async function whereIs(page: Page): Promise<string> {
  // A string: the project's type-check has no DOM types. querySelectorAll stays out of shadow roots
  // (Next's route announcer is an alert there).
  const read = page.evaluate<{ h1: string[]; alerts: string[] }>(`(() => {
    const texts = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent.trim().replace(/\\s+/g, ' ')).filter(Boolean);
    return { h1: texts('h1'), alerts: texts('[role=alert]') };
  })()`);
  const said = await Promise.race([read.catch(() => null), new Promise<null>((r) => setTimeout(() => r(null), 5_000))]);
  const what = !said
    ? ' (its text could not be read)'
    : `${said.h1.length ? `, headed "${said.h1.join(' / ')}"` : ''}${said.alerts.length ? `, saying "${said.alerts.join(' / ')}"` : ', with no alert'}`;
  return `the page is at ${page.url()}${what}`;
}

/**
 * `wait`, or an error that says what did not happen and where the page is instead: a bare timeout
 * after a server round-trip does not tell a failed request from a slow one.
 */
export async function orExplain<T>(page: Page, what: string, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (e) {
    throw new Error(`${what} (${(e as Error).message.split('\n')[0]}); ${await whereIs(page)}.`, { cause: e });
  }
}

/** Waits until React has hydrated the element (a click before that would be lost). */
export async function hydrated(page: Page, selector: string) {
  // A string: the project's type-check has no DOM types.
  await page.waitForFunction(`(() => {
    const el = document.querySelector(${JSON.stringify(selector)});
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  })()`);
}

/** From My games to the new-game form, ready to use (hydrated), with the creator's name typed in. */
export async function openNewGameForm(page: Page, name: string) {
  await page.getByRole('link', { name: 'Start a new game' }).click();
  await orExplain(page, 'The new-game form did not open', page.waitForURL(/\/games\/new$/));
  await hydrated(page, 'form.new-game button[type=submit]');
  await page.getByLabel('Your name').fill(name);
}

/** Sends the new-game form and waits for the new game's table; returns the game's id. */
export async function createFromForm(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create game' }).click();
  await orExplain(
    page,
    "Create game did not open the new game's table",
    page.waitForURL((u) => /^\/games\/[^/]+$/.test(u.pathname) && u.pathname !== '/games/new'),
  );
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Waits until the table has rendered the answer to a move it sent (its decision panel is enabled again). */
const moveAnswered = (page: Page, what: string) =>
  orExplain(
    page,
    `The table did not render the answer to ${what}`,
    page.locator('fieldset.decision:disabled').waitFor({ state: 'detached' }),
  );

/** Clicks a decision button whose click sends a move (a server action), and waits for the answer to render. */
export async function send(page: Page, name: string | RegExp, step?: (w: string) => void) {
  await hydrated(page, 'fieldset.decision button');
  const button = page.getByRole('region', { name: 'Your decision' }).getByRole('button', { name }).first();
  step?.(`click ${String(name)}`);
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
  await moveAnswered(page, `the move of ${String(name)}`);
}

/** Whether the page shows a button with this name. */
export const has = async (page: Page, name: string | RegExp) => (await page.getByRole('button', { name }).count()) > 0;

/** Clicks a card tile (in hand or in the Supply) whose click sends a move, and waits for the answer to render. */
export async function sendTile(page: Page, tile: Locator, step?: (w: string) => void) {
  // A pile choice's panel may hold no button (its answers are the Supply's tiles).
  await hydrated(page, 'section.your-decision fieldset.decision');
  step?.(`click tile ${await tile.getAttribute('aria-label')}`);
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), tile.click()]);
  await moveAnswered(page, 'the move of a tile');
}

/** A Supply tile that buys `card` now ("Buy Silver ($3, 40 left)"). */
export const buyTile = (page: Page, card: string) =>
  page.getByRole('region', { name: 'Supply' }).getByRole('button', { name: new RegExp(`^Buy ${card} \\(`) });

/** A hand tile that plays `card` now ("Play Militia ($4, 1 in hand)"). */
export const playTile = (page: Page, card: string) =>
  page.getByRole('list', { name: 'Your hand' }).getByRole('button', { name: new RegExp(`^Play ${card} \\(`) });

/** Ends the turn; when the table asks first ($3 or more and a Buy left), says yes. */
export async function endTurn(page: Page, step?: (w: string) => void) {
  await hydrated(page, 'fieldset.decision button');
  const decision = page.getByRole('region', { name: 'Your decision' });
  const ask = decision.getByRole('group', { name: 'Are you sure?' });
  step?.('click End turn');
  const posted = page.waitForResponse((r) => r.request().method() === 'POST');
  await decision.getByRole('button', { name: 'End turn' }).click();
  if (
    await Promise.race([
      posted.then(() => false),
      ask.waitFor().then(
        () => true,
        () => false,
      ),
    ])
  ) {
    step?.('click Yes');
    await Promise.all([posted, ask.getByRole('button', { name: 'Yes' }).click()]);
  }
  await moveAnswered(page, 'End turn');
}

/** Turns off "End my turn when nothing is left to do" in this browser (tests that end turns themselves). */
export const noAutoEnd = (page: Page) => page.evaluate("localStorage.setItem('dominion-by-mail:auto-end-turn', 'off')");

/** Two browsers (their own profiles), each signed in by mail as one of `emails`, ending their turns themselves. */
export async function twoPlayers(e2e: E2E, emails: readonly [string, string]): Promise<[Page, Page]> {
  const pages = [await e2e.browser(), await e2e.browser()] as [Page, Page];
  for (const [i, page] of pages.entries()) {
    await e2e.signIn(page, emails[i]);
    await noAutoEnd(page);
  }
  return pages;
}
