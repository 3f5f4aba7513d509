// Every kind of game mail opens in words meant for its reader: the reader's name at most once, and
// never the table's shared turn prompt that opens with it ("carol, you're up. carol: play
// Treasures…" read like a form letter). The turn's ask comes from the engine's one wording
// (ownPrompt), so mail and table never say a turn's options two ways.
import { describe, expect, it } from 'vitest';
import { apply, createGame, makeConfig, turnAsk, type GameState } from '../../../engine/index.js';
import { invitationFor, noticeFor, notificationsFor, reminderFor } from '../../../lambdas/letters/notify.js';
import { answerMail } from '../../../lambdas/inbound/reply-answer.js';
import { gameThread } from '../../../lambdas/letters/thread.js';
import type { Notification } from '../../../lambdas/store/records.js';
import { LINKS as L, MAIL_KINGDOM as KINGDOM, mailMeta, NOW } from '../mail-fixture.js';

const NAMES = ['carol', 'Bob'];
const meta = mailMeta(NAMES, { deadlineMs: 48 * 3_600_000 });

/** carol (seat 0) moves first, with Village and Militia in hand and Coppers to buy with. */
function game(): GameState {
  const config = {
    ...makeConfig({ players: NAMES, seed: 'headline', kingdom: KINGDOM }),
    setup: {
      firstPlayer: 0,
      players: {
        0: {
          hand: ['Village', 'Militia', 'Copper', 'Copper', 'Copper'],
          deck: ['Estate', 'Copper', 'Copper', 'Estate', 'Copper'],
        },
      },
    },
  };
  return createGame(config).state;
}

function move(state: GameState, m: Parameters<typeof apply>[1]) {
  const r = apply(state, m);
  expect(r.ok, JSON.stringify(r.ok ? null : r.error)).toBe(true);
}

/** carol mid-turn: Village played (Action phase again), or Treasures played too (Buy phase). */
function midTurn(phase: 'action' | 'buy'): GameState {
  const state = game();
  move(state, { type: 'play', player: 0, card: 'Village' });
  if (phase === 'buy') {
    move(state, { type: 'endPhase', player: 0 });
    move(state, { type: 'play', player: 0, card: 'Copper' });
  }
  expect(state.pending[0]).toMatchObject({ kind: 'turn', phase, player: 0 });
  return state;
}

/** The lines a reader sees before the mail's button: the headline and the details. */
const opening = (n: Notification) =>
  n.text.split('\n').slice(
    0,
    n.text.split('\n').findIndex((x) => x.startsWith('Open the game:')),
  );

/** The reader's name at most once in the opening, and no line that opens "<name>:" (the table's shared prompt). */
function readsNaturally(n: Notification, name: string) {
  const lines = opening(n);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.join('\n').split(name).length - 1, lines.join('\n')).toBeLessThanOrEqual(1);
  for (const line of lines) expect(line).not.toMatch(new RegExp(`(^|[.:] )${name}: `));
}

describe('the first lines of every game mail read naturally to their reader', () => {
  it('"your move" mid-turn: the engine\'s ask without the name, in either phase', () => {
    for (const phase of ['action', 'buy'] as const) {
      const state = midTurn(phase);
      const n = noticeFor({ meta, state, decision: state.pending[0], seq: 3, links: L, now: NOW });
      expect(state.pending[0].prompt).toBe(`carol: ${turnAsk(phase)}`);
      const ask = turnAsk(phase);
      expect(n.text.split('\n')[0]).toBe(`carol, you're up. ${ask[0].toUpperCase()}${ask.slice(1)}`);
      readsNaturally(n, 'carol');
    }
  });

  it('"your move" at a turn\'s start says whose turn', () => {
    const state = game();
    const n = noticeFor({ meta, state, decision: state.pending[0], seq: 0, links: L, now: NOW });
    expect(n.text.split('\n')[0]).toBe("carol, you're up. It is your turn 1.");
    readsNaturally(n, 'carol');
  });

  it("a decision owed in another player's turn keeps the card's own prompt", () => {
    const state = game();
    move(state, { type: 'play', player: 0, card: 'Militia' });
    const d = state.pending.find((x) => x.player === 1)!;
    const n = noticeFor({ meta, state, decision: d, seq: 1, links: L, now: NOW });
    expect(n.text.split('\n')[0]).toBe("Bob, you're up. carol played Militia: discard 2 cards (down to 3).");
    readsNaturally(n, 'Bob');
  });

  it('a reminder states the ask as a sentence of its own', () => {
    const state = midTurn('buy');
    const n = reminderFor({ meta, state, decision: state.pending[0], links: L, now: NOW });
    expect(opening(n).slice(0, 2)).toEqual([
      'carol, a reminder: it is still your move (your turn 1).',
      'Play Treasures, buy, or end your turn.',
    ]);
    readsNaturally(n, 'carol');
  });

  it("the deadline bot's mail says what still waits without the name", () => {
    const state = game();
    move(state, { type: 'endPhase', player: 0 });
    const [n] = notificationsFor({ meta, state, actor: 0, links: L, now: NOW, deadlineMove: 'end the Action phase' });
    expect(opening(n)).toContain('The game still waits for you: play Treasures, buy, or end your turn.');
    readsNaturally(n, 'carol');
  });

  it('the answer to a reply says what waits now without the name', () => {
    const state = midTurn('buy');
    const report = { done: ['play Village', 'play Copper'], failed: null, skipped: [], unread: null };
    const n = answerMail({
      links: L,
      meta,
      state,
      seq: 3,
      seat: 0,
      report,
      since: [],
      thread: gameThread(L, meta.gameId, 0),
      now: NOW,
    });
    expect(n.text.split('\n')[0]).toBe('Done: play Village; play Copper.');
    expect(opening(n)).toContain('Now: play Treasures, buy, or end your turn.');
    readsNaturally(n, 'carol');
  });

  it('game over and an invitation', () => {
    const state = game();
    state.result = { scores: [30, 20], winners: [0], turns: [10, 10] };
    for (const [seat, n] of notificationsFor({ meta, state, actor: null, links: L, now: NOW }).entries()) {
      expect(n.text.split('\n')[0]).toBe('The game is over. carol wins.');
      // The winner's name is news to each reader, not an address: a second mention would be the bug.
      readsNaturally(n, NAMES[seat]);
    }
    const open = { ...meta, status: 'open' as const, seats: meta.seats.map((s, i) => ({ ...s, joined: i === 0 })) };
    const invite = invitationFor(open, meta.seats[1].email!, L, NOW);
    expect(invite.text.split('\n')[0]).toBe('carol invites you to play Dominion by mail. Open the game to join.');
    readsNaturally(invite, 'Bob');
  });
});
