// What a player reads in game mail (notify.ts, pure): every mail of a game has the game's one
// subject (its name and id: one conversation, letters/thread.ts) and its thread for the recipient's
// seat, the first line says what is asked and what to do, the one-click link is a button,
// text and HTML say the same, names are escaped, and nothing raw ("undefined", "between phase").
import { describe, expect, it } from 'vitest';
import { apply, createGame, makeConfig, sinceLastMove, sinceLines, view } from '../../../engine/index.js';
import {
  boardSummary,
  digestFor,
  invitationFor,
  noticeFor,
  notificationsFor,
  reminderFor,
} from '../../../lambdas/letters/notify.js';
import type { GameMeta, Notification, UserGame } from '../../../lambdas/store/records.js';
import { EMAILS, HOUR, LINKS as L, MAIL_KINGDOM as KINGDOM, mailMeta, NOW } from '../mail-fixture.js';

const NAMES = ['Alice', 'Bob & "Co"'];
/** The game's one subject, whatever a mail says: from its name (here made from the players and the dearest card). */
const SUBJECT = 'Dominion: Alice and Bob & "Co": Festival [gAme_1234567]';
const rootOf = (seat: number) => `game.gAme_1234567.seat${seat}@dominion.example`;

/** The game's record, with a Landmark and a 48-hour deadline (an invitation lists both). */
const meta = (over: Partial<GameMeta> = {}): GameMeta =>
  mailMeta(NAMES, {
    config: {
      ...makeConfig({ players: NAMES, seed: 's', kingdom: KINGDOM, landmarks: [] }),
      landmarks: ['Mountain Pass'],
    },
    deadlineMs: 48 * HOUR,
    ...over,
  });

