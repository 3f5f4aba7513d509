// The digest carries only the talk of tables the reader sits at: never another game's chat (not
// even a game of the same players), nor an address, a seed or a hand.
import { describe, expect, it } from 'vitest';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { Clock, freshUser, key, mail, memoryLocalPerFile, newGame, setPrefs } from '../support.js';

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const say = async (email: string, gameId: string, text: string) => {
  const r = await l.call('POST', `/games/${gameId}/chat`, {
    token: l.token(email),
    body: { text, idempotencyKey: key() },
  });
  expect(r.status).toBe(200);
};

describe('digest privacy', () => {
  it('a digest never carries the chat of a game the reader is not seated in', async () => {
    const [ann, bob, carol] = [freshUser('ann'), freshUser('bob'), freshUser('carol')];
    await setPrefs(l, carol, { notify: 'digest' });
    const hers = await newGame(l, bob, [{ email: carol }]);
    const notHers = await newGame(l, ann, [{ email: bob }]);
    // A public game Carol may watch (and read the chat of), but does not sit at.
    const publicGame = await newGame(l, ann, [], { open: { seats: 2, public: true } });
    expect((await l.call('POST', `/games/${publicGame}/seat`, { token: l.token(bob), body: {} })).status).toBe(200);
    expect((await l.call('GET', `/games/${publicGame}/chat`, { token: l.token(carol) })).status).toBe(200);
    await say(bob, hers, 'words-for-carol');
    await say(bob, notHers, 'words-for-ann-only');
    await say(ann, notHers, 'more-words-for-bob-only');
    await say(ann, publicGame, 'words-at-a-public-table');
    clock.advance(25 * 3_600_000);
    await runReminders(l.ctx);
    const digests = (await mail(l)).filter(
      (m) => m.destination.to[0] === carol && /^Dominion: (\d+ games? waiting|new messages)/.test(m.subject),
    );
    expect(digests).toHaveLength(1);
    const { text, html } = digests[0].body;
    expect(text).toContain('words-for-carol');
    for (const part of [text!, html!]) {
      for (const secret of [
        'words-for-ann-only',
        'more-words-for-bob-only',
        'words-at-a-public-table',
        notHers,
        publicGame,
      ])
        expect(part).not.toContain(secret);
      for (const address of [ann, bob]) expect(part).not.toContain(address);
      expect(part).not.toContain((await l.ctx.store.getMeta(hers))!.config.seed);
    }
  });
});
