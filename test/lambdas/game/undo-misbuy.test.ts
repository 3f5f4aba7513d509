// A misbuy that ended the turn by itself (nothing was left to do: the table's auto-end, or End turn
// pressed with nothing left) is taken back in one request to before the buy: the Buy phase with the
// $ and Buys as before it, not the Buy phase with Buys 0 that could only be ended again. What a
// take-back undoes is named ("your buy of Cellar and the end of your turn 1"), in the table's undo
// view, the request's mail and its answer's question; and a "your move" mail the accepted request
// voided is followed by one that says so.
import { describe, expect, it } from 'vitest';
import type { TableResponse } from '../../../contract/api.js';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import { clearMail, freshUser, mail, memoryLocalPerFile, newGame, postMove, readGame, setupGame } from '../support.js';

const l = memoryLocalPerFile();

const read = (email: string, gameId: string) => readGame(l, email, gameId);
const post = (email: string, gameId: string, body: Record<string, unknown>) => postMove(l, email, gameId, body);
/** Sends `move` on the seq `email` sees; fails the test when it is refused. */
async function play(email: string, gameId: string, move: Record<string, unknown>) {
  const v = await read(email, gameId);
  const r = await post(email, gameId, { expectedSeq: v.seq, move });
  expect(r.status, r.raw).toBe(200);
  return r.body;
}

/** The options of the turn `table` shows as owed (throws when what is owed is not a turn). */
function turnOptions(table: TableResponse) {
  const owed = table.view?.decision;
  if (owed?.kind !== 'turn') throw new Error(`not a turn: ${JSON.stringify(owed)}`);
  return owed.options;
}

/** Plays to the Buy phase with the Treasures played (ends the Action phase first if it is owed). */
async function toBuyPhase(email: string, gameId: string) {
  const owed = (await read(email, gameId)).view!.decision!;
  if (owed.kind === 'turn' && owed.phase === 'action') await play(email, gameId, { type: 'endPhase' });
  return play(email, gameId, { type: 'playTreasures' });
}

describe('taking back a turn that ended by itself', () => {
  it('against a bot: one request goes back to before the buy, and says so', async () => {
    const alice = freshUser('alice');
    const gameId = await newGame(l, alice, [{ bot: 'big-money' }]);
    const beforeBuy = await toBuyPhase(alice, gameId);
    expect(beforeBuy.view!.turn.buys).toBe(1);
    const bought = await play(alice, gameId, { type: 'buy', card: 'Cellar' });
    // Buys 0 and nothing left to play: ending the turn is the only move (the table ends it by itself).
    expect(turnOptions(bought)).toMatchObject({ play: [], playTreasures: false, buy: [], payDebt: 0 });
    const ended = await play(alice, gameId, { type: 'endPhase' });
    const game = await loadGame(l.ctx, gameId);
    expect(game.records.find((r) => r.seq === ended.appliedSeq)).toMatchObject({ onlyMove: true });

    const v = await read(alice, gameId);
    expect(v.view!.decision!.kind).toBe('turn');
    const bot = v.view!.players[1 - v.seat!].name;
    expect(v.undo!.ask).toEqual({
      count: expect.any(Number) as unknown,
      what: `your buy of Cellar and the end of your turn 1, and what ${bot} did since`,
    });
    expect(v.undo!.takenBack).toBeUndefined();
    const taken = await post(alice, gameId, { expectedSeq: v.seq, undo: 'ask' });
    expect(taken.status, taken.raw).toBe(200);

    // Back before the buy: the Buy phase, the $ and the Buy as they were, the Cellar in its pile.
    const after = await read(alice, gameId);
    expect(after.view).toEqual(beforeBuy.view);
    expect(after.view!.turn).toMatchObject({ phase: 'buy', buys: 1, coins: beforeBuy.view!.turn.coins });
    const take = (await loadGame(l.ctx, gameId)).records.at(-1)!;
    expect(take.undo).toMatchObject({ action: 'take', to: beforeBuy.appliedSeq, of: v.seat, fresh: true });
    // The table is told the game stands where a take-back left it: it ends no turn by itself here.
    expect(after.undo!.takenBack).toBe(true);
    const next = await play(alice, gameId, { type: 'buy', card: 'Moat' });
    expect(next.undo!.takenBack).toBeUndefined();
  });

  it('with two humans: the request names the moves, and the voided "your move" mail is followed up', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await setupGame(l, alice, bob, {
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] } },
    });
    await toBuyPhase(alice, gameId);
    await play(alice, gameId, { type: 'buy', card: 'Silver' });
    await play(alice, gameId, { type: 'endPhase' });
    // Bob was mailed his move at once (no grace period); he has not opened the game.
    const yourMove = (await mail(l)).filter((m) => m.destination.to[0] === bob && m.subject.includes(gameId));
    expect(yourMove.at(-1)!.body.text).toMatch(/Bob, you're up/);
    await clearMail(l);

    const a = await read(alice, gameId);
    expect(a.undo!.ask!.what).toBe('your buy of Silver and the end of your turn 1');
    expect((await post(alice, gameId, { expectedSeq: a.seq, undo: 'ask' })).status).toBe(200);
    const asked = (await mail(l)).filter((m) => m.destination.to[0] === bob);
    expect(asked).toHaveLength(1);
    expect(asked[0].body.text).toMatch(
      /^Alice asks to take back their buy of Silver and the end of their turn 1\. Accept or refuse/,
    );
    const b = await read(bob, gameId);
    expect(b.undo!.request).toMatchObject({
      by: 0,
      what: 'their buy of Silver and the end of their turn 1',
      waitingFor: [1],
    });
    await clearMail(l);

    expect((await post(bob, gameId, { expectedSeq: b.seq, undo: 'accept' })).status).toBe(200);
    const after = await read(alice, gameId);
    expect(after.view!.turn).toMatchObject({ phase: 'buy', buys: 1, coins: 3 });
    expect(turnOptions(after).buy.map((o: { name: string }) => o.name)).toContain('Silver');
    const followUp = (await mail(l)).filter((m) => m.destination.to[0] === bob);
    expect(followUp).toHaveLength(1);
    expect(followUp[0].subject).toContain(gameId);
    expect(followUp[0].body.text).toMatch(
      /^Bob, the move we last mailed you about is no longer yours to make: Alice took back their buy of Silver and the end of their turn 1\./,
    );
    // Alice, whose moves went back, is not told what she asked for; she is at her decision again.
    expect(
      (await mail(l)).filter((m) => m.destination.to[0] === alice && /no longer yours/.test(m.body.text ?? '')),
    ).toHaveLength(0);
  });

  it('a mail not sent yet is not followed up: nothing was voided that anyone read', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await setupGame(l, alice, bob, {
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] } },
    });
    await l.ctx.store.replaceMeta(
      { ...(await l.ctx.store.getMeta(gameId))!, mailGraceMs: 60 * 60_000 },
      (await l.ctx.store.getMeta(gameId))!.version,
    );
    await toBuyPhase(alice, gameId);
    await play(alice, gameId, { type: 'endPhase' });
    const a = await read(alice, gameId);
    expect(a.undo!.ask!.what).toBe('the end of your turn 1');
    expect((await post(alice, gameId, { expectedSeq: a.seq, undo: 'ask' })).status).toBe(200);
    const b = await read(bob, gameId);
    await clearMail(l);
    expect((await post(bob, gameId, { expectedSeq: b.seq, undo: 'accept' })).status).toBe(200);
    expect((await mail(l)).filter((m) => /no longer yours/.test(m.body.text ?? ''))).toHaveLength(0);
  });
});
