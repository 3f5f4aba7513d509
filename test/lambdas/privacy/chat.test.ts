// The chat answers carry nothing hidden: no address (a seat is named by its seat name), no seed,
// no hand, no idempotency key of another player; a non-seat of a private game reads nothing (403).
import { describe, expect, it } from 'vitest';
import { freshUser, key, memoryLocalPerFile, newGame } from '../support.js';

const l = memoryLocalPerFile();

describe('chat privacy', () => {
  it('answers names and text only: no email, seed, hand or key', async () => {
    const [ann, bob] = [freshUser('ann'), freshUser('bob')];
    const gameId = await newGame(l, ann, [{ email: bob }]);
    const annKey = key();
    await l.call('POST', `/games/${gameId}/chat`, {
      token: l.token(ann),
      body: { text: 'hello', idempotencyKey: annKey },
    });
    const meta = (await l.ctx.store.getMeta(gameId))!;
    for (const who of [ann, bob]) {
      const raw = (await l.call('GET', `/games/${gameId}/chat`, { token: l.token(who) })).raw;
      for (const secret of [ann, bob, meta.config.seed, annKey]) expect(raw).not.toContain(secret);
      expect(raw).not.toMatch(/"hand"|"deck"|"seed"/);
    }
    expect((await l.call('GET', `/games/${gameId}/chat`, { token: l.token(freshUser('eve')) })).status).toBe(403);
  });
});
