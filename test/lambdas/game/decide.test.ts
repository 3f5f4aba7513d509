// The decider (decide.ts) and the idempotency hash, without a database: a command on a replayed game
// gives the record to append and the game after it, or a typed refusal.
import { describe, expect, it } from 'vitest';
import { decideMove, decideStart } from '../../../lambdas/game/decide.js';
import { requestHash, requireSameRequest } from '../../../lambdas/kernel/idempotency.js';
import { openGame } from '../../../lambdas/lobby/lobby.js';
import { unstarted } from '../../../lambdas/kernel/replay.js';
import { fromText } from '../../../lambdas/kernel/text-move.js';
import { ApiFailure, StaleSeq } from '../../../lambdas/kernel/errors.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const NOW = Date.UTC(2030, 0, 1);
const links = { secret: 's', webUrl: 'http://web', linkTtlMs: 3_600_000 };
const meta = () =>
  openGame({
    gameId: 'g1',
    seed: 'seed',
    now: NOW,
    creator: 'a@example.com',
    displayName: () => undefined,
    body: { seats: [{ email: 'b@example.com' }], kingdom: KINGDOM },
  });
const started = () => decideStart(unstarted({ ...meta(), status: 'active' }), links, NOW).game;
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiFailure) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('decide', () => {
  it("start: record 0 with an empty outbox (the first player's mail waits for the grace period); a started game refuses a second start", () => {
    const { record, game } = decideStart(unstarted(meta()), links, NOW);
    expect(record).toMatchObject({ gameId: 'g1', seq: 0, kind: 'start', at: NOW });
    expect(record.outbox).toEqual([]);
    expect(game.seq).toBe(0);
    expect(game.records).toEqual([record]);
    expect(refusal(() => decideStart(game, links, NOW))).toBeInstanceOf(StaleSeq);
  });

  it('move: the record carries the move, its text, the key and hash; the game after is a new value at seq+1', () => {
    const g = started();
    const seat = g.state!.pending[0].player;
    const { record, game } = decideMove(
      g,
      {
        type: 'move',
        seat,
        move: fromText('end actions', seat),
        by: 'human',
        expectedSeq: 0,
        idem: { key: 'k', hash: 'h' },
      },
      links,
      NOW + 1,
    );
    expect(record).toMatchObject({
      seq: 1,
      kind: 'move',
      move: { type: 'endPhase', player: seat },
      seat,
      by: 'human',
      idem: 'k',
      idemHash: 'h',
      at: NOW + 1,
    });
    expect(record.text).toBeTruthy();
    expect(game).not.toBe(g);
    expect([game.seq, game.records.length]).toEqual([1, 2]);
  });

  it('refuses a stale seq (typed), a seat with nothing to decide, bad notation, a broken rule and an unstarted game', () => {
    const g = started();
    const seat = g.state!.pending[0].player;
    const stale = refusal(() =>
      decideMove(
        g,
        { type: 'move', seat, move: fromText('end actions', seat), by: 'human', expectedSeq: 5 },
        links,
        NOW,
      ),
    );
    expect(stale).toBeInstanceOf(StaleSeq);
    expect((stale as StaleSeq).currentSeq).toBe(0);
    expect(
      refusal(() =>
        decideMove(g, { type: 'move', seat: 1 - seat, move: fromText('end actions', seat), by: 'human' }, links, NOW),
      ).code,
    ).toBe('forbidden');
    expect(
      refusal(() => decideMove(g, { type: 'move', seat, move: fromText('frobnicate', seat), by: 'human' }, links, NOW))
        .code,
    ).toBe('bad-request');
    expect(
      refusal(() =>
        decideMove(
          g,
          { type: 'move', seat, move: { type: 'buy', player: seat, card: 'Province' }, by: 'human' },
          links,
          NOW,
        ),
      ).code,
    ).toBe('rule');
    expect(
      refusal(() =>
        decideMove(
          unstarted(meta()),
          { type: 'move', seat, move: fromText('end actions', seat), by: 'human' },
          links,
          NOW,
        ),
      ).code,
    ).toBe('bad-request');
  });
});

describe('idempotency', () => {
  it('hashes a request the same whatever its key order, differently when anything differs', () => {
    const a = requestHash({ gameId: 'g', expectedSeq: 3, move: { type: 'buy', card: 'Silver' } });
    expect(requestHash({ move: { card: 'Silver', type: 'buy' }, expectedSeq: 3, gameId: 'g' })).toBe(a);
    expect(requestHash({ gameId: 'g', expectedSeq: 4, move: { type: 'buy', card: 'Silver' } })).not.toBe(a);
    expect(requestHash({ gameId: 'g', expectedSeq: 3, move: { type: 'buy', card: 'Gold' } })).not.toBe(a);
    expect(requestHash({ gameId: 'g', expectedSeq: 3, move: 'buy Silver' })).not.toBe(a);
  });

  it('a reused key: same seat and hash pass; another seat is 400; another request 422; an old record without a hash passes', () => {
    const stamp = { key: 'k', hash: 'h1' };
    expect(() => requireSameRequest({ seat: 0, hash: 'h1' }, 0, stamp)).not.toThrow();
    expect(refusal(() => requireSameRequest({ seat: 1, hash: 'h1' }, 0, stamp)).status).toBe(400);
    const reused = refusal(() => requireSameRequest({ seat: 0, hash: 'h2' }, 0, stamp));
    expect([reused.status, reused.code]).toEqual([422, 'idempotency-key-reused']);
    expect(() => requireSameRequest({ seat: 0 }, 0, stamp)).not.toThrow();
  });
});
