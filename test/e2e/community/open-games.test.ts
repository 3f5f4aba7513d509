// Open games in Chromium: Alice opens a public game for three people; Bob and Carol find it in
// Open games (filtered by player count) and take its seats, the last one starting the game; Dan,
// signed in with no seat, watches it from the list's Watch link on a 390 px screen and sees no hand,
// then reads its history. Last, Bob and Carol press Join on the last seat of a game at once: one gets it.
// axe checks the Open games list and the spectator's table. Screenshots go to test-artifacts/.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, createFromForm, hydrated, openNewGameForm, orExplain, startE2E, type E2E } from '../support.js';

const ALICE = 'alice.open@example.com';
const BOB = 'bob.open@example.com';
const CAROL = 'carol.open@example.com';
const DAN = 'dan.open@example.com';
const TITLE = 'Strangers welcome';
let e2e: E2E;

/** axe's serious and critical findings on the page as it is now. */
async function axe(page: Page, name: string): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  e2e.step(`axe ${name}: ${r.violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'no violations'}`);
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} ${v.help}`);
}

const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

/** From My games to Open games, filtered to three-player games, and the seat of the game titled TITLE taken. */
async function takeSeat(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Open games' }).click();
  await page.getByRole('heading', { name: 'Open games', level: 1 }).waitFor();
  await page.getByLabel('Players', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Show games' }).click();
  await page.waitForURL(/players=3/);
  await hydrated(page, 'li.open-game form button');
  await page.getByRole('button', { name: `Join ${TITLE}` }).click();
  await orExplain(page, 'Join did not open the game', page.waitForURL(/\/games\/[^/?]+$/));
}

describe('open games in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('open-games');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('three players meet in Open games and start; a fourth watches as a spectator and sees no hand', async () => {
    try {
      const [alice, bob, carol, dan] = [
        await e2e.browser(),
        await e2e.browser(),
        await e2e.browser(),
        await e2e.browser(),
      ];
      await dan.setViewportSize({ width: 390, height: 844 });
      for (const [page, email] of [
        [alice, ALICE],
        [bob, BOB],
        [carol, CAROL],
        [dan, DAN],
      ] as const)
        await e2e.signIn(page, email);

      e2e.step('Alice opens a public game for three');
      await openNewGameForm(alice, 'Alice');
      await alice.getByLabel('Game name').fill(TITLE);
      await alice.getByLabel('Bots').fill('0');
      await alice.getByLabel('Players in all').selectOption('3');
      await alice.getByLabel('Public: anyone signed in may watch').check();
      const gameId = await createFromForm(alice);
      await alice.getByRole('button', { name: 'Start now with bots' }).waitFor();

      e2e.step('Bob takes a seat from Open games');
      await takeSeat(bob);
      expect(new URL(bob.url()).pathname).toBe(`/games/${gameId}`);
      await bob.getByText('Open seat 3: free, for anyone from Open games').waitFor();

      e2e.step('Dan finds it on a phone and watches');
      await dan.getByRole('link', { name: 'Open games' }).click();
      const row = dan.getByRole('listitem').filter({ hasText: TITLE });
      await row.getByText('1 of 3 seats free', { exact: false }).waitFor();
      await dan.screenshot({ path: path.join(artifacts, 'open-games-phone.png') });
      expect(await overflow(dan), 'Open games is wider than a 390 px screen').toBeLessThanOrEqual(0);
      const found = await axe(dan, 'open-games');
      await row.getByRole('link', { name: 'Watch' }).click();
      await dan.waitForURL(new RegExp(`/games/${gameId}$`));
      await dan.getByRole('note').filter({ hasText: 'You are watching this public game' }).waitFor();

      e2e.step('Carol takes the last seat: the game starts');
      await takeSeat(carol);
      await carol.locator('.table').waitFor();
      const started = await e2e.api(CAROL, 'GET', `/games/${gameId}`);
      expect(started.body.status).toBe('active');
      expect(started.body.seats.map((s: { name: string }) => s.name)).toEqual([
        'Alice',
        expect.any(String),
        expect.any(String),
      ]);

      e2e.step('Dan watches the running game');
      await dan.reload();
      await dan.locator('.table').waitFor();
      await dan.getByRole('note').filter({ hasText: 'You are watching this public game' }).waitFor();
      expect(await dan.getByRole('list', { name: 'Your hand' }).count(), 'a spectator has no hand').toBe(0);
      expect(await dan.getByRole('region', { name: 'Your decision' }).count(), 'a spectator owes nothing').toBe(0);
      await dan.screenshot({ path: path.join(artifacts, 'open-games-spectator-phone.png') });
      expect(await overflow(dan), 'the spectator table is wider than a 390 px screen').toBeLessThanOrEqual(0);
      found.push(...(await axe(dan, 'spectator-table')));
      const watched = await e2e.api(DAN, 'GET', `/games/${gameId}`);
      expect(watched.body.seat).toBeNull();
      expect(watched.body.view!.you).toBeNull();
      for (const email of [ALICE, BOB, CAROL]) expect(watched.raw).not.toContain(email);

      e2e.step('Dan reads the history as a spectator');
      await dan.getByRole('link', { name: 'History' }).click();
      await dan.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      expect(await dan.getByRole('heading', { name: 'No history' }).count()).toBe(0);
      expect(await overflow(dan), 'the spectator history is wider than a 390 px screen').toBeLessThanOrEqual(0);
      found.push(...(await axe(dan, 'spectator-history')));
      expect(found).toEqual([]);

      e2e.step('Bob and Carol press Join on the last seat of another game at once');
      const race = await e2e.api(ALICE, 'POST', '/games', {
        seats: [],
        open: { seats: 2 },
        title: 'Last seat',
        recommended: 'First Game',
      });
      expect(race.status, race.raw).toBe(201);
      for (const page of [bob, carol]) {
        await page.goto(`${e2e.stack.webUrl}/open-games?players=2`);
        await hydrated(page, 'li.open-game form button');
      }
      await Promise.all([bob, carol].map((page) => page.getByRole('button', { name: 'Join Last seat' }).click()));
      await Promise.all(
        [bob, carol].map((page) => page.waitForURL((u) => u.pathname !== '/open-games' || u.searchParams.has('join'))),
      );
      const landed = [bob, carol].map((page) => new URL(page.url()));
      expect(landed.map((u) => u.pathname).sort()).toEqual([`/games/${race.body.gameId}`, '/open-games']);
      const loser = [bob, carol][landed.findIndex((u) => u.pathname === '/open-games')];
      await loser.getByRole('alert').filter({ hasText: 'Could not take that seat' }).waitFor();
      const raced = await e2e.api(ALICE, 'GET', `/games/${race.body.gameId}`);
      expect(raced.body.status).toBe('active');
      expect(raced.body.seats).toHaveLength(2);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
