// The table's layout in Chromium, on an Empires game with an Event and two Landmarks against a bot:
// at 1280 × 800 the decision box, every card of the hand and every Supply pile (Kingdom, Basic
// piles, Events, Landmarks) are on the first screen, in the Action and in the Buy phase; on a 390 px
// phone (touch) the decision and the hand come before the Supply, the Supply is two columns of small
// tiles, a buy tapped down at the Supply brings the next decision back into view, and an Event's
// text opens on a tap. Screenshots of both layouts go to test-artifacts/.
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Locator, type Page } from 'playwright-core';
import { findDef } from '../../engine/index.js';
import {
  artifacts,
  CHROMIUM,
  createFromForm,
  hydrated,
  openNewGameForm,
  orExplain,
  POLL,
  send,
  startE2E,
  type E2E,
  type PageElement,
} from './support.js';

const ME = 'layout@example.com';
const KINGDOM = [
  'Archive',
  'Capital',
  'Castles',
  'Catapult/Rocks',
  'City Quarter',
  'Crown',
  'Engineer',
  'Forum',
  'Patrician/Emporium',
  'Villa',
];
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let e2e: E2E;

type Box = { x: number; y: number; width: number; height: number };
/** Each element's box (page scrolled as it is), named by its accessible label or text. */
const boxes = (l: Locator) =>
  l.evaluateAll((els: PageElement[]) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        name: el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30) ?? '?',
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
      };
    }),
  );
/** What of these boxes is not wholly inside a screen this big (none: all in view); a scroll may leave a box a fraction of a pixel off. */
const outside = (list: readonly (Box & { name: string })[], screen: { width: number; height: number }) =>
  list
    .filter((b) => b.x < -1 || b.y < -1 || b.x + b.width > screen.width + 1 || b.y + b.height > screen.height + 1)
    .map((b) => `${b.name} at (${Math.round(b.x)}, ${Math.round(b.y)}) ${Math.round(b.width)}×${Math.round(b.height)}`);

/**
 * The decision box, every hand card and every Supply pile of the table: none may be off the first
 * screen. `cards`: whether the hand holds cards now (after "Play all Treasures" it may be empty).
 */
async function firstScreenMisses(page: Page, cards = true): Promise<string[]> {
  const decision = await boxes(page.getByRole('region', { name: 'Your decision' }));
  const hand = await boxes(page.getByRole('list', { name: 'Your hand' }).getByRole('listitem'));
  const supply = page.getByRole('region', { name: 'Supply' });
  const piles = await boxes(supply.getByRole('listitem'));
  const lists = await Promise.all(
    ['Kingdom piles', 'Basic piles', 'Events and Landmarks'].map((n) =>
      supply.getByRole('list', { name: n }).getByRole('listitem').count(),
    ),
  );
  expect(decision.length, 'one decision box').toBe(1);
  if (cards) expect(hand.length, 'a hand').toBeGreaterThan(0);
  expect(lists, '10 Kingdom piles, 7 Basic piles, an Event and two Landmarks').toEqual([10, 7, 3]);
  expect(piles.length).toBe(20);
  return outside([...decision, ...hand, ...piles], WIDE);
}

/** A browser of its own that is a phone: 390 × 844, touch screen, mobile viewport. */
async function phoneBrowser(): Promise<{ page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dominion-layout-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
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

/** Taps a tile whose tap sends a move and waits until the table has rendered the answer. */
async function tapTile(page: Page, tile: Locator) {
  e2e.step(`tap ${await tile.getAttribute('aria-label')}`);
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), tile.tap()]);
  await orExplain(
    page,
    'The table did not render the answer to a tapped tile',
    page.locator('fieldset.decision:disabled').waitFor({ state: 'detached' }),
  );
}

