// Rematch in Chromium: Ann and Bob finish a game (made through the API: four Golds and the last
// Province), Ann proposes a rematch from the finished table's Rematch panel, Bob accepts from his
// own table, and the rematch starts with the seats rotated (Bob first). The panel works at 390 px
// and axe finds no violation on it.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, POLL, startE2E, type E2E } from '../support.js';
import { finishGame } from '../../lambdas/ratings/support.js';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

let e2e: E2E;

const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe('rematch: proposed at the table, accepted at the table', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-rematch');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it('starts the new game with the seats rotated once both have accepted', async () => {
    try {
      const old = await finishGame(e2e.stack.local, [ANN, BOB], 0);
      e2e.step(`game ${old} finished`);
      const [ann, bob] = [await e2e.browser(), await e2e.browser()];
      await e2e.signIn(ann, ANN);
      await e2e.signIn(bob, BOB);

      await ann.goto(`${e2e.stack.webUrl}/games/${old}`);
      const annPanel = ann.getByRole('region', { name: 'Rematch' });
      await annPanel.getByRole('button', { name: 'Rematch' }).click();
      await annPanel.getByText(/ann proposed a rematch: waiting for answers/).waitFor(POLL);
      expect(await annPanel.getByRole('list', { name: 'Who has accepted' }).innerText()).toMatch(
        /bob: not yet\s+ann: accepted/,
      );
      e2e.step('Ann proposed');

      await bob.setViewportSize({ width: 390, height: 844 });
      await bob.goto(`${e2e.stack.webUrl}/games/${old}#rematch`);
      const bobPanel = bob.getByRole('region', { name: 'Rematch' });
      await bobPanel.getByRole('button', { name: 'Accept' }).waitFor(POLL);
      await bob.screenshot({ path: path.join(artifacts, 'rematch-phone.png'), fullPage: true });
      expect(await overflow(bob), 'the table with its rematch panel is wider than 390 px').toBeLessThanOrEqual(0);
      // The panel this feature adds (the finished table around it has its own axe test, test/e2e/a11y.test.ts).
      const axe = await new AxeBuilder({ page: bob })
        .include('#rematch')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const whole = await new AxeBuilder({ page: bob })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      e2e.step(
        `axe, the whole finished table: ${whole.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join(', ') || 'no violations'}`,
      );
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      await bobPanel.getByRole('button', { name: 'Accept' }).click();
      await bobPanel.getByText(/proposed a rematch: started/).waitFor(POLL);
      e2e.step('Bob accepted');
      await bobPanel.getByRole('link', { name: 'Open the rematch' }).click();
      await bob.waitForURL(/\/games\/(?!.*#)/, POLL);
      const newId = new URL(bob.url()).pathname.split('/')[2];
      expect(newId).not.toBe(old);
      const table = await e2e.api(BOB, 'GET', `/games/${newId}`);
      expect(table.body.status).toBe('active');
      expect(table.body.view!.players.map((p) => p.name)).toEqual(['bob', 'ann']);
      // Who goes first is drawn from the new game's seed, as in any game: the rotation is of the seats.
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  });
});
