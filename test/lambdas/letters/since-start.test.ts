// "Since your move" reads the first turn from the start record: the opening turn is numbered
// ("Alice's turn 1: …"), for start records that keep their log and for older ones written without it.
import { describe, expect, it } from 'vitest';
import { apply, createGame, makeConfig, parseMove, decisionFor } from '../../../engine/index.js';
import { sinceFor } from '../../../lambdas/letters/since.js';
import type { GameMeta, LogRecord } from '../../../lambdas/store/records.js';

const NAMES = ['Alice', 'Bob'];
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
const config = { ...makeConfig({ players: NAMES, seed: 'first-turn', kingdom: KINGDOM }), setup: { firstPlayer: 0 } };
// Only the fields the sentences read (seats, config): the rest of a stored GameMeta does not matter here.
const meta = {
  gameId: 'gAme_1234567',
  createdAt: 0,
  createdBy: 'alice@example.com',
  status: 'active',
  version: 2,
  seats: NAMES.map((name) => ({ email: `${name.toLowerCase()}@example.com`, bot: null, name, joined: true })),
  config,
  reminderEveryMs: 3_600_000,
  deadlineMs: null,
} as unknown as GameMeta;

/** Alice's first Buy: a Silver; the records as the store keeps them (`startLog`: whether the start kept its log). */
function firstTurn(startLog: boolean) {
  const { state, log } = createGame(config);
  const records: LogRecord[] = [{ gameId: meta.gameId, seq: 0, kind: 'start', at: 0, ...(startLog ? { log } : {}) }];
  for (const text of ['play treasures', 'buy Silver']) {
    const p = parseMove(text, 0, decisionFor(state, 0));
    if (!p.ok) throw new Error(p.error.message);
    const r = apply(state, p.move);
    if (!r.ok) throw new Error(r.error.message);
    records.push({
      gameId: meta.gameId,
      seq: records.length,
      kind: 'move',
      move: p.move,
      seat: 0,
      by: 'human',
      at: 0,
      log: r.log,
    });
  }
  return { state, records };
}

describe('since your move: the first turn', () => {
  it.each([true, false])('numbers the opening turn (start record with its log: %s)', (startLog) => {
    const { state, records } = firstTurn(startLog);
    const lines = sinceFor(meta, state, records, 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Alice's turn 1: Alice played \d+ Coppers?.*; Alice bought a Silver\.$/);
  });
});
