// The daily digest carries the table talk: per game, the other seats' messages since the reader last
// saw the chat (their read mark or the last digest), at most 10 with a count of the earlier ones,
// escaped in the HTML; talk alone sends a digest, still one a day; a muted chat is left out.
import { describe, expect, it } from 'vitest';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { autoMove, Clock, freshUser, key, mail, memoryLocalPerFile, newGame, setPrefs, whoOwes } from '../support.js';

const HOUR = 3_600_000;
const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const digestsTo = async (email: string) =>
  (await mail(l)).filter(
    (m) => m.destination.to[0] === email && /^Dominion: (\d+ games? waiting|new messages)/.test(m.subject),
  );
const say = async (email: string, gameId: string, text: string) => {
  const r = await l.call('POST', `/games/${gameId}/chat`, {
    token: l.token(email),
    body: { text, idempotencyKey: key() },
  });
  expect(r.status).toBe(200);
};
/** Runs the job a day later; answers how many digests it sent `to` (other tests' players get theirs too). */
const nextDay = async (to: string) => {
  const before = (await digestsTo(to)).length;
  clock.advance(25 * HOUR);
  await runReminders(l.ctx);
  return (await digestsTo(to)).length - before;
};

/** Whoever of `players` owes moves (the autopilot) until `until` owes. */
async function moveUntil(gameId: string, players: string[], until: string) {
  for (let owes = await whoOwes(l, gameId, players); owes.email !== until; owes = await whoOwes(l, gameId, players))
    expect((await autoMove(l, gameId, owes.email, owes.v)).status).toBe(200);
}

/** A game of Bob and Carol (a digest player) in which Bob owes the move: nothing waits on Carol. */
async function bobToMove() {
  const [bob, carol] = [freshUser('bob'), freshUser('carol')];
  await setPrefs(l, carol, { notify: 'digest' });
  const gameId = await newGame(l, bob, [{ email: carol }]);
  await moveUntil(gameId, [bob, carol], bob);
  const meta = (await l.ctx.store.getMeta(gameId))!;
  return { bob, carol, gameId, bobName: meta.seats.find((s) => s.email === bob)!.name };
}

describe('table talk in the daily digest', () => {
  it('talk alone sends the digest, escaped, without the reader’s own words; once a day; not again once seen', async () => {
    const { bob, carol, gameId, bobName } = await bobToMove();
    expect(await nextDay(carol)).toBe(0);
    // Carol first: posting at the table reads the chat, moving her mark past what came before.
    await say(carol, gameId, 'carol-own-words');
    clock.advance(60_000);
    await say(bob, gameId, 'Good luck <b>Carol</b> & co');
    expect(await nextDay(carol)).toBe(1);
    const [digest] = await digestsTo(carol);
    expect(digest.subject).toBe('Dominion: new messages at 1 table');
    expect(digest.body.text).toContain(`New at the table:\n  ${bobName}: Good luck <b>Carol</b> & co`);
    expect(digest.body.text).toContain(`/games/${gameId}/open?token=`);
    expect(digest.body.text).not.toContain('carol-own-words');
    expect(digest.body.html).toContain('Good luck &lt;b&gt;Carol&lt;/b&gt; &amp; co');
    expect(digest.body.html).not.toContain('<b>Carol');
    // Nothing new since that digest: none the next day.
    expect(await nextDay(carol)).toBe(0);
    // Read at the table: not mailed again.
    await say(bob, gameId, 'seen-at-the-table');
    expect((await l.call('GET', `/games/${gameId}/chat`, { token: l.token(carol) })).status).toBe(200);
    expect(await nextDay(carol)).toBe(0);
    expect(await digestsTo(carol)).toHaveLength(1);
  });

  it('shows the newest 10 of a table, counting the earlier ones', async () => {
    const { carol, gameId, bobName } = await bobToMove();
    // Straight into the store: the chat's rate limit (10 a minute) is not what this tests.
    for (let i = 1; i <= 13; i++)
      await l.ctx.store.postChat({ gameId, seat: 0, at: clock.now() + i, text: `msg-${i}.`, key: key(), via: 'web' });
    expect(await nextDay(carol)).toBe(1);
    const text = (await digestsTo(carol))[0].body.text!;
    expect(text).toContain('(and 3 earlier messages)');
    for (let i = 1; i <= 3; i++) expect(text).not.toContain(`msg-${i}.`);
    for (let i = 4; i <= 13; i++) expect(text).toContain(`${bobName}: msg-${i}.`);
  });

  it('leaves a muted chat out', async () => {
    const { bob, carol, gameId } = await bobToMove();
    const muted = await l.call('POST', `/games/${gameId}/chat`, { token: l.token(carol), body: { mute: true } });
    expect(muted.status).toBe(200);
    await say(bob, gameId, 'unheard');
    expect(await nextDay(carol)).toBe(0);
    expect(await digestsTo(carol)).toHaveLength(0);
  });

  it('puts the talk under a game that waits on the reader', async () => {
    const { bob, carol, gameId } = await bobToMove();
    await moveUntil(gameId, [bob, carol], carol);
    await say(bob, gameId, 'your turn, Carol');
    expect(await nextDay(carol)).toBe(1);
    const [digest] = await digestsTo(carol);
    expect(digest.subject).toBe('Dominion: 1 game waiting for you');
    expect(digest.body.text).toMatch(
      /: your move \(waiting since [^)]+\)\n {2}New at the table:\n {2}.+: your turn, Carol\n {2}Open the game: /,
    );
  });
});
