// Ratings in Chromium: Ann and Bob have nine rated games behind them (made through the API), then
// Ann wins the tenth at the table (four Golds in hand, one Province left). The end of the game links
// each human's name to their player page, which shows the new rating, its chart and the tenth game;
// the leaderboard (10 rated games or more) lists both, best first. The pages work at 390 px and
// axe finds no violation on them.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, buyTile, send, sendTile, startE2E, type E2E } from '../support.js';
import { newGame } from '../../lambdas/support.js';
import { finishGame } from '../../lambdas/ratings/support.js';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

let e2e: E2E;

async function axeViolations(page: Page, name: string): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  e2e.step(`axe ${name}: ${r.violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'no violations'}`);
  return r.violations.map(
    (v) =>
      `${name}: ${v.id} ${v.help}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
const ratingOf = async (email: string, handle: string) =>
  ((await e2e.api(email, 'GET', `/players/${handle}`)).body as { rating: number }).rating;

describe('ratings: the player page and the leaderboard', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-ratings');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('a finished 2-human game moves both ratings, seen on the player pages and the leaderboard', async () => {
    try {
      const local = e2e.stack.local;
      for (let i = 0; i < 9; i++) await finishGame(local, [ANN, BOB], i % 2);
      await local.idle();
      const before = { ann: await ratingOf(ANN, 'ann'), bob: await ratingOf(BOB, 'bob') };
      expect((await e2e.api(ANN, 'GET', '/leaderboard')).body.players).toEqual([]);
      e2e.step(`nine games rated: ann ${before.ann}, bob ${before.bob}`);

      const setup = {
        firstPlayer: 0,
        piles: { Province: 1 },
        players: { '0': { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Copper'] } },
      };
      const gameId = await newGame(local, ANN, [{ email: BOB }], {}, setup);
      const page = await e2e.browser();
      await e2e.signIn(page, ANN);
      await page.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await send(page, 'Play all Treasures', e2e.step);
      // One Buy: the table ends the turn by itself, and the last Province ends the game.
      await sendTile(page, buyTile(page, 'Province'), e2e.step);
      await page.getByRole('heading', { name: /^Game over — you win/ }).waitFor();
      await local.idle();

      // From the end of the game to Bob's page: the rating moved down, ten rated games.
      const scores = page.getByRole('table', { name: 'Final scores' });
      await scores.getByRole('link', { name: 'bob' }).click();
      await page.getByRole('heading', { level: 1, name: 'bob' }).waitFor();
      const bobNow = await ratingOf(BOB, 'bob');
      expect(bobNow).toBeLessThan(before.bob);
      await expect.poll(() => page.locator('.rating-value').textContent()).toBe(String(bobNow));
      expect(await page.locator('.player-stats').innerText()).toMatch(/Rated games\s*10/);
      await page.getByRole('img', { name: /Rating over the last 10 rated games/ }).waitFor();
      await page.getByRole('region', { name: 'Finished games' }).getByRole('link').first().waitFor();

      // Ann's page (linked from the leaderboard): up.
      await page.goto(`${e2e.stack.webUrl}/leaderboard`);
      const board = page.getByRole('table', { name: 'The best players by rating' });
      const annNow = await ratingOf(ANN, 'ann');
      expect(annNow).toBeGreaterThan(before.ann);
      const rows = await board.locator('tbody tr').allInnerTexts();
      expect(rows.map((r) => r.split('\t').slice(0, 3).join(' '))).toEqual(
        annNow >= bobNow ? [`1 ann ${annNow}`, `2 bob ${bobNow}`] : [`1 bob ${bobNow}`, `2 ann ${annNow}`],
      );
      await board.getByRole('link', { name: 'ann' }).click();
      await page.getByRole('heading', { level: 1, name: 'ann' }).waitFor();
      await expect.poll(() => page.locator('.rating-value').textContent()).toBe(String(annNow));

      // At phone width: nothing wider than the screen, and axe finds nothing.
      await page.setViewportSize({ width: 390, height: 844 });
      const found: string[] = [];
      for (const [name, url] of [
        ['player', '/players/ann'],
        ['leaderboard', '/leaderboard'],
      ] as const) {
        await page.goto(`${e2e.stack.webUrl}${url}`);
        await page.locator('main h1').first().waitFor();
        await page.screenshot({ path: path.join(artifacts, `ratings-${name}-phone.png`), fullPage: true });
        expect(await overflow(page), `${name} is wider than 390 px`).toBeLessThanOrEqual(0);
        found.push(...(await axeViolations(page, name)));
      }
      expect(found).toEqual([]);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  });
});
