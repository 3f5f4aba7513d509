// A misbuy taken back in Chromium, against the hard bot, with "End my turn when nothing is left to
// do" on (the default): the player plays their Treasures and buys a card with their one Buy, so the
// table ends the turn by itself and the bot plays its turn. One request ("Ask to take back", below
// the decision, naming the buy) goes back to before the buy: the Buy phase with the $ and the Buy as
// they were and the card back in its pile; and the table does not end that turn again by itself,
// neither then nor after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buyTile, hydrated, send, sendTile, startE2E, type E2E } from './support.js';

const ANN = 'ann.misbuy@example.com';

let e2e: E2E;

/** The moves the API was asked for in this game since `from` (each table move is one). */
const movesSince = (gameId: string, from: number) =>
  e2e.stack.local.apiRequests.slice(from).filter((r) => r === `POST /games/${gameId}/moves`);

/** Gives a table that would end the turn by itself the time to do it: 3 s, its answer included. */
const settle = (page: Page) => page.waitForTimeout(3_000);

describe('a misbuy that ended the turn by itself, taken back in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-undo-misbuy');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('one request goes back to before the buy, and the turn is not ended again', async () => {
    try {
      const page = await e2e.browser();
      await e2e.signIn(page, ANN);
      const created = await e2e.api(ANN, 'POST', '/games', { seats: [{ bot: 'hard' }], recommended: 'First Game' });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId;
      await page.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      const decision = page.getByRole('region', { name: 'Your decision' });
      await decision.waitFor();
      // Auto-end is on: this browser never turned it off.
      expect(await page.getByLabel('End my turn when nothing is left to do').isChecked()).toBe(true);

      await send(page, 'Play all Treasures', e2e.step);
      await page
        .getByRole('region', { name: 'Turn' })
        .filter({ hasText: /Coins: \$[1-9]/ })
        .waitFor();
      const beforeBuy = (await e2e.api(ANN, 'GET', `/games/${gameId}`)).body;
      expect(beforeBuy.view!.turn).toMatchObject({ phase: 'buy', buys: 1 });
      const card = beforeBuy.view!.turn.coins >= 5 ? 'Market' : 'Cellar';
      const pileBefore = beforeBuy.view!.supply.find((p: { name: string }) => p.name === card)!.count;

      // The buy uses the one Buy: nothing is left, the table ends the turn, the bot plays its turn.
      await sendTile(page, buyTile(page, card), e2e.step);
      const ask = page.getByRole('button', { name: 'Ask to take back' });
      await ask.waitFor();
      const mid = (await e2e.api(ANN, 'GET', `/games/${gameId}`)).body;
      expect(mid.view!.players[mid.seat!].turnsTaken).toBe(2);
      // Named, the player's own moves only; and below the decision, not above it.
      const offer = (await ask.locator('xpath=..').textContent()) ?? '';
      expect(offer).toContain(`your buy of ${card} and the end of your turn 1`);
      expect(offer).not.toMatch(/last \d+ moves/);
      const [box, askBox] = [await decision.boundingBox(), await ask.boundingBox()];
      expect(askBox!.y).toBeGreaterThanOrEqual(box!.y + box!.height);

      // One request (the bot agrees at once) goes back to before the buy.
      const from = e2e.stack.local.apiRequests.length;
      await hydrated(page, '.undo button');
      e2e.step('click Ask to take back');
      await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), ask.click()]);
      await page
        .getByRole('region', { name: 'Turn' })
        .filter({ hasText: `Buys: 1` })
        .filter({ hasText: `Coins: $${beforeBuy.view!.turn.coins}` })
        .waitFor();
      await decision.getByRole('button', { name: 'End turn' }).waitFor();
      await settle(page);
      const after = (await e2e.api(ANN, 'GET', `/games/${gameId}`)).body;
      expect(after.view).toEqual(beforeBuy.view);
      expect(after.view!.supply.find((p: { name: string }) => p.name === card)!.count).toBe(pileBefore);
      expect(movesSince(gameId, from)).toHaveLength(1);
      const undos = (await e2e.stack.local.ctx.store.events(gameId, 0)).filter((r) => r.kind === 'undo');
      expect(undos.map((r) => r.undo)).toEqual([expect.objectContaining({ action: 'take', to: beforeBuy.seq })]);

      // A reload shows the same turn, and ends nothing by itself.
      const reloaded = e2e.stack.local.apiRequests.length;
      e2e.step('reload');
      await page.reload();
      await decision.waitFor();
      await hydrated(page, 'fieldset.decision button');
      await settle(page);
      expect(movesSince(gameId, reloaded)).toHaveLength(0);
      expect((await e2e.api(ANN, 'GET', `/games/${gameId}`)).body.view).toEqual(beforeBuy.view);
      await page.getByRole('region', { name: 'Turn' }).filter({ hasText: 'Buys: 1' }).waitFor();
      e2e.step('done');
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
