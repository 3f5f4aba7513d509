// A short stretch of an Empires game in Chromium, through the site only: the new-game form picks 10
// Empires piles with an Event (Wedding) and two Landmarks with VP on them (Basilica, Colonnade);
// the player, against the Big Money bot, buys Engineer (a debt cost) and pays it off, buys the
// Wedding Event, and buys Patricians until the Patrician/Emporium pile shows Emporium on top (every
// buy a click on a Supply tile, every Patrician played from the hand's tile), while
// Basilica's VP move to the player. Then a look at the table at phone width (390 px) with the whole
// Supply (10 piles, Events, Landmarks). Screenshots go to test-artifacts/.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const sendTile = (page: Page, tile: Locator) => sendTileMove(page, tile, e2e.step);
import {
  artifacts,
  createFromForm,
  endTurn,
  has,
  hydrated,
  playTile,
  send as sendMove,
  sendTile as sendTileMove,
  openNewGameForm,
  startE2E,
  type E2E,
  type PageElement,
} from './support.js';

const ME = 'empress@example.com';
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

let e2e: E2E;
const send = (page: Page, name: string | RegExp) => sendMove(page, name, e2e.step);
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifacts, name), fullPage: true });
const num = (s: string) => Number(s.match(/-?\d+/)![0]);

