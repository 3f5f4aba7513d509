// The product end to end in a real browser: the local stack (dynalite, SES emulator, API) in this
// process on random ports, the web app's standalone server (built first when stale), and Debian's
// Chromium driven by playwright-core. Two players sign in through the magic links caught by the SES
// emulator, play real turns through the UI (with a Militia attack answered from the mail link) and
// step through the history. Screenshots go to test-artifacts/.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  createFromForm,
  has,
  hydrated,
  send as sendMove,
  openNewGameForm,
  orExplain,
  startE2E,
  type E2E,
  buyTile,
  endTurn,
  playTile,
  POLL,
  sendTile,
  twoPlayers,
} from './support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';

let e2e: E2E;
const send = (page: Page, name: string | RegExp) => sendMove(page, name, e2e.step);

/** Which human owes the game a decision now (bots answer by themselves). */
async function owner(gameId: string): Promise<string | null> {
  for (const email of [ALICE, BOB]) {
    const r = await e2e.api(email, 'GET', `/games/${gameId}`);
    expect(r.status).toBe(200);
    if (r.body.view?.decision) return email;
  }
  return null;
}

describe('the web table in Chromium', () => {
  beforeAll(async () => {
    // Bob answers the Militia from the mail right after his own turn at the table: no presence hold.
    e2e = await startE2E('e2e', { presentMs: 0 });
  }, 900_000);

  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('two players sign in by mail, play with a Militia attack answered from the mail link, and step through the history', async () => {
    try {
      e2e.step('starting two browsers');
      // This test ends turns itself (and checks whose move it is between moves).
      const [alice, bob] = await twoPlayers(e2e, [ALICE, BOB]);

      // Alice creates a First Game table against Bob and a bot.
      await openNewGameForm(alice, 'Alice');
      await alice.getByLabel('Set', { exact: true }).selectOption('First Game');
      await alice.getByLabel('Invite by email (one per line)').fill(BOB);
      await alice.getByLabel('Bots').fill('1');
      // The Big Money bot (level easy): the steps below expect its plays.
      await alice.getByLabel('playing').selectOption('easy');
      // "Your move" mail at once (the default waits 3 minutes for the player to come to the table).
      await alice.getByLabel('Mail “your move” after (minutes)').fill('0');
      const gameId = await createFromForm(alice);

      // Bob accepts from the invitation mail.
      const invite = await e2e.linkIn(BOB, (m) => (m.body.text ?? '').includes('invites you'), 'invitation');
      expect(invite).toContain(`/games/${gameId}`);
      await bob.goto(invite);
      // He names his seat as he joins (the creator named hers on the new-game form).
      await bob.getByLabel('Your name at this table').fill('Robert B.');
      await bob.getByRole('button', { name: 'Join this game' }).click();
      await bob.locator('.table').waitFor();
      const seated = await e2e.stack.local.call('GET', `/games/${gameId}`, { token: e2e.stack.local.token(BOB) });
      expect(seated.body.seats.map((x: { name: string }) => x.name)).toContain('Robert B.');

      // Real turns: Alice buys a Militia and plays it as soon as she draws it; Bob plays money.
      const pages: Record<string, Page> = { [ALICE]: alice, [BOB]: bob };
      let aliceHasMilitia = false;
      let moves = 0;
      for (;;) {
        expect(moves++, 'Alice should draw her Militia within a few turns').toBeLessThan(200);
        const who = await owner(gameId);
        expect(who).not.toBeNull();
        const page = pages[who!];
        e2e.step(`move ${moves}: ${who}`);
        await page.goto(`${e2e.stack.webUrl}/games/${gameId}`);
        await page.getByRole('region', { name: 'Your decision' }).waitFor();
        if (await has(page, 'End Action phase')) {
          if (who === ALICE && (await playTile(page, 'Militia').count())) {
            await sendTile(page, playTile(page, 'Militia'));
            break;
          }
          await send(page, 'End Action phase');
        } else if (await has(page, 'Play all Treasures')) {
          await send(page, 'Play all Treasures');
        } else if (who === ALICE && !aliceHasMilitia && (await buyTile(page, 'Militia').count())) {
          await sendTile(page, buyTile(page, 'Militia'));
          aliceHasMilitia = true;
        } else if (await buyTile(page, 'Silver').count()) {
          await sendTile(page, buyTile(page, 'Silver'));
        } else {
          await endTurn(page);
        }
      }
      expect(await owner(gameId)).toBe(BOB);

      // Bob is mailed the attack's decision and answers from the link, on a device where he is not
      // signed in (a fresh browser profile): one click opens his table for this game only.
      const link = await e2e.linkIn(BOB, (m) => /played Militia: discard 2 cards/.test(m.body.text ?? ''), 'Militia');
      const bobPhone = await e2e.browser();
      await bobPhone.goto(link);
      expect(new URL(bobPhone.url()).pathname).toBe(`/games/${gameId}`);
      expect(bobPhone.url()).not.toContain('token=');
      await bobPhone.goto(`${e2e.stack.webUrl}/`);
      await bobPhone.waitForURL(/\/signin/);
      await bobPhone.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      const decision = bobPhone.getByRole('region', { name: 'Your decision' });
      await decision.getByText('Alice played Militia: discard 2 cards (down to 3).').waitFor();
      await bobPhone.mouse.move(0, 0);
      await bobPhone.screenshot({ path: path.join(artifacts, 'table-militia-decision.png'), fullPage: true });
      await hydrated(bobPhone, 'fieldset.decision button');
      // The panel has no tiles of its own: his hand's 5 cards are the controls, copies grouped
      // ("Pick Copper ($0, 3 in hand)"); two clicks pick two cards.
      expect(await decision.getByRole('group', { name: 'Cards to choose from' }).count()).toBe(0);
      const cards = bobPhone.getByRole('list', { name: 'Your hand' }).getByRole('button', { name: /^Pick / });
      const counts = (await Promise.all((await cards.all()).map((c) => c.getAttribute('aria-label')))).map((l) =>
        Number(l!.match(/(\d+) in hand\)$/)![1]),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
      await cards.nth(0).click();
      await cards.nth(counts[0] > 1 ? 0 : 1).click();
      await decision.locator('button.primary:enabled').waitFor();
      await send(bobPhone, /^Discard /);
      await expect.poll(() => bobPhone.getByRole('region', { name: 'Your decision' }).count(), POLL).toBe(0);
      const bobState = await e2e.api(BOB, 'GET', `/games/${gameId}`);
      expect(bobState.body.view!.you!.hand).toHaveLength(3);

      // Alice finishes her turn: Militia's +$2 is in her coins.
      await alice.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await alice.getByRole('region', { name: 'Your decision' }).waitFor();
      if (await has(alice, 'End Action phase')) await send(alice, 'End Action phase');
      if (await has(alice, 'Play all Treasures')) await send(alice, 'Play all Treasures');
      await alice.mouse.move(0, 0);
      await alice.screenshot({ path: path.join(artifacts, 'table.png'), fullPage: true });
      await endTurn(alice);
      expect(await owner(gameId)).not.toBe(ALICE);

      // The history: step from the start.
      await alice.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await alice.getByRole('link', { name: 'History' }).click();
      await orExplain(alice, 'The History link did not open the history', alice.waitForURL(/\/history/));
      const history = alice.getByRole('region', { name: 'History' });
      await history.getByText(/Move \d+ of \d+/).waitFor();
      await history.getByRole('link', { name: '« First' }).click();
      await history.getByText(/^Move 0 of \d+$/).waitFor();
      for (let i = 1; i <= 3; i++) {
        await history.getByRole('link', { name: 'Next ▶' }).click();
        await history.getByText(new RegExp(`^Move ${i} of \\d+$`)).waitFor();
      }
      await history.getByRole('link', { name: 'Last »' }).click();
      await history.getByText(/Move (\d+) of \1$/).waitFor();
      await alice.mouse.move(0, 0);
      await alice.screenshot({ path: path.join(artifacts, 'history.png'), fullPage: true });
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
