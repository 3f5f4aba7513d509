// Answering only from the mail, in Chromium: Bob never signs in. Alice (through the API: her side is
// not what this test is about) plays Militia twice; each time Bob answers from the answer links in
// the mail the SES emulator caught, on a fresh signed-out browser — first a yes/no-like reaction
// (reveal Moat), then a discard with three ways to do it. Opening a link changes nothing; the press
// makes the move; a used link says so and a sibling link of the same mail is out of date.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts, startE2E, type E2E } from './support.js';
import { answerByLink, answerLinksIn, pick } from './answer-links.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const KINGDOM = ['Cellar', 'Festival', 'Laboratory', 'Market', 'Militia', 'Moat', 'Smithy', 'Throne Room', 'Village', 'Witch'];
/** Alice opens with Militia and draws it again for turn 3; Bob holds Moat, then three Coppers and two Estates. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'], deck: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
    1: { hand: ['Moat', 'Copper', 'Copper', 'Copper', 'Estate'], deck: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

let e2e: E2E;

describe('answer links from the mail, signed out', () => {
  beforeAll(async () => { e2e = await startE2E('e2e-answer-links'); }, 900_000);
  afterAll(async () => { await e2e?.close(); }, 60_000);

  const api = (email: string, method: string, p: string, body?: unknown) => e2e.stack.local.call(method, p, { token: e2e.stack.local.token(email), ...(body ? { body } : {}) });
  /** The game as `email` sees it. */
  const look = async (gameId: string, email: string) => (await api(email, 'GET', `/games/${gameId}`)).body;
  /** Moves for `email` (notation) until they owe nothing; each must be accepted. */
  async function play(gameId: string, email: string, ...moves: string[]) {
    for (const move of moves) {
      const g = await look(gameId, email);
      if (!g.view.decision) return;
      const r = await api(email, 'POST', `/games/${gameId}/moves`, { gameId, expectedSeq: g.seq, idempotencyKey: `e2e-${g.seq}-${email.split('@')[0]}`, move });
      expect(r.status, `${email}: ${move}: ${r.raw}`).toBe(200);
    }
  }

  it('Bob reveals Moat, then discards, only through answer links', async () => {
    try {
      const created = await api(ALICE, 'POST', '/games', { name: 'Alice', seats: [{ email: BOB, name: 'Bob' }], kingdom: KINGDOM });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId as string;
      const store = e2e.stack.local.ctx.store;
      const meta = (await store.getMeta(gameId))!;
      await store.replaceMeta({ ...meta, config: { ...meta.config, setup: SETUP } }, meta.version);
      expect((await api(BOB, 'POST', `/games/${gameId}/join`, {})).status).toBe(200);
      const ofGame = (m: { subject: string }) => m.subject.includes(gameId);

      // Turn 1: Militia; Bob may reveal Moat.
      await play(gameId, ALICE, 'play Militia');
      const reaction = await answerLinksIn(e2e, BOB, ofGame, 'Moat');
      e2e.step(`reaction links: ${reaction.map((a) => a.label).join(' | ')}`);
      expect(reaction).toHaveLength(2);
      const bob = await e2e.browser();
      const before = (await look(gameId, BOB)).seq;
      // Opening a link (as a mail scanner would) changes nothing.
      await bob.goto(reaction[0]!.url);
      await bob.getByRole('heading', { name: 'Confirm your answer' }).waitFor();
      expect((await look(gameId, BOB)).seq).toBe(before);
      await answerByLink(bob, pick(reaction, /^Reveal Moat$|^Yes$/), e2e.step);
      expect((await look(gameId, BOB)).view.you.hand).toHaveLength(5);

      // Alice ends turn 1, Bob's turn 2 passes (from the API), Alice plays Militia again on turn 3.
      await play(gameId, ALICE, 'play treasures', 'end turn');
      await play(gameId, BOB, 'end turn');
      await play(gameId, ALICE, 'play Militia');
      const discard = await answerLinksIn(e2e, BOB, (m) => ofGame(m) && /discard 2 cards/.test(m.body.text ?? ''), 'Militia discard');
      expect(discard.map((a) => a.label)).toEqual(['Discard Copper, Copper', 'Discard Copper, Estate', 'Discard Estate, Estate']);
      await bob.goto(pick(discard, 'Discard Estate, Estate').url);
      await bob.getByRole('heading', { name: 'Confirm your answer' }).waitFor();
      await bob.getByRole('region', { name: 'Your answer' }).getByText('Alice played Militia: discard 2 cards (down to 3).').waitFor();
      await bob.mouse.move(0, 0);
      await bob.screenshot({ path: path.join(artifacts, 'answer-link-confirm.png'), fullPage: true });
      await answerByLink(bob, pick(discard, 'Discard Estate, Estate'), e2e.step);
      expect((await look(gameId, BOB)).view.you.hand).toEqual(['Copper', 'Copper', 'Copper']);

      // The used link says it was made; its sibling is out of date and shows what waits now. Still signed out.
      await bob.goto(pick(discard, 'Discard Estate, Estate').url);
      await bob.getByRole('heading', { name: 'Done: your answer was made' }).waitFor();
      await bob.goto(pick(discard, 'Discard Copper, Copper').url);
      await bob.getByRole('heading', { name: 'This answer link is out of date' }).waitFor();
      await bob.getByText('Nothing waits for you now: a mail comes when something does.').waitFor();
      expect((await look(gameId, BOB)).view.you.hand).toEqual(['Copper', 'Copper', 'Copper']);
      await bob.goto(`${e2e.stack.webUrl}/`);
      await bob.waitForURL(/\/signin/);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
