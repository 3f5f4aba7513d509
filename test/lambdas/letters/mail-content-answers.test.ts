// Answer links in game mail (letters/answer-links.ts through notify.ts, pure): a decision with a few answers
// lists each as a link after the one-click button, in text and HTML alike; each link's token is an
// `answer` token for that player, game, log seq and answer, and opens the confirmation page (never
// the move itself); a turn lists its usual moves (turn-answers.ts); a decision with many answers gets no links.
import { describe, expect, it } from 'vitest';
import { apply, createGame, decisionFor, makeConfig, parseMove } from '../../../engine/index.js';
import { noticeFor, notificationsFor, reminderFor } from '../../../lambdas/letters/notify.js';
import { verifyToken } from '../../../auth/verify.js';
import type { Notification } from '../../../lambdas/store/records.js';
import { EMAILS, HOUR, LINKS as L, MAIL_KINGDOM as KINGDOM, mailMeta, NOW } from '../mail-fixture.js';

const NAMES = ['Alice', 'Bob'];
const meta = () => mailMeta(NAMES);

/** Alice plays Militia; Bob holds `bobHand`. Returns the state after the play. */
function militia(bobHand: string[]) {
  const config = {
    ...makeConfig({ players: NAMES, seed: 'mail', kingdom: KINGDOM }),
    setup: {
      firstPlayer: 0,
      players: { 0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Estate'] }, 1: { hand: bobHand } },
    },
  };
  const state = createGame(config).state;
  expect(apply(state, { type: 'play', player: 0, card: 'Militia' }).ok).toBe(true);
  return { state };
}

/** The answer links of a mail's text: label and token, in order. */
const answerLinks = (n: Notification) =>
  [...n.text.matchAll(/^ {2}(.+): (https:\/\/dominion\.example\/games\/gAme_1234567\/answer\?token=([\w.-]+))$/gm)].map(
    (m) => ({ label: m[1], url: m[2], token: m[3] }),
  );

describe('answer links in game mail', () => {
  it('Militia against three Coppers and two Estates: three links, after the one-click button, in text and HTML', async () => {
    const { state } = militia(['Copper', 'Copper', 'Copper', 'Estate', 'Estate']);
    const asked = state.pending.find((d) => d.player === 1)!;
    const n = noticeFor({ meta: meta(), state, decision: asked, seq: 41, links: L, now: NOW });
    const links = answerLinks(n);
    expect(links.map((x) => x.label)).toEqual([
      'Discard Copper, Copper',
      'Discard Copper, Estate',
      'Discard Estate, Estate',
    ]);
    const lines = n.text.split('\n');
    expect(lines.findIndex((x) => x.startsWith('Open the game: '))).toBeLessThan(
      lines.indexOf('Or answer from here (a page shows your choice; one press there makes it):'),
    );
    // The first link of the mail is still the one-click link (tests and people look for it there).
    expect(n.text.match(/https?:\/\/\S+/)![0]).toContain('/open?token=');
    for (const x of links) {
      expect(n.html).toContain(`href="${x.url}"`);
      expect(n.html).toContain(`>${x.label}</a>`);
      const c = await verifyToken(L.secret, x.token, 'answer', NOW);
      // It names the decision it answers: the link still answers it after another player answered theirs (still-owed.ts).
      expect(c).toEqual({
        aud: 'answer',
        sub: EMAILS[1],
        gid: 'gAme_1234567',
        seq: 41,
        ans: x.label.replace(/^D/, 'd'),
        did: asked.id,
        exp: (NOW + L.linkTtlMs) / 1000,
      });
      // An answer token is not a game token: it opens nothing a game link opens.
      expect(await verifyToken(L.secret, x.token, ['game', 'session', 'prefs'], NOW)).toBeNull();
    }
  });

  it('five different cards (ten ways to discard 2): no links, only the one-click button', () => {
    const { state } = militia(['Copper', 'Silver', 'Gold', 'Estate', 'Village']);
    const n = noticeFor({
      meta: meta(),
      state,
      decision: state.pending.find((d) => d.player === 1)!,
      seq: 41,
      links: L,
      now: NOW,
    });
    expect(answerLinks(n)).toEqual([]);
    expect(n.text).not.toContain('answer from here');
    expect(n.html).not.toContain('/answer?token=');
  });

  it('too many answers for links, with a reply address: a few as a reply writes them, each one a reply would make', () => {
    const { state } = militia(['Copper', 'Silver', 'Gold', 'Estate', 'Village']);
    const d = state.pending.find((x) => x.player === 1)!;
    const withReplies = { ...L, replyDomain: 'reply.example' };
    for (const n of [
      noticeFor({ meta: meta(), state, decision: d, seq: 41, links: withReplies, now: NOW }),
      reminderFor({
        meta: meta(),
        state,
        decision: d,
        links: withReplies,
        now: NOW,
        deadlineAt: NOW + HOUR,
        since: [],
        seq: 41,
      }),
    ]) {
      const lines = n.text.split('\n');
      const at = lines.indexOf(
        'Too many answers to list here. Or answer by replying to this mail with one line, for example:',
      );
      expect(at).toBeGreaterThan(lines.findIndex((x) => x.startsWith('Open the game: ')));
      const examples = lines.slice(at + 1, at + 4).map((x) => x.trim());
      expect(examples).toEqual(['discard Copper, Silver', 'discard Copper, Gold', 'discard Copper, Estate']);
      for (const x of examples) {
        expect(n.html).toContain(`<code>${x}</code>`);
        // Each is a move the game takes from Bob now, as a reply would send it.
        const copy = militia(['Copper', 'Silver', 'Gold', 'Estate', 'Village']).state;
        const move = parseMove(x, 1, decisionFor(copy, 1));
        expect(move.ok && apply(copy, move.move).ok, x).toBe(true);
      }
      // The footer no longer lists a turn's moves: only where replies go.
      expect(n.text).toMatch(/\nReplies go to \S+@reply\.example\./);
      expect(n.text).not.toContain('play Village, play treasures');
    }
    // A decision with links gets no examples; nor does a mail without a reply address.
    const few = militia(['Copper', 'Copper', 'Copper', 'Estate', 'Estate']).state;
    expect(
      noticeFor({
        meta: meta(),
        state: few,
        decision: few.pending.find((x) => x.player === 1)!,
        seq: 41,
        links: withReplies,
        now: NOW,
      }).text,
    ).not.toContain('Too many answers');
    expect(noticeFor({ meta: meta(), state, decision: d, seq: 41, links: L, now: NOW }).text).not.toContain(
      'Too many answers',
    );
  });

  it('a turn lists its usual moves: each Action, the one-press money turn beside it, on to the Buy phase; Copper and Curse under "More answers"', async () => {
    const config = {
      ...meta().config,
      setup: { firstPlayer: 0, players: { 0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Estate'] } } },
    };
    const start = createGame(config).state;
    const turn = noticeFor({ meta: meta(), state: start, decision: start.pending[0], seq: 0, links: L, now: NOW });
    expect(turn.text).toContain('It is your turn');
    const buying = (c: string) => `Play all Treasures, buy ${c} and end your turn`;
    // $3 in Treasures: the dearest buys first (Silver, Village, then the $2s), Copper and Curse after them under "More answers".
    expect(answerLinks(turn).map((a) => a.label)).toEqual([
      'Play Militia',
      ...['Silver', 'Village', 'Estate', 'Cellar', 'Moat'].map(buying),
      'Go to your Buy phase',
      'Buy nothing, end turn',
      buying('Copper'),
      buying('Curse'),
    ]);
    const lines = turn.text.split('\n');
    expect(lines.indexOf('More answers:')).toBe(lines.findIndex((x) => x.startsWith('  Buy nothing, end turn: ')) + 1);
    expect(turn.html).toContain('More answers:');
    expect(turn.html.indexOf(`>${buying('Copper')}</a>`)).toBeGreaterThan(turn.html.indexOf('More answers:'));
    // Without an Action to play: the Treasures and a buy in one link, best first, and buying nothing last before "More answers".
    expect(apply(start, { type: 'endPhase', player: 0 }).ok).toBe(true);
    const buy = answerLinks(
      noticeFor({ meta: meta(), state: start, decision: start.pending[0], seq: 1, links: L, now: NOW }),
    );
    expect(buy[0].label).toBe('Play all Treasures, buy Silver and end your turn');
    expect(buy.at(-3)!.label).toBe('Buy nothing, end turn');
    expect(await verifyToken(L.secret, buy[0].token, 'answer', NOW)).toMatchObject({
      seq: 1,
      ans: 'play treasures\nbuy Silver\nend turn',
    });
  });

  it('a reminder for a small decision carries the links, bound to the seq the game is at now', async () => {
    const { state } = militia(['Copper', 'Copper', 'Copper', 'Estate', 'Estate']);
    const d = state.pending.find((x) => x.player === 1)!;
    const n = reminderFor({
      meta: meta(),
      state,
      decision: d,
      links: L,
      now: NOW,
      deadlineAt: NOW + HOUR,
      since: [],
      seq: 57,
    });
    const links = answerLinks(n);
    expect(links).toHaveLength(3);
    expect(await verifyToken(L.secret, links[0].token, 'answer', NOW)).toMatchObject({ seq: 57, sub: EMAILS[1] });
  });

  it("the deadline bot's mail carries the links of what still waits: no other mail tells it", async () => {
    const config = {
      ...makeConfig({ players: NAMES, seed: 'mail', kingdom: KINGDOM }),
      setup: { firstPlayer: 0, players: { 0: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] } } },
    };
    const state = createGame(config).state;
    // The bot ended Alice's Action phase for her; her Buy phase still waits.
    expect(apply(state, { type: 'endPhase', player: 0 }).ok).toBe(true);
    const [n] = notificationsFor({
      meta: meta(),
      state,
      actor: 0,
      links: L,
      now: NOW,
      deadlineMove: 'end the Action phase',
      seq: 12,
    });
    const links = answerLinks(n);
    expect(links.length).toBeGreaterThan(0);
    for (const x of links)
      expect(await verifyToken(L.secret, x.token, 'answer', NOW)).toMatchObject({ seq: 12, sub: EMAILS[0] });
  });
});
