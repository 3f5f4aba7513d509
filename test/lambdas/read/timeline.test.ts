// The viewer's timeline (GET /history?part=timeline): one answer whose boards, rebuilt from the
// first board and the patches, are at every step exactly what GET /history?at=N shows that viewer
// (their own view while the game runs, every hand once it is over), with the same events, turns
// and stats. Also what the answer weighs for a long 3-player game.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatch, diff, placeIn, placeOf, timelineViews, TimelineResponse } from '../../../contract/api.js';
import type { Local } from '../../../local/runtime.js';
import { autoMove, autopilot, Clock, http, key, KINGDOM, memoryLocal, newGame } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const CAROL = 'carol@example.com';
const HUMANS = [ALICE, BOB];

let l: Local;
const clock = new Clock();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

const get = <P extends string>(email: string, path: P) => http(l, 'GET', path, { token: l.token(email) });

/**
 * Plays on with the Big Money autopilot (Militia on) until `stop` says so or the game ends;
 * `provinces: false` never buys one (Gold instead), so a game of humans runs as long as wanted.
 */
async function play(
  gameId: string,
  stop: (seq: number) => boolean,
  humans = HUMANS,
  provinces = true,
): Promise<number> {
  for (;;) {
    const views = await Promise.all(humans.map((e) => l.call('GET', `/games/${gameId}`, { token: l.token(e) })));
    const seq = views[0].body.seq;
    if (views[0].body.view!.result || stop(seq)) return seq;
    const i = views.findIndex((v) => v.body.view!.decision);
    const view = views[i].body.view;
    let move = autopilot(view!, { militia: true });
    const left = (card: string) =>
      view!.supply.some((p: { top: string | null; count: number }) => p.top === card && p.count > 0);
    if (!provinces && move.type === 'buy' && move.card === 'Province')
      move = left('Gold') ? { type: 'buy', card: 'Gold' } : { type: 'endPhase' };
    clock.advance(60_000);
    const r = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(humans[i]),
      body: { gameId, expectedSeq: views[i].body.seq, idempotencyKey: key(), move },
    });
    expect(r.status, r.raw).toBe(200);
  }
}

/** Every step of the timeline against the history at that step, for both players. */
async function compareAll(gameId: string): Promise<void> {
  for (const email of HUMANS) {
    const t = await get(email, `/games/${gameId}/history?part=timeline`);
    expect(t.status, t.raw).toBe(200);
    expect(TimelineResponse.safeParse(t.body).success).toBe(true);
    const views = timelineViews(t.body);
    // One step per live record (without take-backs: one per seq).
    expect(views).toHaveLength(t.body.events.length);
    const full = await get(email, `/games/${gameId}/history`);
    expect(t.body.events).toEqual(full.body.events);
    expect(t.body.turns).toEqual(full.body.turns);
    expect(t.body.stats).toEqual(full.body.stats);
    expect(t.body.over).toBe(full.body.over);
    // Every seq of the log, moves taken back included: the step-by-step answer (?at=N, the history
    // of a game too long for a timeline) shows, numbers and links the step the timeline does.
    const seqs = (t.body.events as { seq: number }[]).map((e) => e.seq);
    for (let at = 0; at <= t.body.seq; at++) {
      const h = await get(email, `/games/${gameId}/history?at=${at}`);
      const { index, ...place } = placeIn(seqs, at);
      expect(placeOf(h.body), `${email} place at ${at}`).toEqual(place);
      expect(views[index], `${email} at ${at}`).toEqual(h.body.view);
      expect(t.body.events.slice(0, index + 1), `${email} events at ${at}`).toEqual(h.body.events);
    }
  }
}

const undo = (email: string, gameId: string, expectedSeq: number, action: string) =>
  l.call('POST', `/games/${gameId}/moves`, {
    token: l.token(email),
    body: { gameId, expectedSeq, idempotencyKey: key(), undo: action },
  });