describe('the table on one screen, and on a phone', () => {
  beforeAll(async () => {
    e2e = await startE2E('table-layout');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it("shows the decision, the hand and the whole Supply at 1280 × 800; on a phone brings the decision back after a buy and opens an Event's text on a tap", async () => {
    try {
      const page = await e2e.browser();
      await page.setViewportSize(WIDE);
      await e2e.signIn(page, ME);
      await openNewGameForm(page, 'Layla');
      await page.getByRole('radio', { name: 'Pick 10 piles' }).check();
      for (const k of KINGDOM)
        await page
          .getByRole('group', { name: /^Kingdom piles/ })
          .getByRole('checkbox', { name: k, exact: true })
          .check();
      await page
        .getByRole('group', { name: /^Events/ })
        .getByRole('checkbox', { name: 'Wedding', exact: true })
        .check();
      for (const l of ['Basilica', 'Colonnade'])
        await page
          .getByRole('group', { name: /^Landmarks/ })
          .getByRole('checkbox', { name: l, exact: true })
          .check();
      await page.getByLabel('Bots').fill('1');
      await page.getByLabel('playing').selectOption('easy');
      const gameId = await createFromForm(page);
      e2e.step(`game /games/${gameId}`);

      // 1280 × 800, the Action phase: everything the turn needs on the first screen, nothing scrolled.
      const decision = page.getByRole('region', { name: 'Your decision' });
      await decision.waitFor();
      await hydrated(page, 'fieldset.decision button');
      expect(await page.evaluate('window.scrollY')).toBe(0);
      expect(await firstScreenMisses(page), 'off the first screen in the Action phase').toEqual([]);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: path.join(artifacts, 'table-layout-1280x800.png') });
      // The Buy phase (the Supply's tiles are buttons now) fits too. Copper costs $0: always a button.
      await send(page, 'Play all Treasures', e2e.step);
      await page
        .getByRole('region', { name: 'Supply' })
        .getByRole('button', { name: /^Buy Copper/ })
        .waitFor();
      expect(await firstScreenMisses(page, false), 'off the first screen in the Buy phase').toEqual([]);
      await page.screenshot({ path: path.join(artifacts, 'table-layout-1280x800-buy.png') });
      // The "Text" toggles and an opened text pass axe (names, states, contrast).
      await page.getByRole('button', { name: 'Text of Colonnade' }).click();
      const axe = await new AxeBuilder({ page })
        .include('.text-toggle')
        .include('.landscape-text')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);

      // The phone takes over the turn: this page leaves the table (it would end the turn for itself).
      await page.goto('about:blank');
      const phone = await phoneBrowser();
      try {
        const p = phone.page;
        await e2e.signIn(p, ME);
        await p.goto(`${e2e.stack.webUrl}/games/${gameId}`);
        const pDecision = p.getByRole('region', { name: 'Your decision' });
        await pDecision.waitFor();
        await hydrated(p, 'fieldset.decision button');
        expect(
          await p.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
          'nothing wider than the phone',
        ).toBeLessThanOrEqual(0);
        // The decision and the hand first, the Supply after; the Supply in two columns of small tiles.
        // (All Treasures played may have left the hand empty: then its place, the top of your area.)
        const [dBox] = await boxes(pDecision);
        const hand = p.getByRole('list', { name: 'Your hand' });
        const [hBox] = await boxes((await hand.count()) ? hand : p.getByRole('region', { name: 'You (Layla)' }));
        const supply = p.getByRole('region', { name: 'Supply' });
        const [sBox] = await boxes(supply);
        expect(dBox.y).toBeLessThan(hBox.y);
        expect(hBox.y).toBeLessThan(sBox.y);
        const tiles = await boxes(supply.getByRole('listitem'));
        expect(new Set(tiles.map((t) => Math.round(t.x))).size, 'Supply columns on a phone').toBeLessThanOrEqual(2);
        expect(Math.max(...tiles.map((t) => t.height)), 'small tiles').toBeLessThan(70);

        // An Event's text, on a tap (no hover on a phone), inside the screen.
        await supply.getByRole('button', { name: 'Text of Wedding' }).tap();
        const text = supply.locator('.landscape-text');
        await text.waitFor();
        expect(await text.innerText()).toContain(findDef('Wedding')!.text.split('\n')[0]);
        const [tBox] = await boxes(text);
        expect(tBox.x >= 0 && tBox.x + tBox.width <= PHONE.width, "the text fits the phone's width").toBe(true);
        await p.screenshot({ path: path.join(artifacts, 'table-layout-phone-event-text.png') });

        // Down at the Supply, a tapped buy: the next decision comes back into view.
        const buy = supply.getByRole('button', { name: /^Buy (Silver|Copper) \(/ }).first();
        await buy.scrollIntoViewIfNeeded();
        await p.evaluate('window.scrollBy(0, 200)');
        const inView = async () => outside(await boxes(pDecision), PHONE).length === 0;
        expect(await inView(), 'scrolled away from the decision before the buy').toBe(false);
        await tapTile(p, buy);
        await expect.poll(inView, POLL).toBe(true);
        // Where the glide ends (two reads in a row agree), for the log and the screenshot: still in view.
        const top = async () => Math.round((await boxes(pDecision))[0].y);
        let last = NaN;
        await expect
          .poll(async () => {
            const was = last;
            last = await top();
            return last === was;
          }, POLL)
          .toBe(true);
        expect(await inView(), 'in view where the scroll ends').toBe(true);
        e2e.step(`after the buy the decision shows at y=${last}`);
        await p.screenshot({ path: path.join(artifacts, 'table-layout-phone.png') });
      } finally {
        await phone.close();
      }

      // The next turn at 1280 × 800, with "Since your move" (the bot's turn) above the decision: still one screen.
      await page.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await decision.waitFor();
      await hydrated(page, 'fieldset.decision button');
      await page.locator('section.since-panel').waitFor();
      expect(await firstScreenMisses(page), 'off the first screen with "Since your move"').toEqual([]);
      await page.screenshot({ path: path.join(artifacts, 'table-layout-1280x800-since.png') });
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