/** A game where Alice (seat 0) starts with Militia in hand. */
function militiaGame() {
  const config = {
    ...makeConfig({ players: NAMES, seed: 'mail', kingdom: KINGDOM }),
    setup: {
      firstPlayer: 0,
      players: {
        0: {
          hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Estate'],
          deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
        },
      },
    },
  };
  return createGame(config).state;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

/** Every line of the text body (links aside) is in the HTML, in the same order, and no raw values leak. */
function checkShape(n: Notification) {
  for (const part of [n.subject, n.text, n.html]) expect(part).not.toMatch(/undefined|null|NaN|\[object/);
  expect(n.html).toContain('<meta name="viewport"');
  const html = plain(n.html);
  const text = n.text
    .split('\n')
    .filter(Boolean)
    .map((x) =>
      x
        .replace(/: https?:\/\/\S+$/, '')
        .replace(/^\s*https?:\/\/\S+$/, '')
        .trim(),
    )
    .filter(Boolean);
  let at = 0;
  for (const line of text) {
    const i = html.indexOf(line, at);
    expect(i, `"${line}" in the HTML after line ${at}`).toBeGreaterThanOrEqual(0);
    at = i + 1;
  }
  // Every link of the text is a link of the HTML.
  for (const link of n.text.match(/https?:\/\/\S+/g)!)
    expect(n.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
}

describe('game mail content', () => {
  it("a turn start: the game's subject and thread; the first line says what is asked; the link is a button; own hand only", () => {
    const state = militiaGame();
    const n = noticeFor({ meta: meta(), state, decision: state.pending[0], seq: 0, links: L, now: NOW });
    expect(n.to).toBe(EMAILS[0]);
    expect(n.subject).toBe(SUBJECT);
    expect(n.thread).toEqual({ inReplyTo: rootOf(0), references: [rootOf(0)] });
    expect(n.text.split('\n')[0]).toBe("Alice, you're up. It is your turn 1.");
    expect(n.html).toMatch(
      /<a href="[^"]+open\?token=[^"]+" target="_blank" style="display:inline-block;background:[^"]+">Open the game<\/a>/,
    );
    expect(n.text).toContain('Your hand: Militia, Copper, Copper, Copper, Estate.');
    const bobHand = view(state, 1).you!.hand;
    expect(n.text).not.toContain(`Your hand: ${bobHand.join(', ')}`);
    checkShape(n);
  });

  it('a Militia attack: the first line says what is asked, the mail says whose turn waits; names are escaped', () => {
    const state = militiaGame();
    expect(apply(state, { type: 'play', player: 0, card: 'Militia' }).ok).toBe(true);
    const n = noticeFor({
      meta: meta(),
      state,
      decision: state.pending.find((d) => d.player === 1)!,
      seq: 1,
      links: L,
      now: NOW,
    });
    expect(n.to).toBe(EMAILS[1]);
    expect(n.subject).toBe(SUBJECT);
    expect(n.thread).toEqual({ inReplyTo: rootOf(1), references: [rootOf(1)] });
    expect(n.text.split('\n')[0]).toBe('Bob & "Co", you\'re up. Alice played Militia: discard 2 cards (down to 3).');
    expect(n.text).toContain("Alice's turn waits for your answer.");
    expect(n.html).toContain('Bob &amp; &quot;Co&quot;, you');
    expect(n.html).not.toContain('"Co"');
    checkShape(n);
  });

  it('a "your move" mail opens with what happened since the recipient\'s move, from the engine\'s formatter', () => {
    const state = militiaGame();
    const start = createGame(state.config).log;
    const r = apply(state, { type: 'play', player: 0, card: 'Militia' });
    expect(r.ok).toBe(true);
    const steps = [
      { seat: null, log: start },
      { seat: 0, log: r.ok ? r.log : [] },
    ];
    const since = sinceLines(sinceLastMove(steps, 1, { names: NAMES, complete: true }), 1, NAMES);
    const n = noticeFor({
      meta: meta(),
      state,
      decision: state.pending.find((d) => d.player === 1)!,
      seq: 1,
      links: L,
      now: NOW,
      since,
    });
    const lines = n.text.split('\n');
    // Bob has not had a turn: the lines are headed as the table heads them (the engine's sinceHeading).
    expect(lines.slice(1, 3)).toEqual(['Before your first turn:', "Alice's turn 1: Alice played a Militia."]);
    expect(lines[3]).toBe("Alice's turn waits for your answer.");
    checkShape(n);
    // After a turn of his own, the same lines are "Since your move".
    const later = militiaGame();
    for (const player of [0, 1]) expect(apply(later, { type: 'endTurn', player }).ok).toBe(true);
    const toAlice = noticeFor({
      meta: meta(),
      state: later,
      decision: later.pending[0],
      seq: 2,
      links: L,
      now: NOW,
      since: ["Bob's turn 1: Bob bought a Silver."],
    });
    expect(toAlice.text.split('\n')[1]).toBe('Since your move:');
  });

  it('the gap between turns reads as words, not the engine phase "between"', () => {
    const state = militiaGame();
    const v = view(state, 1);
    const lines = boardSummary({ ...v, turn: { ...v.turn, phase: 'between' } });
    expect(lines[0]).toBe("Alice's turn 1 is over; the next one has not begun.");
  });

  it("turns are numbered as the table numbers them, each player's own count, not the game's running one", () => {
    const state = militiaGame();
    // Alice's turn 1, Bob's turn 1: the game's third turn is Alice's second.
    for (const player of [0, 1]) expect(apply(state, { type: 'endTurn', player }).ok).toBe(true);
    expect(state.turn.number).toBe(3);
    const n = noticeFor({ meta: meta(), state, decision: state.pending[0], seq: 2, links: L, now: NOW });
    expect(n.text.split('\n')[0]).toBe("Alice, you're up. It is your turn 2.");
    expect(n.text).toContain('Your turn 2: Action phase.');
    expect(boardSummary(view(state, 1))[0]).toBe("Alice's turn 2: Action phase.");
    expect(
      reminderFor({ meta: meta(), state, decision: state.pending[0], links: L, now: NOW }).text.split('\n')[0],
    ).toBe('Alice, a reminder: it is still your move (your turn 2).');
    checkShape(n);
  });

  it('a tie on points won on turns says so', () => {
    const state = militiaGame();
    state.result = { scores: [20, 20], winners: [1], turns: [10, 9] };
    const mails = notificationsFor({ meta: meta(), state, actor: null, links: L, now: NOW });
    expect(mails).toHaveLength(2);
    for (const n of mails) {
      expect(n.subject).toBe(SUBJECT);
      expect(n.text.split('\n')[0]).toBe('The game is over. Bob & "Co" wins.');
      expect(n.thread!.references).toEqual([rootOf(n.to === EMAILS[0] ? 0 : 1)]);
      expect(n.text).toContain('Tied on points: fewer turns taken breaks the tie.');
      expect(n.text).toMatch(/Open the game: \S+&to=history/);
      checkShape(n);
    }
  });

  it('a reminder says how long until the deadline bot moves', () => {
    const state = militiaGame();
    const n = reminderFor({ meta: meta(), state, decision: state.pending[0], links: L, now: NOW });
    expect(n.subject).toBe(SUBJECT);
    expect(n.text.split('\n')[0]).toBe('Alice, a reminder: it is still your move (your turn 1).');
    expect(n.text).toContain(
      'If you have not moved 48 hours after the game began waiting for you, the Big Money bot moves for you.',
    );
    checkShape(n);
  });

  it('a reminder from the job names the deadline itself, as the job computed it', () => {
    const state = militiaGame();
    const deadlineAt = Date.UTC(2030, 0, 3, 12, 30);
    const n = reminderFor({ meta: meta(), state, decision: state.pending[0], links: L, now: NOW, deadlineAt });
    expect(n.text).toContain('If you have not moved by 2030-01-03 12:30 UTC, the Big Money bot moves for you.');
    checkShape(n);
  });

  it('the player whose decision the deadline bot took is told what it did', () => {
    const state = militiaGame();
    expect(apply(state, { type: 'endPhase', player: 0 }).ok).toBe(true);
    const mails = notificationsFor({
      meta: meta(),
      state,
      actor: 0,
      links: L,
      now: NOW,
      deadlineMove: 'end the Action phase',
    });
    const n = mails.find((m) => m.to === EMAILS[0])!;
    expect(n.subject).toBe(SUBJECT);
    expect(n.text.split('\n')[0]).toBe('Alice, the deadline passed, so the Big Money bot moved for you.');
    expect(n.thread).toEqual({ inReplyTo: rootOf(0), references: [rootOf(0)] });
    expect(n.text).toContain('It made this move for you: end the Action phase.');
    expect(n.text).toContain('The game still waits for you:');
    checkShape(n);
    // Without a deadline move, a move mails nobody at once ("your move" mail waits: notices.ts).
    expect(notificationsFor({ meta: meta(), state, actor: 0, links: L, now: NOW })).toHaveLength(0);
  });

  it('an invitation says what to do first, lists landmarks and the timing', () => {
    const m = meta({
      status: 'open',
      seats: [
        { email: EMAILS[0], bot: null, name: 'Alice', joined: true },
        { email: EMAILS[1], bot: null, name: 'bob', joined: false, autoName: true },
        { email: null, bot: 'big-money', name: 'Robot', joined: true },
      ],
    });
    const n = invitationFor(m, EMAILS[1], L, NOW);
    expect(n.subject).toBe('Dominion: Alice, bob and Robot: Festival [gAme_1234567]');
    expect(n.text.split('\n')[0]).toBe('Alice invites you to play Dominion with Robot by mail. Open the game to join.');
    // The invitee's seat's thread: the game's later mail to them joins it.
    expect(n.thread).toEqual({ inReplyTo: rootOf(1), references: [rootOf(1)] });
    expect(n.text).toContain('Events and Landmarks: Mountain Pass.');
    expect(n.text).toContain(
      'A reminder comes after 12 hours without a move; after 48 hours the Big Money bot moves for the late player.',
    );
    checkShape(n);
  });

  it('the digest names each game by its other players, not by its id', () => {
    const games: UserGame[] = [
      {
        gameId: 'gAme_1234567',
        seat: 1,
        status: 'active',
        yourMove: true,
        seq: 3,
        players: ['Alice', 'Bob'],
        updatedAt: NOW - HOUR,
      },
      {
        gameId: 'gAme_7654321',
        seat: 0,
        status: 'open',
        yourMove: true,
        seq: 0,
        players: ['Bob', 'Carol', 'Dan'],
        updatedAt: NOW - 2 * HOUR,
      },
    ];
    const n = digestFor('bob@example.com', games, L, NOW);
    const lines = n.text.split('\n').filter((x) => !x.includes('http'));
    expect(lines).toContain('Dominion with Alice: your move (waiting since 2029-12-31 23:00 UTC)');
    expect(lines).toContain(
      'Dominion with Carol and Dan: an invitation to answer (waiting since 2029-12-31 22:00 UTC)',
    );
    expect(lines.join('\n')).not.toContain('gAme_');
    checkShape(n);
  });
});
