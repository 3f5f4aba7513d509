// A whole turn with Actions, made only by pressing the answer links of the mail, in Chromium,
// signed out. Bob starts holding Village, Smithy, Silver and two Coppers: his first mail already
// offers the one-press money turn beside the Actions ("Play all Treasures, buy Militia and end your
// turn"); he plays Village, then Smithy, each from the newest mail's link, and ends the turn with
// one press of "Play all Treasures, buy Province and end your turn", whose page says the $ it
// leads to. Alice (through the API) only watches. Mail goes at once (grace 0, no "at the table" hold).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts, startE2E, type E2E, type Mail } from '../support.js';
import { answerByLink, answerLinksIn, answersOf, gameWithHands, pick } from '../answer-links.js';
import { KINGDOM } from '../../lambdas/support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
/** Bob first: $4 in hand; Village draws the Gold, Smithy the Copper, Silver and Estate: $10 in all. */
const SETUP = {
  firstPlayer: 1,
  players: {
    0: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] },
    1: {
      hand: ['Village', 'Copper', 'Smithy', 'Silver', 'Copper'],
      deck: ['Gold', 'Copper', 'Silver', 'Estate', 'Copper'],
    },
  },
};
const money = (card: string) => `Play all Treasures, buy ${card} and end your turn`;

let e2e: E2E;

describe("a turn with Actions from the mail's links alone", () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-money-turn-links', { presentMs: 0 });
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  /** The game as `email` sees it. */
  const look = async (gameId: string, email: string) => (await e2e.api(email, 'GET', `/games/${gameId}`)).body;
  const labelsOf = (m: Mail) => answersOf(m).map((a) => a.label);

  it('Bob plays Village and Smithy, then plays his Treasures, buys a Province and ends his turn: three presses', async () => {
    try {
      const gameId = await gameWithHands(e2e, ALICE, BOB, KINGDOM, SETUP);
      const ofGame = (m: Mail) => m.subject.includes(gameId);
      const bob = await e2e.browser();

      // The turn's first mail: each Action, and the whole money turn in one press beside them.
      const first = await answerLinksIn(
        e2e,
        BOB,
        (m) => ofGame(m) && labelsOf(m).includes('Play Village'),
        'turn start',
      );
      expect(first.map((a) => a.label).slice(0, 3)).toEqual(['Play Village', 'Play Smithy', money('Militia')]);
      expect(first.map((a) => a.label)).toContain('Go to your Buy phase');
      await answerByLink(bob, pick(first, 'Play Village'), e2e.step);

      // After Village (the Gold drawn): Smithy, or the money turn at $7.
      const second = await answerLinksIn(
        e2e,
        BOB,
        (m) => ofGame(m) && labelsOf(m).includes('Play Smithy') && !labelsOf(m).includes('Play Village'),
        'after Village',
      );
      expect(second.map((a) => a.label).slice(0, 2)).toEqual(['Play Smithy', money('Gold')]);
      await answerByLink(bob, pick(second, 'Play Smithy'), e2e.step);

      // After Smithy: no Action left in hand; $10 once the Treasures are played, Province first.
      const third = await answerLinksIn(
        e2e,
        BOB,
        (m) => ofGame(m) && labelsOf(m).includes(money('Province')),
        'after Smithy',
      );
      expect(third[0].label).toBe(money('Province'));
      const province = pick(third, money('Province'));
      await bob.goto(province.url);
      await bob.getByRole('heading', { name: 'Confirm your answer' }).waitFor();
      // The page says what the press leads to, before anything is sent.
      await bob
        .getByRole('region', { name: 'Your answer' })
        .getByText('With all your Treasures played you have $10 to spend; Province costs $8.')
        .waitFor();
      await bob.mouse.move(0, 0);
      await bob.screenshot({ path: path.join(artifacts, 'money-turn-confirm.png'), fullPage: true });
      await answerByLink(bob, province, e2e.step);

      // The turn is over: the Province is Bob's, and Alice's turn has begun; the log holds the five moves, in order.
      const seen = await look(gameId, BOB);
      expect(seen.view!.turn.player).toBe(0);
      expect(seen.view!.you!.owned.Province).toBe(1);
      expect((await look(gameId, ALICE)).view!.decision).toMatchObject({ kind: 'turn', phase: 'action' });
      const moves = (await e2e.stack.local.ctx.store.events(gameId, 1, undefined, 'history'))
        .filter((r) => r.seat === 1)
        .map((r) => r.text);
      expect(moves).toEqual(['play Village', 'play Smithy', 'play treasures', 'buy Province', 'end turn']);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
