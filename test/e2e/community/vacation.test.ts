// Vacation in Chromium: Bob sets a time away in Settings (from today, until in five days); Alice
// then sees "Bob is on vacation until …" on their game's table and "Bob on vacation until …" on
// her My games line; Bob's "Back now" ends it. axe checks the Settings page with the form.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts, hydrated, startE2E, twoPlayers, type E2E } from '../support.js';

const ALICE = 'alice.vacation@example.com';
const BOB = 'bob.vacation@example.com';
let e2e: E2E;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('vacation in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('vacation');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('a player sets vacation in Settings; the other sees it on the table and in the lobby', async () => {
    try {
      const [alice, bob] = await twoPlayers(e2e, [ALICE, BOB]);
      const created = await e2e.api(ALICE, 'POST', '/games', { seats: [{ email: BOB }], recommended: 'First Game' });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId;
      expect((await e2e.api(BOB, 'POST', `/games/${gameId}/join`)).status).toBe(200);

      e2e.step('Bob sets a time away in Settings');
      const until = day(5);
      await bob.goto(`${e2e.stack.webUrl}/settings`);
      await hydrated(bob, 'form[aria-label="Vacation"] button');
      await bob.getByLabel('Away from').fill(day(0));
      await bob.getByLabel('Until').fill(until);
      await bob.getByRole('button', { name: 'Save vacation' }).click();
      await bob.getByText(`You are on vacation until ${until}.`).waitFor();
      await bob.screenshot({ path: path.join(artifacts, 'vacation-settings.png'), fullPage: true });
      const found = await new AxeBuilder({ page: bob })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);

      e2e.step('Alice sees it on the table and in My games');
      await alice.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await alice.getByText(`is on vacation until ${until}.`).waitFor();
      await alice.screenshot({ path: path.join(artifacts, 'vacation-table.png') });
      await alice.goto(`${e2e.stack.webUrl}/`);
      await alice.getByText(`on vacation until ${until}`, { exact: false }).first().waitFor();

      e2e.step('Bob is back now');
      await bob.getByRole('button', { name: 'Back now' }).click();
      await bob.getByText('Welcome back.').waitFor();
      await alice.goto(`${e2e.stack.webUrl}/games/${gameId}`);
      await alice.getByRole('heading', { level: 1 }).waitFor();
      expect(await alice.getByText(`is on vacation until ${until}.`).count()).toBe(0);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 300_000);
});
