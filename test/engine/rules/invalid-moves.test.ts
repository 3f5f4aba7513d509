import { describe, expect, it } from 'vitest';
import { apply, parseMove, stateHash } from '../../../engine/index.js';
import type { ForcedZones, Move, RuleErrorCode } from '../../../engine/index.js';
import { start, type Harness } from '../../support/harness.js';

const game = (players: Record<string, ForcedZones>, piles?: Record<string, number>) =>
  start({ setup: { firstPlayer: 0, players, piles } });
const HAND = ['Village', 'Smithy', 'Cellar', 'Copper', 'Copper'];
const DECK = ['Copper', 'Copper', 'Copper', 'Copper', 'Estate', 'Estate'];
const basic = () =>
  game({
    '0': { hand: HAND, deck: DECK },
    '1': { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], deck: DECK },
  });

/** The move is rejected with this code and a message matching `message`, and the state is untouched. */
function rejects(h: Harness, player: number, text: string, code: RuleErrorCode, message: RegExp): void {
  const before = h.hash();
  const moves = h.moves.length;
  const r = h.try(player, text);
  expect(r.ok, `"${text}" should be rejected`).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  expect(r.error.message).toMatch(message);
  expect(h.hash()).toBe(before);
  expect(h.moves).toHaveLength(moves);
}

function rejectsMove(h: Harness, move: Move, code: RuleErrorCode, message: RegExp): void {
  const before = h.hash();
  const r = apply(h.state, move);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  expect(r.error.message).toMatch(message);
  expect(stateHash(h.state)).toBe(before);
}

describe('invalid moves are rejected with a clear message and change nothing', () => {
  it('a move by a player whose turn it is not', () => {
    const h = basic();
    rejects(h, 1, 'play Copper', 'move/not-your-decision', /nothing to decide/);
    rejects(h, 1, 'end actions', 'move/not-your-decision', /nothing to decide/);
    rejects(h, 1, 'buy Copper', 'move/not-your-decision', /Bob/);
  });

  it('a player that does not exist', () => {
    const h = basic();
    rejectsMove(h, { type: 'endPhase', player: 7 }, 'move/not-your-decision', /no player 7/);
  });

  it('a card that is not in hand', () => {
    const h = basic();
    rejects(h, 0, 'play Witch', 'move/not-in-hand', /no Witch in hand/);
    rejects(h, 0, 'play Dragon', 'move/not-in-hand', /no Dragon/);
  });

  it('a Treasure in the Action phase', () => {
    const h = basic();
    rejects(h, 0, 'play Copper', 'move/wrong-phase', /Treasure.*end your Action phase/);
  });

  it('an Action card in the Buy phase, and a Victory card at any time', () => {
    const h = game({ '0': { hand: ['Village', 'Estate', 'Copper'] } });
    rejects(h, 0, 'play Estate', 'move/wrong-phase', /not an Action/);
    h.do(0, 'end actions');
    rejects(h, 0, 'play Village', 'move/wrong-phase', /only play Treasures/);
  });

  it('an Action card with no Actions left', () => {
    const h = basic();
    h.do(0, 'play Smithy');
    expect(h.turn.actions).toBe(0);
    rejects(h, 0, 'play Village', 'move/no-actions', /no Actions left/);
  });

  it('buying in the Action phase', () => {
    const h = basic();
    rejects(h, 0, 'buy Copper', 'move/wrong-phase', /Buy phase/);
  });

  it('an unaffordable buy', () => {
    const h = basic();
    h.do(0, 'end actions', 'play treasures');
    rejects(h, 0, 'buy Silver', 'move/unaffordable', /Silver costs \$3; you have \$2/);
  });

  it('a card from an empty pile, or a card not in this game', () => {
    const h = game({ '0': { hand: ['Gold', 'Gold'] } }, { Smithy: 0 });
    h.do(0, 'end actions', 'play treasures');
    rejects(h, 0, 'buy Smithy', 'move/pile-empty', /No Smithy can be bought/);
    rejects(h, 0, 'buy Mine', 'move/unknown-card', /no Mine in this game/);
  });

  it('a buy with no Buys left', () => {
    const h = basic();
    h.do(0, 'end actions', 'buy Copper');
    rejects(h, 0, 'buy Copper', 'move/no-buys', /no Buys left/);
  });

  it('Treasures after buying', () => {
    const h = basic();
    h.do(0, 'end actions', 'play Copper', 'buy Copper');
    rejects(h, 0, 'play Copper', 'move/treasures-locked', /No more Treasures after buying/);
    rejects(h, 0, 'play treasures', 'move/treasures-locked', /No more Treasures/);
  });

  it('answering a decision that is not owed', () => {
    const h = basic();
    // The player whose turn it is owes a turn move, not an answer.
    rejectsMove(
      h,
      { type: 'answer', player: 0, answer: { kind: 'cards', cards: ['Copper'] } },
      'move/not-your-decision',
      /Nothing is being asked/,
    );
    // The other player owes nothing at all.
    rejectsMove(
      h,
      { type: 'answer', player: 1, answer: { kind: 'cards', cards: ['Copper'] } },
      'move/not-your-decision',
      /nothing to decide/,
    );
  });

  it('a turn move while a decision is owed, and an answer by the wrong player', () => {
    const h = basic();
    h.do(0, 'play Cellar');
    rejects(h, 0, 'end actions', 'notation/parse', /Start with "discard"/);
    rejectsMove(h, { type: 'endPhase', player: 0 }, 'move/not-your-decision', /First answer this: Cellar/);
    rejectsMove(
      h,
      { type: 'answer', player: 1, answer: { kind: 'cards', cards: ['Copper'] } },
      'move/not-your-decision',
      /nothing to decide/,
    );
  });

  it('an answer that does not fit the decision', () => {
    const h = basic();
    h.do(0, 'play Cellar');
    rejects(h, 0, 'discard Gold', 'answer/invalid', /can't pick Gold/);
    rejects(h, 0, 'discard Copper, Copper, Copper', 'answer/invalid', /can't pick Copper/);
    rejectsMove(
      h,
      { type: 'answer', player: 0, answer: { kind: 'yesno', yes: true } },
      'answer/invalid',
      /wants cards/,
    );
  });

  it('malformed notation', () => {
    const h = basic();
    rejects(h, 0, 'dance wildly', 'notation/parse', /Can't read "dance wildly"/);
    rejects(h, 0, 'buy', 'notation/parse', /Can't read/);
    rejects(h, 0, '   ', 'notation/parse', /Empty move/);
    rejects(h, 0, 'pay lots', 'notation/parse', /Can't read/);
    h.do(0, 'play Cellar');
    rejects(h, 0, 'throw Copper', 'notation/parse', /Start with "discard"/);
    expect(parseMove('throw Copper', 0, h.decision(0)).ok).toBe(false);
  });
});