describe('an Empires table in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('empires-table');
  }, 900_000);

  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('buys a debt card and pays it off, buys an Event, empties the Patricians (Emporium on top) and takes VP from a Landmark', async () => {
    const started = Date.now();
    try {
      const page = await e2e.browser();
      await e2e.signIn(page, ME);

      // The new-game form: 10 hand-picked piles, one Event, two Landmarks, one bot.
      await openNewGameForm(page, 'Empress');
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
      const landmarks = page.getByRole('group', { name: /^Landmarks/ });
      for (const l of ['Basilica', 'Colonnade'])
        await landmarks.getByRole('checkbox', { name: l, exact: true }).check();
      await page.getByLabel('Bots').fill('1');
      // The Big Money bot (level easy): the steps below expect its plays.
      await page.getByLabel('playing').selectOption('easy');
      e2e.step(`game /games/${await createFromForm(page)}`);

      const decision = page.getByRole('region', { name: 'Your decision' });
      const turnBar = page.getByRole('region', { name: 'Turn', exact: true });
      const me = page.getByRole('region', { name: 'You (Empress)' });
      const myCount = async (label: string) =>
        num(
          await me
            .locator('dt', { hasText: new RegExp(`^${label}$`) })
            .locator('xpath=following-sibling::dd[1]')
            .innerText(),
        );
      const kingdom = page.getByRole('list', { name: 'Kingdom piles' });
      const patricianPile = kingdom.locator('li', { hasText: 'Patrician/Emporium' });
      const supply = page.getByRole('region', { name: 'Supply' });
      const buy = (name: RegExp) => supply.getByRole('button', { name });
      const landscapes = page.getByRole('list', { name: 'Events and Landmarks' });
      const basilica = landscapes.locator('li', { hasText: 'Basilica' });
      // No token shown once Basilica is empty (the bot takes from it too).
      const basilicaVp = async () =>
        (await basilica.locator('.token.vp').count()) ? num(await basilica.locator('.token.vp').innerText()) : 0;

      // The start: costs in debt, the split pile by its top card, Landmarks with their VP.
      await decision.waitFor();
      // The test ends each turn itself.
      await decision.getByRole('checkbox', { name: 'End my turn when nothing is left to do' }).uncheck();
      expect(await kingdom.locator('li', { hasText: 'Engineer' }).innerText()).toMatch(/4 debt[\s\S]*×10/);
      expect(await patricianPile.locator('.tile-name').innerText()).toBe('Patrician');
      expect(await patricianPile.locator('.tile-note').innerText()).toBe('Patrician/Emporium');
      expect(await patricianPile.locator('.tile-count').innerText()).toBe('×10');
      expect(await landscapes.locator('li', { hasText: 'Wedding' }).innerText()).toMatch(/\$4 \+ 3 debt/);
      // Basilica starts with 6 VP per player; the bot may have moved first and taken some already.
      const vpTokens = await page
        .locator('dt', { hasText: /^VP tokens$/ })
        .locator('xpath=following-sibling::dd[1]')
        .allInnerTexts();
      expect(vpTokens.length, 'one VP-token count per player').toBe(2);
      expect((await basilicaVp()) + vpTokens.map(num).reduce((a, b) => a + b, 0)).toBe(12);
      expect(await landscapes.locator('li', { hasText: 'Colonnade' }).innerText()).toContain('12 VP');

      let engineer = false;
      let wedding = false;
      let paidOff = false;
      let basilicaTaken = false;
      let patricians = 0;
      let tookScreenshot = false;
      for (let moves = 0; patricians < 5 || !wedding || !paidOff; moves++) {
        expect(moves, 'the stretch should take under 150 moves').toBeLessThan(150);
        await decision.waitFor();
        await hydrated(page, 'fieldset.decision button');
        if (await has(page, 'End Action phase')) {
          if (await playTile(page, 'Patrician').count()) await sendTile(page, playTile(page, 'Patrician'));
          else if (await has(page, 'Play all Treasures')) await send(page, 'Play all Treasures');
          else await send(page, 'End Action phase');
          continue;
        }
        if (!(await has(page, 'End turn'))) throw new Error(`Unexpected decision: ${await decision.innerText()}`);
        if (await has(page, 'Play all Treasures')) {
          await send(page, 'Play all Treasures');
          continue;
        }
        const pay = decision.getByRole('button', { name: /^Pay \d+ debt$/ });
        if (await pay.count()) {
          const debt = await myCount('Debt');
          const paying = num(await pay.innerText());
          await send(page, /^Pay \d+ debt$/);
          expect(await myCount('Debt')).toBe(debt - paying);
          if (debt === paying) paidOff = true;
          continue;
        }
        const coins = num((await turnBar.innerText()).match(/Coins: \$\d+/)![0]);
        if (!engineer && (await buy(/^Buy Engineer \(4 debt,/).count())) {
          const [vp, fromBasilica] = [await myCount('VP tokens'), await basilicaVp()];
          await sendTile(page, buy(/^Buy Engineer/));
          engineer = true;
          expect(await myCount('Debt'), 'Engineer costs 4 debt').toBe(4);
          // Basilica: a card bought with $2 or more left gives 2 VP from the Landmark.
          if (coins >= 2 && fromBasilica > 0) {
            expect(await basilicaVp()).toBe(fromBasilica - 2);
            expect(await myCount('VP tokens')).toBe(vp + 2);
            basilicaTaken = true;
          }
          continue;
        }
        if (engineer && !wedding && (await buy(/^Buy Wedding \(\$4 \+ 3 debt\)$/).count())) {
          const vp = await myCount('VP tokens');
          await sendTile(page, buy(/^Buy Wedding/));
          wedding = true;
          paidOff = false;
          expect(await myCount('Debt')).toBe(3);
          expect(await myCount('VP tokens'), 'Wedding: +1 VP').toBe(vp + 1);
          await page
            .getByRole('region', { name: 'This turn' })
            .getByText(/buys Wedding/)
            .waitFor();
          continue;
        }
        if (engineer && patricians < 5 && (await buy(/^Buy Patrician \(\$2,/).count())) {
          const [vp, fromBasilica] = [await myCount('VP tokens'), await basilicaVp()];
          await sendTile(page, buy(/^Buy Patrician/));
          patricians++;
          if (coins - 2 >= 2 && fromBasilica > 0) {
            expect(await basilicaVp()).toBe(fromBasilica - 2);
            expect(await myCount('VP tokens')).toBeGreaterThanOrEqual(vp + 2);
            basilicaTaken = true;
          }
          expect(await patricianPile.locator('.tile-count').innerText()).toBe(`×${10 - patricians}`);
          if (patricians === 2 && !tookScreenshot) {
            tookScreenshot = true;
            await page.mouse.move(0, 0);
            await shot(page, 'empires-table.png');
          }
          continue;
        }
        await endTurn(page, e2e.step);
      }
      e2e.step(`stretch done: Engineer paid off, Wedding bought, ${patricians} Patricians`);

      // The split pile now shows its lower card, at its own cost; the Landmark gave VP.
      expect(await patricianPile.locator('.tile-name').innerText()).toBe('Emporium');
      expect(await patricianPile.locator('.tile-cost').innerText()).toBe('$5');
      expect(await patricianPile.locator('.tile-count').innerText()).toBe('×5');
      expect(basilicaTaken, 'some buy should have left $2 for Basilica').toBe(true);
      expect(await basilicaVp()).toBeLessThan(12);
      expect(await myCount('Debt')).toBe(0);
      const log = page.getByRole('region', { name: 'This turn' });
      expect(await log.count()).toBe(1);

      // A phone: the whole Supply fits the width, and a card's text (tapped) stays on screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await decision.or(page.locator('.waiting')).first().waitFor();
      const overflow = () =>
        page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(await overflow(), 'the table should not scroll sideways on a phone').toBe(0);
      // The card named furthest right in the player's area (a hand card, the discard pile's top):
      // its text used to run off the screen's right edge.
      const labels = me.locator('.card-label');
      const lefts = await labels.evaluateAll((els: PageElement[]) => els.map((el) => el.getBoundingClientRect().left));
      const card = labels.nth(lefts.indexOf(Math.max(...lefts)));
      expect(Math.max(...lefts) + 288, 'a card right of the middle (its tip would have overflowed)').toBeGreaterThan(
        375,
      );
      await card.click();
      await card.locator('.tip').waitFor();
      expect(await overflow(), "a card's text should stay on a phone's screen").toBe(0);
      await shot(page, 'empires-table-phone-tip.png');
      await card.blur();
      await page.mouse.move(0, 0);
      await shot(page, 'empires-table-phone.png');
      await page.setViewportSize({ width: 1280, height: 900 });
      e2e.step(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 300_000);
});
