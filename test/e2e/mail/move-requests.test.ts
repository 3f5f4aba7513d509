// A move from the web table is one API request: the server action sends the move, and the table
// renders the move's own answer (the table after it, TableResponse), with no second load. Counted
// at the local API server (every request it served over HTTP) around two moves of a game against a
// bot: playing the Treasures, then ending the turn (the bot's turn runs in the same request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endTurn, send, startE2E, type E2E } from '../support.js';

const ALICE = 'alice.requests@example.com';

let e2e: E2E;

describe('a move from the table in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-move-requests');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('costs one API request, the move itself, and the table shows its answer', async () => {
    try {
      const page = await e2e.browser();
      await e2e.signIn(page, ALICE);
      const created = await e2e.api(ALICE, 'POST', '/games', { seats: [{ bot: 'normal' }], recommended: 'First Game' });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId;
      await page.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await page.getByRole('region', { name: 'Your decision' }).waitFor();
      const served = e2e.stack.local.apiRequests;
      const moves = `POST /games/${gameId}/moves`;

      let before = served.length;
      await send(page, 'Play all Treasures', e2e.step);
      await page
        .getByRole('region', { name: 'Turn' })
        .filter({ hasText: /Coins: \$[1-9]/ })
        .waitFor();
      expect(served.slice(before)).toEqual([moves]);

      before = served.length;
      await endTurn(page, e2e.step);
      // The bot's turn ran in the same request: it is Alice's turn again, shown from the move's answer.
      await page
        .getByRole('region', { name: 'Your decision' })
        .getByRole('button', { name: 'Play all Treasures' })
        .waitFor();
      expect(served.slice(before)).toEqual([moves]);
      e2e.step('done');
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 300_000);
});
