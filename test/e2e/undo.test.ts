// Undo in a real browser: two humans at a First Game table. The first player plays their
// Treasures and takes it back freely ("Take back": nothing was revealed); then ends the turn (a new
// hand is drawn: information revealed), so the table offers only "Ask to take back"; the other
// player sees the request, accepts it, and the first player is back in the Buy phase of the turn.
// Then, in another game, the other player accepts a request from the Accept link in their mail (the
// confirmation page states the request; one press; the Refuse link is out of date afterwards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endTurn, hydrated, send as sendMove, startE2E, twoPlayers, type E2E } from './support.js';
import { answerByLink, answerLinksIn, pick } from './answer-links.js';

const ALICE = 'alice.undo@example.com';
const BOB = 'bob.undo@example.com';

let e2e: E2E;
const send = (page: Page, name: string | RegExp) => sendMove(page, name, e2e.step);

async function owner(gameId: string, emails = [ALICE, BOB]): Promise<string> {
  for (const email of emails) {
    const r = await e2e.api(email, 'GET', `/games/${gameId}`);
    if (r.body.view?.decision) return email;
  }
  throw new Error('nobody owes a decision');
}

/** Clicks an undo control and waits for the table to show the answer. */
async function undoClick(page: Page, name: string) {
  await hydrated(page, '.undo button, .undo-request button');
  e2e.step(`click ${name}`);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
}

describe('undo in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-undo');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('a free take-back before new information; after it, a request the other player accepts', async () => {
    try {
      const [alice, bob] = await twoPlayers(e2e, [ALICE, BOB]);
      // A game made through the API (the form is covered elsewhere); both have joined.
      const created = await e2e.api(ALICE, 'POST', '/games', { seats: [{ email: BOB }], recommended: 'First Game' });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId;
      expect((await e2e.api(BOB, 'POST', `/games/${gameId}/join`)).status).toBe(200);
      const first = await owner(gameId);
      const [me, other] = first === ALICE ? [alice, bob] : [bob, alice];
      await me.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await me.getByRole('region', { name: 'Your decision' }).waitFor();
      expect(await me.getByRole('button', { name: 'Take back', exact: true }).count()).toBe(0);

      // Before new information: play the Treasures, take it back freely.
      await send(me, 'Play all Treasures');
      await me
        .getByRole('region', { name: 'Turn' })
        .filter({ hasText: /Coins: \$[1-9]/ })
        .waitFor();
      await undoClick(me, 'Take back');
      await me
        .getByRole('region', { name: 'Your decision' })
        .getByRole('button', { name: 'Play all Treasures' })
        .waitFor();
      await me
        .getByRole('region', { name: 'Turn' })
        .filter({ hasText: /Coins: \$0/ })
        .waitFor();
      expect(await me.getByRole('button', { name: 'Ask to take back' }).count()).toBe(0);

      // After new information: ending the turn draws a new hand, so only a request is offered.
      await send(me, 'Play all Treasures');
      await endTurn(me, e2e.step);
      await me.getByRole('button', { name: 'Ask to take back' }).waitFor();
      expect(await me.getByRole('button', { name: 'Take back', exact: true }).count()).toBe(0);
      await undoClick(me, 'Ask to take back');
      await me.getByText(/You asked to take back the end of your turn 1\./).waitFor();

      // The other player sees the request and accepts it.
      await other.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await other
        .locator('.undo-request')
        .getByText(/asks to take back the end of their turn 1\./)
        .waitFor();
      await undoClick(other, 'Accept');
      await other
        .getByText(/took back a move/)
        .first()
        .waitFor();

      // The first player is back in the Buy phase of their turn, their Treasures in play.
      await me.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await me.getByRole('region', { name: 'Your decision' }).getByRole('button', { name: 'End turn' }).waitFor();
      expect(await owner(gameId)).toBe(first);
      e2e.step('done');
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);

  it('the other player accepts a request from the Accept link in the mail, without signing in', async () => {
    try {
      const [asker, answerer] = ['carol.undo@example.com', 'dan.undo@example.com'];
      const created = await e2e.api(asker, 'POST', '/games', {
        seats: [{ email: answerer }],
        recommended: 'First Game',
        mailGraceMinutes: 0,
      });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId;
      expect((await e2e.api(answerer, 'POST', `/games/${gameId}/join`)).status).toBe(200);
      // Whoever moves first ends the turn (a new hand: revealed) and asks to take it back, from the API.
      const first = await owner(gameId, [asker, answerer]);
      const other = first === asker ? answerer : asker;
      const before = (await e2e.api(first, 'GET', `/games/${gameId}`)).body;
      const post = (body: Record<string, unknown>) =>
        e2e.api(first, 'POST', `/games/${gameId}/moves`, {
          gameId,
          idempotencyKey: `e2e-${Date.now()}-${Math.random()}`,
          ...body,
        });
      const ended = await post({ expectedSeq: before.seq, move: 'end turn' });
      expect((await post({ expectedSeq: ended.body.seq, undo: 'ask' })).status).toBe(200);

      // The other player's mail offers Accept and Refuse; the Accept link's page states the request.
      const links = await answerLinksIn(
        e2e,
        other,
        (m) => m.subject.includes(gameId) && /asks to take back/.test(m.body.text ?? ''),
        'take-back request',
      );
      expect(links.map((a) => a.label)).toEqual(['Accept', 'Refuse']);
      const page = await e2e.browser();
      await page.goto(pick(links, 'Accept').url);
      await page
        .getByRole('region', { name: 'Your answer' })
        .getByText(/asks to take back the end of their turn 1\./)
        .waitFor();
      await answerByLink(page, pick(links, 'Accept'), e2e.step);
      // The move is taken back: the first player is where they were before ending the turn.
      expect((await e2e.api(first, 'GET', `/games/${gameId}`)).body.view).toEqual(before.view);
      // The Refuse link is now out of date, and says so.
      await page.goto(pick(links, 'Refuse').url);
      await page.getByRole('heading', { name: 'This answer link is out of date' }).waitFor();
      e2e.step('done');
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
