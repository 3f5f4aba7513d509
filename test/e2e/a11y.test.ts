// Accessibility and phone use of the site in Chromium: axe-core (a maintained checker) over My
// games, the new-game page (both kingdom modes), the table, the history and the settings, with no
// serious or critical violation allowed; then the pages outside the table at phone width (390 px)
// on a touch screen: nothing wider than the screen, no keyboard hints. Also what a player sees of
// waits: "(your move)" in the tab title, "Sending your move…" while a move is out, "Loading…" on a
// slow history step.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import {
  artifacts,
  createFromForm,
  CHROMIUM,
  hydrated,
  openNewGameForm,
  POLL,
  send,
  startE2E,
  type E2E,
} from './support.js';

const ME = 'axe@example.com';
let e2e: E2E;

/** The serious and critical findings on the page as it is now, one line each (all findings kept in test-artifacts/). */
async function axe(page: Page, name: string): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  writeFileSync(path.join(artifacts, `a11y-${name}.json`), JSON.stringify(r.violations, null, 1));
  e2e.step(`axe ${name}: ${r.violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'no violations'}`);
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** A browser of its own that is a phone: 390 × 844, touch screen, mobile viewport. */
async function phoneBrowser(): Promise<{ page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dominion-a11y-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  ctx.setDefaultTimeout(30_000);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  return {
    page,
    close: async () => {
      await ctx.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The pages outside the table on the phone: none wider than the screen, no keyboard hints; axe's findings. */
async function phonePages(page: Page, gameId: string): Promise<string[]> {
  const found: string[] = [];
  expect(
    await page.evaluate('matchMedia("(hover: none), (pointer: coarse)").matches'),
    'the phone is a touch screen',
  ).toBe(true);
  for (const [name, url] of [
    ['lobby', '/'],
    ['new-game', '/games/new'],
    ['history', `/games/${gameId}/history?at=1`],
    ['settings', '/settings'],
  ] as const) {
    await page.goto(`${e2e.stack.webUrl}${url}`);
    await page.locator('main h1').first().waitFor();
    if (name === 'new-game') {
      await hydrated(page, 'form.new-game button[type=submit]');
      await page.getByRole('radio', { name: 'Pick 10 piles' }).check();
      await page.getByText('0/10 picked').waitFor();
    }
    // The first screen only: a full-page capture drops the touch emulation (it shows the hints CSS hides).
    await page.screenshot({ path: path.join(artifacts, `a11y-phone-${name}.png`) });
    expect(await overflow(page), `${name} is wider than a 390 px screen`).toBeLessThanOrEqual(0);
    if (name === 'history') {
      // Hidden by CSS from the first paint, then left out of the page once it runs.
      expect(await page.locator('.key-hint').isVisible()).toBe(false);
      await hydrated(page, 'nav.stepper a');
      expect(await page.getByText(/Keys:/).count(), 'no keyboard hint on a touch screen').toBe(0);
    }
    found.push(...(await axe(page, `phone-${name}`)));
  }
  return found;
}

/** Whether anything makes the page wider than the screen (a sideways scroll on a phone). */
const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe('accessibility and phone use in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('a11y');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('has no serious or critical axe violation on the lobby, new-game page, table, history and settings', async () => {
    try {
      const page = await e2e.browser();
      await e2e.signIn(page, ME);
      const found: string[] = [];
      found.push(...(await axe(page, 'lobby-empty')));

      await openNewGameForm(page, 'Ada');
      found.push(...(await axe(page, 'new-game')));
      await page.getByRole('radio', { name: 'Pick 10 piles' }).check();
      await page.getByRole('button', { name: 'Fill the rest at random' }).click();
      await page.getByText('10/10 picked').waitFor();
      found.push(...(await axe(page, 'new-game-pick')));
      // A refusal keeps the picks and lands beside its field, focused.
      await page.getByLabel('Invite by email (one per line)').fill('not-an-address');
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.getByText('Not an email address.').waitFor();
      expect(await page.evaluate('document.activeElement.id')).toBe('ng-invites');
      expect(await page.getByText('10/10 picked').count()).toBe(1);
      found.push(...(await axe(page, 'new-game-refused')));

      await page.getByRole('radio', { name: 'A recommended set' }).check();
      await page.getByLabel('Set', { exact: true }).selectOption('First Game');
      await page.getByLabel('Invite by email (one per line)').fill('');
      await page.getByLabel('Bots').fill('1');
      const gameId = await createFromForm(page);
      e2e.step(`game ${gameId}`);

      // The table, once it waits for me (the bot may start): the tab says so.
      await page.getByRole('region', { name: 'Your decision' }).waitFor();
      await hydrated(page, 'fieldset.decision button');
      await expect.poll(() => page.title(), POLL).toBe('(your move) Dominion by Mail');
      found.push(...(await axe(page, 'table')));
      // A move shows "Sending your move…" while it is out (the answer is held back a moment to see it).
      await page.route('**/*', async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
        await route.fallback();
      });
      const sending = page.getByRole('status').filter({ hasText: 'Sending your move…' });
      await Promise.all([sending.waitFor(), send(page, /^End (Action phase|turn)$/, e2e.step)]);
      await page.unroute('**/*');
      await expect.poll(() => sending.count(), POLL).toBe(0);

      await page.goto(`${e2e.stack.webUrl}/games/${gameId}/history?at=1`);
      const stepper = page.getByRole('navigation', { name: 'Step through moves' });
      await stepper.waitFor();
      await hydrated(page, 'nav.stepper a');
      found.push(...(await axe(page, 'history')));
      // Steps are local after the page's one timeline request (timed in first-game.test.ts): no "Loading…".
      await stepper.getByRole('link', { name: '◀ Previous' }).click();
      await stepper.getByText('Move 0 of').waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(0);
      await page.goto(`${e2e.stack.webUrl}/`);
      await page.getByRole('heading', { name: 'My games' }).waitFor();
      found.push(...(await axe(page, 'lobby')));
      await page.goto(`${e2e.stack.webUrl}/settings`);
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      found.push(...(await axe(page, 'settings')));
      expect(found).toEqual([]);

      // A phone: 390 px wide, touch input (a browser of its own, signed in as the same player).
      const phone = await phoneBrowser();
      try {
        await e2e.signIn(phone.page, ME);
        expect(await phonePages(phone.page, gameId)).toEqual([]);
      } finally {
        await phone.close();
      }
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 900_000);
});