describe("the viewer's timeline", () => {
  it('rebuilds, at every step, the board the history shows, mid-game and once over', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }, { bot: 'big-money' }]);
    await play(gameId, (seq) => seq >= 40);
    await compareAll(gameId);
    const end = await play(gameId, () => false);
    expect((await get(ALICE, `/games/${gameId}`)).body.view!.result).not.toBeNull();
    // Once over every board shows every hand: compare a stretch (the whole game is long).
    const t = await get(BOB, `/games/${gameId}/history?part=timeline`);
    const views = timelineViews(t.body);
    expect(t.body.over).toBe(true);
    for (const at of [0, 1, 17, Math.floor(end / 2), end - 1, end]) {
      expect(views[at]).toEqual((await get(BOB, `/games/${gameId}/history?at=${at}`)).body.view);
    }
  }, 240_000);

  it('with moves taken back (freely, and by an accepted request): steps the live records, each undo a step, as ?at= shows', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    await play(gameId, (seq) => seq >= 12);
    /** Who owes a move and their game, once that is a turn (a Militia discard in between is answered first: the deal is random). */
    const owes = async () => {
      for (;;) {
        const [email, body] = (
          await Promise.all(HUMANS.map(async (e) => [e, (await get(e, `/games/${gameId}`)).body] as const))
        ).find(([, x]) => x.view!.decision)!;
        if (body.view!.decision!.kind === 'turn') return [email, body] as const;
        const r = await autoMove(l, gameId, email, body, { militia: true });
        expect(r.status, r.raw).toBe(200);
      }
    };
    // A free take: the player plays their treasures and takes it back.
    let [who, b] = await owes();
    const played = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(who),
      body: { gameId, expectedSeq: b.seq, idempotencyKey: key(), move: 'play treasures' },
    });
    expect(played.status, played.raw).toBe(200);
    const undone = played.body.appliedSeq as number;
    expect((await undo(who, gameId, played.body.seq, 'take')).status).toBe(200);
    // A request past new information, accepted: the turn's end goes back, with fresh decks.
    [who, b] = await owes();
    const ended = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(who),
      body: { gameId, expectedSeq: b.seq, idempotencyKey: key(), move: { type: 'endTurn' } },
    });
    expect(ended.status, ended.raw).toBe(200);
    const asked = await undo(who, gameId, ended.body.seq, 'ask');
    expect(asked.status, asked.raw).toBe(200);
    const other = who === ALICE ? BOB : ALICE;
    expect((await undo(other, gameId, asked.body.seq, 'accept')).status).toBe(200);
    // A request refused: nothing goes back, nothing is reshuffled.
    await play(gameId, (seq) => seq >= ended.body.seq + 6);
    [who, b] = await owes();
    const ended2 = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(who),
      body: { gameId, expectedSeq: b.seq, idempotencyKey: key(), move: { type: 'endTurn' } },
    });
    expect(ended2.status, ended2.raw).toBe(200);
    const asked2 = await undo(who, gameId, ended2.body.seq, 'ask');
    expect(asked2.status, asked2.raw).toBe(200);
    expect((await undo(who === ALICE ? BOB : ALICE, gameId, asked2.body.seq, 'refuse')).status).toBe(200);
    await play(gameId, (seq) => seq >= asked2.body.seq + 8);
    const t = await get(ALICE, `/games/${gameId}/history?part=timeline`);
    // The last step is the game as it stands (the history replays the live line as the table does).
    expect(timelineViews(t.body).at(-1)).toEqual((await get(ALICE, `/games/${gameId}`)).body.view);
    expect(t.status, t.raw).toBe(200);
    const seqs = (t.body.events as { seq: number }[]).map((e) => e.seq);
    expect(seqs).not.toContain(undone);
    expect(seqs).not.toContain(ended.body.appliedSeq);
    // Asked for the move taken back, either answer shows the step before it and steps on past it.
    const before = placeIn(seqs, undone);
    expect(before.step).toBeLessThan(undone);
    expect(before.next).toBeGreaterThan(undone);
    expect(placeOf((await get(ALICE, `/games/${gameId}/history?at=${undone}`)).body)).toMatchObject({
      step: before.step,
      next: before.next,
    });
    const texts = (t.body.events as { kind: string; text: string }[])
      .filter((e) => e.kind === 'undo')
      .map((e) => e.text);
    expect(texts).toEqual([
      'took back a move',
      'asked to take back a move',
      'agreed: a move taken back',
      'asked to take back a move',
      'refused to take it back',
    ]);
    // Turns start at record seqs the history steps to.
    for (const turn of t.body.turns as { seq: number }[]) expect(seqs).toContain(turn.seq);
    await compareAll(gameId);
  }, 120_000);

  it('past its limit answers 413 (the page then steps by ?at=N); the limit is a local option, lowered here', async () => {
    const small = await memoryLocal({ now: clock.now, timelineMaxSteps: 3 });
    try {
      const gameId = await newGame(small, ALICE, [{ email: BOB }]);
      const end = (email: string, expectedSeq: number) =>
        small.call('POST', `/games/${gameId}/moves`, {
          token: small.token(email),
          body: { gameId, expectedSeq, idempotencyKey: key(), move: 'end turn' },
        });
      for (let seq = 0; seq < 4; seq++) {
        const owes = (
          await Promise.all(
            HUMANS.map(
              async (e) => [e, (await small.call('GET', `/games/${gameId}`, { token: small.token(e) })).body] as const,
            ),
          )
        ).find(([, b]) => b.view!.decision)!;
        expect((await end(owes[0], owes[1].seq)).status).toBe(200);
        const t = await http(small, 'GET', `/games/${gameId}/history?part=timeline`, { token: small.token(ALICE) });
        // Moves 1 to 3 fit; the 4th is one more than the limit.
        expect(t.status, t.raw).toBe(seq < 3 ? 200 : 413);
      }
      const t = await http(small, 'GET', `/games/${gameId}/history?part=timeline`, { token: small.token(ALICE) });
      expect(t.raw).toMatch(/4 moves, more than one timeline holds \(3\)/);
      const h = await http(small, 'GET', `/games/${gameId}/history?at=2`, { token: small.token(ALICE) });
      expect(h.status).toBe(200);
      expect(placeOf(h.body)).toEqual({ step: 2, last: 4, prev: 1, next: 3 });
    } finally {
      await small.close();
    }
  });

  it('takes no "at", and answers a game not started with no boards', async () => {
    const gameId = (
      await l.call('POST', '/games', { token: l.token(ALICE), body: { seats: [{ email: BOB }], kingdom: KINGDOM } })
    ).body.gameId;
    expect((await get(ALICE, `/games/${gameId}/history?part=timeline&at=3`)).status).toBe(400);
    const t = await get(ALICE, `/games/${gameId}/history?part=timeline`);
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({ seq: -1, start: null, steps: [], events: [] });
  });

  it('weighs, for a 3-player game of about 500 moves, what this prints', async () => {
    // Three humans who never buy a Province: the game is still running at move 500.
    const gameId = await newGame(l, ALICE, [{ email: BOB }, { email: CAROL }]);
    const seq = await play(gameId, (s) => s >= 500, [ALICE, BOB, CAROL], false);
    expect(seq).toBe(500);
    const t = await get(ALICE, `/games/${gameId}/history?part=timeline`);
    const bytes = Buffer.byteLength(t.raw);
    const gzip = gzipSync(t.raw).length;
    const patches = Buffer.byteLength(JSON.stringify(t.body.steps));
    const oneStep = Buffer.byteLength((await get(ALICE, `/games/${gameId}/history?at=${seq}`)).raw);
    console.log(
      JSON.stringify({
        timeline: {
          moves: seq,
          players: 3,
          bytes,
          gzipBytes: gzip,
          patchBytes: patches,
          eventBytes: Buffer.byteLength(JSON.stringify(t.body.events)),
        },
        oneHistoryStepBytes: oneStep,
      }),
    );
    // Bounded: well under what the same game's steps would weigh one by one.
    expect(bytes).toBeLessThan((seq * oneStep) / 5);
  }, 240_000);
});

describe('patches', () => {
  it('turn one JSON document into another and leave the first as it was', () => {
    const a = { x: 1, list: [1, 2, 3], obj: { k: 'v', gone: true }, same: { deep: [1] } };
    const b = { x: 2, list: [1, 5, 3], obj: { k: 'v', added: [1, 2] }, same: { deep: [1] }, more: null };
    const before = JSON.stringify(a);
    const p = diff(a, b);
    expect(applyPatch(a, p)).toEqual(b);
    expect(JSON.stringify(a)).toBe(before);
    // What did not change is shared, not copied.
    expect(applyPatch(a, p).same).toBe(a.same);
    expect(diff(b, b)).toEqual([]);
    expect(applyPatch(a, diff(a, [1, 2]))).toEqual([1, 2]);
    expect(applyPatch({ hand: ['Copper'] }, diff({ hand: ['Copper'] }, { hand: ['Copper', 'Gold'] }))).toEqual({
      hand: ['Copper', 'Gold'],
    });
  });
});
