// The chat rides on the "your move" mail (chat/chat-mail.ts, letters/chat-lines.ts): it carries the
// other seats' messages since the reader's last move, as text and escaped HTML; a seat that muted
// the chat gets none. Chat never sends a mail by itself. On the local runtime (memory store, the
// SES emulator), Alice (seat 0) first against Bob.
import { describe, expect, it } from 'vitest';
import { PRESENT_MS } from '../../../lambdas/game/notices.js';
import { chatParagraphs } from '../../../lambdas/letters/chat-lines.js';
import {
  Clock,
  clearMail,
  freshUser,
  key,
  mail,
  memoryLocalPerFile,
  postMove,
  readGame,
  setupGame,
} from '../support.js';

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const SETUP = { firstPlayer: 0 };
const HEADING = 'At the table since your move:';

const say = (email: string, gameId: string, text: string) =>
  l.call('POST', `/games/${gameId}/chat`, { token: l.token(email), body: { text, idempotencyKey: key() } });

/** Ends `email`'s turn by "end" until the other seat owes the move. */
async function endTurn(email: string, gameId: string) {
  for (let i = 0; i < 4; i++) {
    const g = await readGame(l, email, gameId);
    if (!g.view?.decision) return;
    const r = await postMove(l, email, gameId, { expectedSeq: g.seq, move: 'end' });
    if (r.status !== 200) throw new Error(r.raw);
  }
}

const lastMailTo = async (to: string) => (await mail(l)).filter((m) => m.destination.to.includes(to)).at(-1);

describe('chat in the "your move" mail', () => {
  it('renders messages as paragraphs under a heading, and nothing when there are none', () => {
    expect(chatParagraphs([{ name: 'Bob', text: 'hi' }])).toEqual([HEADING, 'Bob: hi']);
    expect(chatParagraphs([])).toEqual([]);
  });

  it("carries the other seat's messages since the reader's move, escaped in HTML; not the reader's own", async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await setupGame(l, alice, bob, SETUP);
    await say(alice, gameId, 'Good luck <b>Bob</b> & have fun');
    await clearMail(l);
    await endTurn(alice, gameId);
    const toBob = (await lastMailTo(bob))!;
    expect(toBob.body.text).toContain(`${HEADING}\nAlice: Good luck <b>Bob</b> & have fun`);
    expect(toBob.body.html).toContain('Alice: Good luck &lt;b&gt;Bob&lt;/b&gt; &amp; have fun');
    expect(toBob.body.html).not.toContain('<b>Bob</b>');

    // Bob answers and moves; Alice's next mail carries his message, not hers from before her move.
    clock.advance(PRESENT_MS + 1000);
    await say(bob, gameId, 'Thanks, you too');
    await clearMail(l);
    await endTurn(bob, gameId);
    const toAlice = (await lastMailTo(alice))!;
    expect(toAlice.body.text).toContain(`${HEADING}\nBob: Thanks, you too`);
    expect(toAlice.body.text).not.toContain('Good luck');
  });

  it('carries nothing to a seat that muted the chat, and a message alone sends no mail', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const gameId = await setupGame(l, alice, bob, SETUP);
    await l.call('POST', `/games/${gameId}/chat`, { token: l.token(bob), body: { mute: true } });
    await clearMail(l);
    await say(alice, gameId, 'Are you there?');
    expect(await mail(l)).toEqual([]);
    await endTurn(alice, gameId);
    const toBob = (await lastMailTo(bob))!;
    expect(toBob.subject).toBeTruthy();
    expect(toBob.body.text).not.toContain(HEADING);
    expect(toBob.body.text).not.toContain('Are you there?');
  });
});
