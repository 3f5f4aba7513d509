// Answer links for the turn, end to end on the real local stack (dynalite, the SES emulator, the
// API over HTTP): Alice's "your turn" mail offers "Play all Treasures, buy …" best first and
// "Buy nothing, end turn"; the link reads as ready and never moves; one press makes its three moves
// in order through the pipeline (three log records), a second press repeats nothing, the sibling links
// are stale, and a link for a sequence may make only itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { verifyToken } from '../../../auth/verify.js';
import { answerLinksTo, Clock, clearMail, eventCount, freshUser, http, key, local, setupGame } from '../support.js';

const clock = new Clock();
let l: Local;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

/** Alice starts with $6 and no Action; Bob with Coppers and Estates. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Gold', 'Copper', 'Copper', 'Copper', 'Estate'] },
    1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

interface Link {
  label: string;
  token: string;
}

const press = async (gameId: string, link: Link, seq: number, move?: string) => {
  const c = await verifyToken(l.ctx.secret, link.token, 'answer', clock.now());
  if (c?.aud !== 'answer') throw new Error('not an answer link');
  return http(l, 'POST', `/games/${gameId}/moves`, {
    token: link.token,
    body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: move ?? c.ans },
  });
};

describe('answer links for the turn', () => {
  it('"Play all Treasures, buy Gold and end your turn": one press, three moves in order; again: nothing more; the others are stale', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const gameId = await setupGame(l, alice, bob, SETUP);
    const links = await answerLinksTo(l, alice, gameId);
    expect(links[0].label).toBe('Play all Treasures, buy Gold and end your turn');
    // The main links end with buying nothing; Copper and Curse come after them, under "More answers".
    const main = links.slice(0, links.findIndex((x) => x.label === 'Buy nothing, end turn') + 1);
    expect(main.at(-1)!.label).toBe('Buy nothing, end turn');
    expect(main.length).toBeLessThanOrEqual(8);
    expect(main.some((x) => /Curse|Copper/.test(x.label))).toBe(false);
    expect(links.slice(-2).map((x) => x.label)).toEqual([
      'Play all Treasures, buy Copper and end your turn',
      'Play all Treasures, buy Curse and end your turn',
    ]);
    const seq = (await http(l, 'GET', `/games/${gameId}`, { token: l.token(alice) })).body.seq;
    const n0 = await eventCount(l, gameId);

    const ready = await http(l, 'GET', `/games/${gameId}`, { token: links[0].token });
    expect(ready.body.answerLink).toEqual({
      status: 'ready',
      answer: 'play treasures\nbuy Gold\nend turn',
      linkSeq: seq,
      detail: 'With all your Treasures played you have $6 to spend; Gold costs $6.',
    });
    expect(await eventCount(l, gameId)).toBe(n0);
    // Only the link's own sequence: one of its lines alone is refused.
    expect((await press(gameId, links[0], seq, 'play treasures')).status).toBe(403);

    const made = await press(gameId, links[0], seq);
    expect(made.status, made.raw).toBe(200);
    expect(made.body.duplicate).toBe(false);
    const records = await l.ctx.store.events(gameId, seq + 1, seq + 3, 'all');
    expect(records.map((r) => [r.seat, r.text, r.by])).toEqual([
      [0, 'play treasures', 'human'],
      [0, 'buy Gold', 'human'],
      [0, 'end turn', 'human'],
    ]);
    const after = await eventCount(l, gameId);

    // Pressed again (another tab, the back button): the same moves, repeated, nothing new.
    const again = await press(gameId, links[0], seq);
    expect(again.status, again.raw).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(await eventCount(l, gameId)).toBe(after);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: links[0].token })).body.answerLink!.status).toBe('done');
    // A sibling ("Buy nothing, end turn") is out of date now, and refused.
    const sibling = main.at(-1)!;
    expect((await http(l, 'GET', `/games/${gameId}`, { token: sibling.token })).body.answerLink!.status).toBe('stale');
    expect((await press(gameId, sibling, seq)).status).toBe(409);
    expect(await eventCount(l, gameId)).toBe(after);
    // Alice's turn is over, Gold bought with her $6.
    const g = (await http(l, 'GET', `/games/${gameId}`, { token: l.token(alice) })).body;
    expect(g.view!.turn.player).toBe(1);
    const a = g.view!.players[0];
    // She owned her five starting cards (a forced setup): now six.
    expect(a.handCount + a.deckCount + a.discardCount).toBe(6);
  });
});
