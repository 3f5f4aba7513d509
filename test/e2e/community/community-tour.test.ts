// The whole community flow in one browser session, as three people who have never met (Ann, Bob and
// Cy, each in their own Chromium profile): Ann opens a public three-seat game from the lobby form,
// Bob and Cy find it in Open games (filtered by player count and pace; Cy on a 390 px phone) and
// take its seats; they talk at the table, Cy answers by a "say" reply to his "your move" mail; Cy
// goes on vacation in Settings and the others see it at the table and in their lobby; Cy finishes
// the game from the table; Ann proposes a rematch, Bob accepts at the table and Cy from the link in
// his game-over mail, and it starts with the seats rotated; Cy's player page and the leaderboard
// show the new ratings, the ones the API returns. axe checks Open games and the player page at 390 px.
//
// Every step saves a screenshot into test-artifacts/ (tour-*.png) and, when DOMINION_TOUR_SCREENSHOTS
// names a folder, into that folder too: `DOMINION_TOUR_SCREENSHOTS=docs/tour npx vitest run
// test/e2e/community/community-tour.test.ts` re-makes the pictures of docs/tour.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ForcedSetup } from '../../../engine/index.js';
import { repoRoot } from '../../../local/stack.js';
import {
  artifacts,
  buyTile,
  createFromForm,
  endTurn,
  hydrated,
  MAIL_WAIT_MS,
  noAutoEnd,
  openNewGameForm,
  orExplain,
  POLL,
  send,
  sendTile,
  startE2E,
  type E2E,
} from '../support.js';
import { newestMail, replyByMail } from './mail-reply.js';
import { finishGame } from '../../lambdas/ratings/support.js';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';
const CY = 'cy@example.com';
const TITLE = 'Strangers welcome';
const ANN_SAYS = 'Hello both, and good luck!';
const CY_SAYS = 'Thanks! Answering from my phone on the train.';
/** The game ends on Cy's first turn (the third): one Province left, four Golds in his hand. */
const SETUP: ForcedSetup = {
  firstPlayer: 0,
  piles: { Province: 1 },
  players: { '2': { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Copper'] } },
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TOUR_DIR = process.env.DOMINION_TOUR_SCREENSHOTS;

let e2e: E2E;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
const ratingOf = async (handle: string) => (await e2e.api(ANN, 'GET', `/players/${handle}`)).body as { rating: number };

/** A viewport screenshot (`show` scrolled into view first) into test-artifacts/, and into the tour's folder when asked. */
async function shot(page: Page, name: string, show?: Locator): Promise<void> {
  if (show) await show.scrollIntoViewIfNeeded();
  const png = await page.screenshot({ path: path.join(artifacts, `tour-${name}.png`) });
  if (TOUR_DIR) {
    const dir = path.resolve(repoRoot, TOUR_DIR);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.png`), png);
  }
  e2e.step(`screenshot ${name} (${Math.round(png.length / 1024)} KB)`);
}

/** axe's findings on the page as it is now, each named. */
async function axe(page: Page, name: string): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  e2e.step(`axe ${name}: ${r.violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'no violations'}`);
  return r.violations.map((v) => `${name}: ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Open games, filtered to three-player games a move a day: the row of the tour's game. */
async function findInOpenGames(page: Page): Promise<Locator> {
  await page.goto(`${e2e.stack.webUrl}/`);
  await page.getByRole('link', { name: 'Open games' }).click();
  await page.getByRole('heading', { name: 'Open games', level: 1 }).waitFor();
  await page.getByLabel('Players', { exact: true }).selectOption('3');
  await page.getByLabel('Pace', { exact: true }).selectOption('daily');
  await page.getByRole('button', { name: 'Show games' }).click();
  await page.waitForURL(/players=3.*pace=daily|pace=daily.*players=3/);
  await hydrated(page, 'li.open-game form button');
  return page.getByRole('listitem').filter({ hasText: TITLE });
}

async function join(page: Page, gameId: string): Promise<void> {
  await page.getByRole('button', { name: `Join ${TITLE}` }).click();
  await orExplain(page, 'Join did not open the game', page.waitForURL(new RegExp(`/games/${gameId}$`)));
}

/** Posts `text` to the table's chat and waits for it to show. */
async function say(page: Page, text: string): Promise<void> {
  await hydrated(page, '.chat-form button');
  await page.getByLabel('Say something to the table').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.locator('.chat-text', { hasText: text }).waitFor(POLL);
}

/** Opens the game's table afresh (a page does not wait for another player's move to show it). */
async function table(page: Page, gameId: string, hash = ''): Promise<void> {
  await page.goto(`${e2e.stack.webUrl}/games/${gameId}${hash}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe('the community tour: open games, table talk, vacation, rematch, ratings', () => {
  beforeAll(async () => {
    // presentMs 0: Cy's "your move" mail goes at once although he looked at the table a moment ago.
    e2e = await startE2E('community-tour', { presentMs: 0 });
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('three strangers meet, talk, one goes away, the game ends, all accept a rematch, ratings move', async () => {
    try {
      const local = e2e.stack.local;
      // The leaderboard lists players with at least 10 rated games: nine earlier games of the three,
      // made through the API (each ends on its first turn: finishGame), make the tour's game the tenth.
      for (let i = 0; i < 9; i++) await finishGame(local, [ANN, BOB, CY], i % 3);
      await local.idle();
      const before = await ratingOf('cy');
      expect((await e2e.api(ANN, 'GET', '/leaderboard')).body.players).toEqual([]);
      e2e.step(`nine games rated; cy at ${before.rating}`);

      const [ann, bob, cy] = [await e2e.browser(), await e2e.browser(), await e2e.browser()];
      for (const [page, email] of [
        [ann, ANN],
        [bob, BOB],
        [cy, CY],
      ] as const)
        await e2e.signIn(page, email);
      for (const page of [ann, bob]) await noAutoEnd(page);

      const gameId = await meetInOpenGames(ann, bob, cy);
      await talk(ann, bob, gameId);
      await goAway(ann, bob, cy, gameId);
      await finish(cy, gameId);
      await rematch(ann, bob, cy, gameId);
      await ratings(bob, before.rating);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 300_000);
});

/** 1. Ann opens the game from the lobby form; Bob and Cy (on a phone) take its seats from Open games. */
async function meetInOpenGames(ann: Page, bob: Page, cy: Page): Promise<string> {
  e2e.step('1. Ann opens a public game for three, a move a day');
  await openNewGameForm(ann, 'ann');
  await ann.getByLabel('Game name').fill(TITLE);
  await ann.getByLabel('Bots').fill('0');
  await ann.getByLabel('Players in all').selectOption('3');
  await ann.getByLabel('Public: anyone signed in may watch').check();
  await ann.getByLabel('Deadline (hours, empty = none)').fill('24');
  await ann.getByLabel(/^Mail .your move. after/).fill('0');
  await shot(ann, '01-new-open-game', ann.getByRole('group', { name: 'Open to anyone' }));
  const gameId = await createFromForm(ann);
  // Forced before anyone joins (the set-up is fixed as the game starts): see SETUP.
  const meta = (await e2e.stack.local.ctx.store.getMeta(gameId))!;
  expect(meta.status).toBe('open');
  await e2e.stack.local.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, setup: SETUP } }, meta.version);

  e2e.step('Bob finds it in Open games and joins');
  const bobRow = await findInOpenGames(bob);
  await bobRow.getByText('2 of 3 seats free · ', { exact: false }).waitFor();
  await bobRow.getByText('a move a day, deadline 24 h', { exact: false }).waitFor();
  await join(bob, gameId);
  await bob.getByText('Open seat 3: free, for anyone from Open games').waitFor();

  e2e.step('Cy finds it on his phone, and joins: the game starts');
  await cy.setViewportSize(PHONE);
  const cyRow = await findInOpenGames(cy);
  await cyRow.getByText('1 of 3 seats free', { exact: false }).waitFor();
  expect(await overflow(cy), 'Open games is wider than a 390 px screen').toBeLessThanOrEqual(0);
  await shot(cy, '02-open-games-phone', cyRow);
  expect(await axe(cy, 'open-games at 390 px')).toEqual([]);
  await join(cy, gameId);
  await cy.locator('.table').waitFor();
  await cy.setViewportSize(DESKTOP);
  const started = await e2e.api(ANN, 'GET', `/games/${gameId}`);
  expect(started.body.status).toBe('active');
  expect(started.body.view!.players.map((p) => p.name)).toEqual(['ann', 'bob', 'cy']);
  return gameId;
}

/** 2. Ann talks at the table, Bob reads it there; Cy's "your move" mail carries it and he answers by a "say" reply. */
async function talk(ann: Page, bob: Page, gameId: string): Promise<void> {
  e2e.step('2. Ann says hello at the table');
  await table(ann, gameId);
  await ann.locator('.table').waitFor();
  await say(ann, ANN_SAYS);
  await shot(ann, '03-table-started', ann.getByRole('region', { name: 'Your decision' }));

  e2e.step('Bob reads it at his table, marked new');
  await table(bob, gameId);
  await bob.locator('li.chat-new', { hasText: ANN_SAYS }).waitFor(POLL);
  await shot(bob, '04-chat-at-table', bob.locator('#chat'));

  e2e.step('Ann and Bob end their turns at the table');
  for (const page of [ann, bob]) {
    await table(page, gameId);
    await send(page, 'End Action phase', e2e.step);
    await endTurn(page, e2e.step);
  }

  e2e.step('Cy replies "say ..." to his "your move" mail');
  const yourMove = await newestMail(
    e2e,
    CY,
    (m) => m.subject.includes(gameId) && !!m.replyTo?.length,
    `"your move" in ${gameId}`,
  );
  expect(yourMove.body.text, 'the "your move" mail carries the table talk').toContain(ANN_SAYS);
  await replyByMail(e2e, CY, yourMove, `say ${CY_SAYS}`);
  await newestMail(e2e, CY, (m) => !!m.body.text?.includes(`Posted to the table's chat: "${CY_SAYS}"`), 'chat answer');

  e2e.step('Ann sees it at the table, marked "by mail"');
  for (const until = Date.now() + MAIL_WAIT_MS; ; await new Promise((r) => setTimeout(r, 300))) {
    await table(ann, gameId);
    if (await ann.locator('.chat-text', { hasText: CY_SAYS }).count()) break;
    if (Date.now() > until) throw new Error(`Cy's reply did not reach the table within ${MAIL_WAIT_MS / 1000} s`);
  }
  await ann.locator('li', { hasText: CY_SAYS }).locator('.chat-via').waitFor();
  await shot(ann, '05-chat-by-reply', ann.locator('#chat'));
}

/** 3. Cy sets a time away in Settings; Ann sees it at the table, Bob in his lobby. */
async function goAway(ann: Page, bob: Page, cy: Page, gameId: string): Promise<void> {
  e2e.step('3. Cy goes on vacation in Settings');
  const until = day(5);
  await cy.goto(`${e2e.stack.webUrl}/settings`);
  await hydrated(cy, 'form[aria-label="Vacation"] button');
  await cy.getByLabel('Away from').fill(day(0));
  await cy.getByLabel('Until').fill(until);
  await cy.getByRole('button', { name: 'Save vacation' }).click();
  await cy.getByText(`You are on vacation until ${until}.`).waitFor(POLL);
  await shot(cy, '06-vacation-settings', cy.locator('form[aria-label="Vacation"]'));

  e2e.step('Ann sees it at the table, Bob in My games');
  await table(ann, gameId);
  const note = ann.getByRole('note', { name: 'Vacation' });
  await note.getByText(`cy is on vacation until ${until}.`).waitFor(POLL);
  await shot(ann, '07-vacation-at-table', note);
  await bob.goto(`${e2e.stack.webUrl}/`);
  await bob.getByText(`cy on vacation until ${until}`, { exact: false }).first().waitFor(POLL);
}

/** 4. Cy, back at the table, buys the last Province: the end screen. */
async function finish(cy: Page, gameId: string): Promise<void> {
  e2e.step('4. Cy plays his turn at the table and takes the last Province');
  await table(cy, gameId);
  await send(cy, 'Play all Treasures', e2e.step);
  // One Buy: the table ends the turn by itself, and the last Province ends the game.
  await sendTile(cy, buyTile(cy, 'Province'), e2e.step);
  const over = cy.getByRole('heading', { name: /^Game over — you win/ });
  await over.waitFor(POLL);
  // The page fetches its server parts again as the game ends here: the Rematch panel without a reload.
  await cy.getByRole('region', { name: 'Rematch' }).getByRole('button', { name: 'Rematch' }).waitFor(POLL);
  await shot(cy, '08-game-over', over);
  await e2e.stack.local.idle();
}

/** 5. Ann proposes a rematch; Bob accepts at the table, Cy from his game-over mail; it starts rotated. */
async function rematch(ann: Page, bob: Page, cy: Page, old: string): Promise<void> {
  e2e.step('5. Ann proposes a rematch at the finished table');
  // Ann has had the table open since Cy went away: the Rematch panel comes without a reload.
  expect(new URL(ann.url()).pathname).toBe(`/games/${old}`);
  const annPanel = ann.getByRole('region', { name: 'Rematch' });
  await annPanel.waitFor(POLL);
  await annPanel.getByRole('button', { name: 'Rematch' }).click();
  await annPanel.getByText(/ann proposed a rematch: waiting for answers/).waitFor(POLL);

  e2e.step('Bob accepts at his table');
  await table(bob, old, '#rematch');
  const bobPanel = bob.getByRole('region', { name: 'Rematch' });
  await bobPanel.getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(() => bobPanel.getByRole('list', { name: 'Who has accepted' }).innerText(), POLL)
    .toMatch(/bob: accepted\s+cy: not yet\s+ann: accepted/);
  await shot(bob, '09-rematch-accepted', bobPanel);

  e2e.step('Cy accepts from the link in his game-over mail');
  const over = await newestMail(
    e2e,
    CY,
    (m) => m.subject.includes(old) && !!m.body.text?.includes('\nRematch: '),
    'game over',
  );
  const link = /^Rematch: [^\n]*?: (https?:\/\/\S+)$/m.exec(over.body.text!)?.[1];
  expect(link, 'the game-over mail links to the rematch').toBeDefined();
  await cy.goto(link!);
  const cyPanel = cy.getByRole('region', { name: 'Rematch' });
  await cyPanel.getByRole('button', { name: 'Accept' }).click();
  await cyPanel.getByText(/ann proposed a rematch: started/).waitFor(POLL);
  await cyPanel.getByRole('link', { name: 'Open the rematch' }).click();
  await cy.waitForURL((u) => /^\/games\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith(old), POLL);
  const newId = new URL(cy.url()).pathname.split('/')[2];
  const rematched = await e2e.api(CY, 'GET', `/games/${newId}`);
  expect(rematched.body.status).toBe('active');
  // The old seats ann, bob, cy rotated by one.
  expect(rematched.body.view!.players.map((p) => p.name)).toEqual(['bob', 'cy', 'ann']);
  await cy.locator('.table').waitFor();
  await shot(cy, '10-rematch-started');
}

/** 6. Cy's player page (on a phone) and the leaderboard show the ratings the API returns. */
async function ratings(page: Page, cyBefore: number): Promise<void> {
  e2e.step('6. the player page and the leaderboard');
  const cyNow = (await ratingOf('cy')).rating;
  expect(cyNow, 'the winner moved up').toBeGreaterThan(cyBefore);
  await page.setViewportSize(PHONE);
  await page.goto(`${e2e.stack.webUrl}/players/cy`);
  await page.getByRole('heading', { level: 1, name: 'cy' }).waitFor();
  await expect.poll(() => page.locator('.rating-value').textContent(), POLL).toBe(String(cyNow));
  expect(await page.locator('.player-stats').innerText()).toMatch(/Rated games\s*10/);
  await page.getByRole('img', { name: /Rating over the last 10 rated games/ }).waitFor();
  expect(await overflow(page), 'the player page is wider than a 390 px screen').toBeLessThanOrEqual(0);
  await shot(page, '11-player-page-phone');
  expect(await axe(page, 'player page at 390 px')).toEqual([]);
  e2e.step(`cy: rating ${cyBefore} → ${cyNow}`);

  await page.setViewportSize(DESKTOP);
  await page.goto(`${e2e.stack.webUrl}/leaderboard`);
  const board = page.getByRole('table', { name: 'The best players by rating' });
  const api = (await e2e.api(ANN, 'GET', '/leaderboard')).body.players;
  expect(api.map((p) => p.handle).sort()).toEqual(['ann', 'bob', 'cy']);
  expect(api.find((p) => p.handle === 'cy')?.rating).toBe(cyNow);
  const rows = await board.locator('tbody tr').allInnerTexts();
  expect(rows.map((r) => r.split('\t').slice(0, 3).join(' '))).toEqual(
    api.map((p) => `${p.place} ${p.handle} ${p.rating}`),
  );
  await shot(page, '12-leaderboard', board);
}
