// DynamoDB TTL: idempotency records and cancelled games carry `expiresAt` in epoch seconds, 30 days
// on; nothing a player reads shows it, and nothing else gets it. An open game nobody filled in 14
// days is cancelled by the reminder run, and so expires the same way.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { pad } from '../../../lambdas/store/records.js';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { Clock, http, key, local, newGame } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const DAY_S = 86_400;
let l: DynaliteLocal;
const clock = new Clock();
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

const item = async (pk: string, sk: string) =>
  (await l.dynamo.doc.send(new GetCommand({ TableName: l.dynamo.name, Key: { pk, sk } }))).Item;

describe('expiry (TTL attribute expiresAt)', () => {
  it('keeps an idempotency record 30 days after its move, and never expires the move itself', async () => {
    const gameId = await newGame(l, ALICE, [{ bot: 'big-money' }]);
    const g = (await l.call('GET', `/games/${gameId}`, { token: l.token(ALICE) })).body;
    const idem = key();
    const moved = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(ALICE),
      body: { gameId, expectedSeq: g.seq, idempotencyKey: idem, move: { type: 'endPhase' } },
    });
    expect(moved.status, moved.raw).toBe(200);
    const rec = await item(`GAME#${gameId}`, `IDEM#${idem}`);
    const ev = await item(`GAME#${gameId}`, `EV#${pad(moved.body.appliedSeq!)}`);
    expect(rec?.expiresAt).toBe(Math.floor((ev!.at as number) / 1000) + 30 * DAY_S);
    expect(ev).not.toHaveProperty('expiresAt');
    expect(await item(`GAME#${gameId}`, 'META')).not.toHaveProperty('expiresAt');
  });

  it("expires a cancelled game (META and the remaining players' entries) 30 days after it is cancelled", async () => {
    const created = await http(l, 'POST', '/games', {
      token: l.token(ALICE),
      body: { seats: [{ email: BOB }, { email: 'carol@example.com' }] },
    });
    const gameId = created.body.gameId;
    expect((await http(l, 'POST', `/games/${gameId}/join`, { token: l.token(BOB) })).status).toBe(200);
    expect(await item(`USER#${BOB}`, `GAME#${gameId}`)).not.toHaveProperty('expiresAt');
    clock.advance(5_000);
    const left = await http(l, 'POST', `/games/${gameId}/leave`, { token: l.token(ALICE) });
    expect(left.body.status).toBe('cancelled');
    const want = Math.floor(clock.now() / 1000) + 30 * DAY_S;
    expect((await item(`GAME#${gameId}`, 'META'))?.expiresAt).toBe(want);
    expect((await item(`USER#${BOB}`, `GAME#${gameId}`))?.expiresAt).toBe(want);
    const listed = await http(l, 'GET', '/games', { token: l.token(BOB) });
    expect(listed.raw).toContain(gameId);
    expect(listed.raw).not.toContain('expiresAt');
  });

  it('closes an open game nobody filled 14 days after it opened: off the OPEN index, then gone 30 days on', async () => {
    const created = await http(l, 'POST', '/games', { token: l.token(ALICE), body: { seats: [], open: { seats: 2 } } });
    const gameId = created.body.gameId;
    expect(String((await item(`GAME#${gameId}`, 'META'))?.gsi1pk)).toMatch(/^OPEN#\d$/);
    clock.advance(14 * DAY_S * 1000 + 1000);
    expect((await runReminders(l.ctx)).openExpired).toBe(1);
    const meta = await item(`GAME#${gameId}`, 'META');
    expect(meta).toMatchObject({ status: 'cancelled', expiresAt: Math.floor(clock.now() / 1000) + 30 * DAY_S });
    expect(meta).not.toHaveProperty('gsi1pk');
    expect((await item(`USER#${ALICE}`, `GAME#${gameId}`))?.expiresAt).toBe(meta?.expiresAt);
  });
});
