// An answer link that stands for several moves ("Play all Treasures, buy Ritual and end your turn")
// marks each line but the last `more`: the point between two lines is gone in a moment and is not
// mailed at once. When a line is refused instead — buying Ritual asks which card to trash, so "end
// turn" cannot follow — the wait after the last line made is the player's to answer, and it must be
// mailed (lambdas/game/notices.ts planWaits): before, it carried no mail time and the player heard
// nothing until the deadline bot moved for them (found by the production rehearsal: Bob, who plays
// by links only, "owed a decision and had no mail to act on"). Pure checks of planWaits first, then
// the press on the local runtime (in-memory store, the SES emulator), grace 0.
import { describe, expect, it } from 'vitest';
import { planWaits } from '../../../lambdas/game/notices.js';
import { runOutbox } from '../../../lambdas/jobs/scheduled.js';
import { createGame, makeConfig } from '../../../engine/index.js';
import type { GameMeta, LogRecord, Summary } from '../../../lambdas/store/records.js';
import { Clock, freshUser, KINGDOM, mail, memoryLocalPerFile, pressAnswerLink } from '../support.js';

const MINUTE = 60_000;

const linkLine = (seq: number, seat: number, more: boolean): LogRecord => ({
  gameId: 'g',
  seq,
  kind: 'move',
  at: seq * 1_000,
  seat,
  by: 'human',
  move: { type: 'endPhase', player: seat },
  via: 'link',
  ...(more ? { more: true as const } : {}),
});

describe('planWaits after a line of a link with more lines to come', () => {
  const state = createGame(makeConfig({ players: ['A', 'B'], seed: 's', kingdom: KINGDOM })).state;
  const seat = state.pending[0].player;
  // Only what planWaits reads of a game (seats, grace): the rest of a stored GameMeta does not matter here.
  const meta = (graceMs: number) =>
    ({ seats: [{ email: 'a@x.example' }, { email: 'b@x.example' }], mailGraceMs: graceMs }) as unknown as GameMeta;

  it('plans a mail for the wait, in case the next line was refused: after the grace period, and not before a minute', () => {
    expect(planWaits(meta(3 * MINUTE), state, null, [linkLine(3, seat, true)], 3, 5_000)[0]).toMatchObject({
      mailAt: 5_000 + 3 * MINUTE,
      midSequence: true,
    });
    expect(planWaits(meta(0), state, null, [linkLine(3, seat, true)], 3, 5_000)[0]).toMatchObject({
      mailAt: 5_000 + MINUTE,
    });
  });

  it("the sequence's next wait does not keep that mail time: at grace 0 it is mailed at once", () => {
    const prev: Summary = {
      gameId: 'g',
      lastSeq: 3,
      status: 'active',
      waiting: [
        { seat, decisionId: -1, since: 3_000, remindedAt: null, fromSeq: 3, mailAt: 63_000, midSequence: true },
      ],
      rev: 1,
    };
    const next = planWaits(meta(0), state, prev, [linkLine(4, seat, false)], 4, 4_000)[0];
    expect(next).toMatchObject({ mailAt: 4_000 });
    expect(next).not.toHaveProperty('midSequence');
  });
});

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

/** Alice, with $4 in Treasures, an Estate and a Moat, in a game with the Event Ritual, against Bob; grace 0. */
async function ritualGame(): Promise<{ gameId: string; alice: string }> {
  const alice = freshUser('alice');
  const bob = freshUser('bob');
  const created = await l.call('POST', '/games', {
    token: l.token(alice),
    body: { name: 'Alice', seats: [{ email: bob, name: 'Bob' }], kingdom: KINGDOM, mailGraceMinutes: 0 },
  });
  expect(created.status, created.raw).toBe(201);
  const gameId = created.body.gameId;
  const meta = (await l.ctx.store.getMeta(gameId))!;
  const setup = { firstPlayer: 0, players: { 0: { hand: ['Silver', 'Copper', 'Copper', 'Estate', 'Moat'] } } };
  await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, events: ['Ritual'], setup } }, meta.version);
  const joined = await l.call('POST', `/games/${gameId}/join`, { token: l.token(bob) });
  expect(joined.status, joined.raw).toBe(200);
  await l.idle();
  return { gameId, alice };
}

describe('a link whose sequence stops at a question', () => {
  it('mails the question the last line made left waiting', async () => {
    const { gameId, alice } = await ritualGame();
    const { c, pressed } = await pressAnswerLink(l, alice, gameId, /buy Ritual and end your turn/, clock.now());
    expect(pressed.status, pressed.raw).toBe(200);
    await l.idle();
    // The buy was made, marked `more`; "end turn" was refused: Ritual asks which card to trash (Estate or Moat).
    const lines = c.ans.split('\n');
    const made = await l.ctx.store.events(gameId, c.seq + 1, c.seq + lines.length);
    expect(made.length).toBeLessThan(lines.length);
    expect(made.at(-1)).toMatchObject({ via: 'link', more: true });
    // A minute on, the outbox job mails Alice what waits: the trash.
    clock.advance(MINUTE);
    await runOutbox(l.ctx);
    await l.idle();
    const mailed = (await mail(l)).filter((m) => m.destination.to.includes(alice));
    expect(mailed).toHaveLength(1);
    expect(mailed[0].body.text).toMatch(/trash/i);
  });
});
