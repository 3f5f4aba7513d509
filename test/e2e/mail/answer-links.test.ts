// Answering only from the mail, in Chromium: Bob never signs in. Alice (through the API: her side is
// not what this test is about) plays Militia; Bob answers from the answer links in the mail the SES
// emulator caught, on a fresh signed-out browser: a discard with three ways to do it. Opening a link
// changes nothing; the press makes the move; a used link says so, a sibling link of the same mail is
// out of date, and the page's "Open the game" opens the table signed out. (One decision: a second one
// right after Bob's own answer is rightly held while he is "at the table", for minutes of real time.)
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts, orExplain, startE2E, type E2E } from '../support.js';
import { answerByLink, answerLinksIn, gameWithHands, pick } from '../answer-links.js';
import { KINGDOM } from '../../lambdas/support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
/** Alice opens with Militia; Bob holds three Coppers and two Estates. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
    1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

let e2e: E2E;

describe('answer links from the mail, signed out', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-answer-links');
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const api = <M extends string, P extends string>(email: string, method: M, p: P, body?: unknown) =>
    e2e.api(email, method, p, body);
  /** The game as `email` sees it. */
  const look = async (gameId: string, email: string) => (await api(email, 'GET', `/games/${gameId}`)).body;
  /** Moves for `email` (notation) until they owe nothing; each must be accepted. */
  async function play(gameId: string, email: string, ...moves: string[]) {
    for (const move of moves) {
      const g = await look(gameId, email);
      if (!g.view!.decision) return;
      const r = await api(email, 'POST', `/games/${gameId}/moves`, {
        gameId,
        expectedSeq: g.seq,
        idempotencyKey: `e2e-${g.seq}-${email.split('@')[0]}`,
        move,
      });
      expect(r.status, `${email}: ${move}: ${r.raw}`).toBe(200);
    }
  }

  it('Bob discards for Militia only through an answer link, signed out', async () => {
    try {
      // No grace period: the mail goes as soon as Bob owes the answer.
      const gameId = await gameWithHands(e2e, ALICE, BOB, KINGDOM, SETUP);
      const ofGame = (m: { subject: string }) => m.subject.includes(gameId);

      await play(gameId, ALICE, 'play Militia');
      const discard = await answerLinksIn(
        e2e,
        BOB,
        (m) => ofGame(m) && /discard 2 cards/.test(m.body.text ?? ''),
        'Militia discard',
      );
      expect(discard.map((a) => a.label)).toEqual([
        'Discard Copper, Copper',
        'Discard Copper, Estate',
        'Discard Estate, Estate',
      ]);
      const bob = await e2e.browser();
      const before = (await look(gameId, BOB)).seq;
      await bob.goto(pick(discard, 'Discard Estate, Estate').url);
      await bob.getByRole('heading', { name: 'Confirm your answer' }).waitFor();
      await bob
        .getByRole('region', { name: 'Your answer' })
        .getByText('Alice played Militia: discard 2 cards (down to 3).')
        .waitFor();
      // Opening a link (as a mail scanner would) changes nothing.
      expect((await look(gameId, BOB)).seq).toBe(before);
      await bob.mouse.move(0, 0);
      await bob.screenshot({ path: path.join(artifacts, 'answer-link-confirm.png'), fullPage: true });
      await answerByLink(bob, pick(discard, 'Discard Estate, Estate'), e2e.step);
      expect((await look(gameId, BOB)).view!.you!.hand).toEqual(['Copper', 'Copper', 'Copper']);

      // The used link says it was made; its sibling is out of date and shows what waits now. Still signed out.
      await bob.goto(pick(discard, 'Discard Estate, Estate').url);
      await bob.getByRole('heading', { name: 'Done: your answer was made' }).waitFor();
      await bob.goto(pick(discard, 'Discard Copper, Copper').url);
      await bob.getByRole('heading', { name: 'This answer link is out of date' }).waitFor();
      await bob.getByText('Nothing waits for you now: a mail comes when something does.').waitFor();
      expect((await look(gameId, BOB)).view!.you!.hand).toEqual(['Copper', 'Copper', 'Copper']);
      // "Open the game" opens Bob's table for this game only, still signed out.
      await bob.getByRole('link', { name: 'Open the game' }).click();
      await orExplain(
        bob,
        '"Open the game" did not open the table',
        bob.waitForURL((u) => u.pathname === `/games/${gameId}`),
      );
      await bob.locator('.table').waitFor();
      await bob.goto(`${e2e.stack.webUrl}/`);
      await bob.waitForURL(/\/signin/);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
