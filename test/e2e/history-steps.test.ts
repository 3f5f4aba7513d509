// The step-by-step history in a real browser: a game too long for one timeline (over
// TIMELINE_MAX_STEPS moves, lowered here to 3 by the local stack's test-only option) is stepped one
// request per step (?at=N). Two humans end their turns through the API, after one takes a move back
// freely; the page then steps first / next / previous / last, jumps to a turn, and numbers every
// step by the log's seqs as the timeline does (the move taken back is no step). Whoever goes first,
// the seqs are the same: only turn ends and one take-back, nothing that a deal could change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, type E2E } from './support.js';

const ALICE = 'alice.steps@example.com';
const BOB = 'bob.steps@example.com';

let e2e: E2E;

/** Who owes a decision now, and their game. */
async function owes(gameId: string): Promise<[string, { seq: number }]> {
  for (const email of [ALICE, BOB]) {
    const r = await e2e.api(email, 'GET', `/games/${gameId}`);
    if (r.body.view?.decision) return [email, r.body];
  }
  throw new Error('nobody owes a decision');
}

/** The owner's move (or undo) on the game as it stands; expects it accepted. */
async function act(gameId: string, body: { move: string } | { undo: string }): Promise<void> {
  const [email, game] = await owes(gameId);
  const r = await e2e.api(email, 'POST', `/games/${gameId}/moves`, {
    gameId,
    expectedSeq: game.seq,
    idempotencyKey: `e2e-${Date.now()}-${Math.random()}`,
    ...body,
  });
  expect(r.status, r.raw).toBe(200);
}

/** Clicks a stepper link (a page load per step here) and waits for the step it leads to. */
async function step(page: Page, history: Locator, name: string, seq: number, of: number) {
  e2e.step(`${name} → ${seq}`);
  await history.getByRole('link', { name }).click();
  await page.waitForURL((u) => u.searchParams.get('at') === String(seq));
  await history.getByText(`Move ${seq} of ${of}`, { exact: true }).waitFor();
}

describe('the step-by-step history in Chromium', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-history-steps', { timelineMaxSteps: 3 });
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it("a game past the timeline's limit steps by ?at=N, numbered by the log's seqs, over a move taken back", async () => {
    try {
      const created = await e2e.api(ALICE, 'POST', '/games', { seats: [{ email: BOB }], recommended: 'First Game' });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId;
      expect((await e2e.api(BOB, 'POST', `/games/${gameId}/join`)).status).toBe(200);
      // seq 1: the first player plays their Treasures; 2: takes it back (free: nothing revealed);
      // 3: ends the turn; 4: the other ends theirs; 5: the first ends their second.
      await act(gameId, { move: 'play treasures' });
      await act(gameId, { undo: 'take' });
      for (let i = 0; i < 3; i++) await act(gameId, { move: 'end turn' });
      // Five moves, one taken back: four steps past the start, one more than the timeline holds.
      expect((await e2e.api(ALICE, 'GET', `/games/${gameId}/history?part=timeline`)).status).toBe(413);

      const page = await e2e.browser();
      await e2e.signIn(page, ALICE);
      await page.goto(`${e2e.stack.webUrl}/games/${gameId}/history`);
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText('Move 5 of 5', { exact: true }).waitFor();
      await step(page, history, '« First', 0, 5);
      await history.locator('.step-move', { hasText: 'The game starts.' }).waitFor();
      // Next goes over the move taken back (seq 1) to the take-back itself.
      await step(page, history, 'Next ▶', 2, 5);
      // The move that led here (the step's own line, above the board's log of the turn).
      await history.locator('.step-move', { hasText: /: took back a move$/ }).waitFor();
      await step(page, history, 'Next ▶', 3, 5);
      await step(page, history, '◀ Previous', 2, 5);
      await step(page, history, 'Last »', 5, 5);
      // Jump to the second turn: it starts at seq 3 (the first turn's end).
      const jump = history.getByLabel('Jump to turn');
      await jump.selectOption({ value: '3' });
      e2e.step('jump to turn 2');
      await history.getByRole('button', { name: 'Go' }).click();
      await page.waitForURL((u) => u.searchParams.get('at') === '3');
      await history.getByText('Move 3 of 5', { exact: true }).waitFor();
      // Every turn is listed: each turn's end started the next (turn 4 at seq 5).
      expect(await jump.locator('option:not([disabled])').allInnerTexts()).toEqual(
        [1, 2, 3, 4].map((n): unknown => expect.stringMatching(new RegExp(`^Turn ${n} · `))),
      );
      // The address of the move taken back opens the step before it.
      await page.goto(`${e2e.stack.webUrl}/games/${gameId}/history?at=1`);
      await history.getByText('Move 0 of 5', { exact: true }).waitFor();
      e2e.step('done');
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
