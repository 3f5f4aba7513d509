// Undo in the engine: which moves reveal something hidden from their mover (apply's `revealed`),
// which records stay live after takes, what a player may take back freely or must ask for, fresh
// decks after an accepted request, and the log's sentences.
import { describe, expect, it } from 'vitest';
import {
  freshDecks,
  liveSteps,
  openRequest,
  replay,
  sinceLastMove,
  sinceLines,
  stateHash,
  undoneSeqs,
  undoStatus,
} from '../../../engine/index.js';
import type { ApplyResult, UndoStep } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const revealed = (r: ApplyResult) => (r.ok ? r.revealed : 'rejected');

describe('apply reports whether a move revealed anything hidden from its mover', () => {
  const game = (
    hand: string[],
    deck = ['Gold', 'Gold', 'Gold', 'Gold', 'Gold'],
    bobHand = ['Copper', 'Copper', 'Estate', 'Estate', 'Copper'],
  ) =>
    start({
      players: 2,
      setup: {
        firstPlayer: 0,
        players: { 0: { hand, deck }, 1: { hand: bobHand, deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'] } },
      },
    });

  it('plays that draw nothing, Treasures, buys and ending the Action phase reveal nothing', () => {
    const h = game(['Festival', 'Copper', 'Copper', 'Silver', 'Estate']);
    expect(revealed(h.try(0, 'play Festival'))).toBe(false);
    expect(revealed(h.try(0, 'end actions'))).toBe(false);
    expect(revealed(h.try(0, 'play treasures'))).toBe(false);
    expect(revealed(h.try(0, 'buy Silver'))).toBe(false);
  });

  it('a draw reveals (even one the mover alone sees), and so does ending the turn', () => {
    const h = game(['Village', 'Smithy', 'Copper', 'Copper', 'Estate']);
    expect(revealed(h.try(0, 'play Village'))).toBe(true);
    expect(revealed(h.try(0, 'play Smithy'))).toBe(true);
    const g = game(['Copper', 'Copper', 'Copper', 'Estate', 'Estate']);
    expect(revealed(g.try(0, 'end turn'))).toBe(true);
  });

  it("Militia reveals nothing to its player; the victim's own discard is their own cards", () => {
    const h = game(['Militia', 'Copper', 'Copper', 'Estate', 'Estate']);
    expect(revealed(h.try(0, 'play Militia'))).toBe(false);
    expect(revealed(h.try(1, 'discard Estate, Estate'))).toBe(false);
  });

  it("a forced reveal of another player's hand reveals (Bureaucrat, no Victory card in hand)", () => {
    const h = start({
      players: 2,
      kingdom: [
        'Bureaucrat',
        'Festival',
        'Laboratory',
        'Market',
        'Militia',
        'Moat',
        'Smithy',
        'Throne Room',
        'Village',
        'Witch',
      ],
      setup: {
        firstPlayer: 0,
        players: {
          0: { hand: ['Bureaucrat', 'Copper', 'Copper', 'Copper', 'Copper'], deck: ['Gold'] },
          1: { hand: ['Copper', 'Copper', 'Copper', 'Silver', 'Gold'], deck: ['Copper'] },
        },
      },
    });
    expect(revealed(h.try(0, 'play Bureaucrat'))).toBe(true);
  });

  it('a shuffle uses the random stream: revealed', () => {
    const h = start({
      players: 2,
      setup: {
        firstPlayer: 0,
        players: { 0: { hand: ['Laboratory', 'Copper'], deck: [], discard: ['Gold', 'Silver', 'Copper'] } },
      },
    });
    expect(revealed(h.try(0, 'play Laboratory'))).toBe(true);
  });
});

const move = (seq: number, seat: number, revealedFlag?: boolean): UndoStep => ({
  seq,
  kind: 'move',
  seat,
  ...(revealedFlag === undefined ? {} : { revealed: revealedFlag }),
});
const take = (seq: number, seat: number, to: number, count: number, fresh = false): UndoStep => ({
  seq,
  kind: 'undo',
  seat,
  undo: { action: 'take', to, count, of: seat, fresh },
});
const ctx = { humans: [true, true], closed: false };

describe('live records and what may be taken back', () => {
  it('a take drops the records after its target; a fresh take stays as a step; later takes can go past it', () => {
    const steps: UndoStep[] = [
      { seq: 0, kind: 'start' },
      move(1, 0, false),
      move(2, 0, false),
      take(3, 0, 1, 1),
      move(4, 0, true),
      take(5, 0, 1, 1, true),
      move(6, 1, false),
    ];
    expect(liveSteps(steps).map((s) => s.seq)).toEqual([0, 1, 5, 6]);
    expect([...undoneSeqs(steps)].sort()).toEqual([2, 4]);
    expect(liveSteps([...steps, take(7, 0, 1, 1)]).map((s) => s.seq)).toEqual([0, 1]);
  });

  it("free while the last live moves are the player's own and revealed nothing; otherwise ask", () => {
    const steps: UndoStep[] = [{ seq: 0, kind: 'start' }, move(1, 0, true), move(2, 0, false)];
    expect(undoStatus(steps, 0, ctx)).toEqual({
      take: { to: 1, count: 1 },
      ask: { to: 1, count: 1, fresh: false },
      request: null,
    });
    // After taking move 2 back, move 1 revealed: only a request, which ends with fresh decks.
    const after = [...steps, take(3, 0, 1, 1)];
    expect(undoStatus(after, 0, ctx)).toEqual({ take: null, ask: { to: 0, count: 1, fresh: true }, request: null });
    // Another player's move since: ask (Bob's move is taken back with Alice's).
    expect(undoStatus([...steps, move(3, 1, false)], 0, ctx).ask).toEqual({ to: 1, count: 2, fresh: false });
    expect(undoStatus([...steps, move(3, 1, false)], 0, ctx).take).toBeNull();
    // A record that predates `revealed` counts as revealing.
    expect(undoStatus([{ seq: 0, kind: 'start' }, move(1, 0)], 0, ctx).take).toBeNull();
    expect(undoStatus(steps, 0, { ...ctx, closed: true })).toEqual({ take: null, ask: null, request: null });
    // Nothing of one's own to take back.
    expect(undoStatus(steps, 1, ctx)).toEqual({ take: null, ask: null, request: null });
  });

  it('goes past a move that was the only one left (a turn ended with nothing to do) to the choice before it', () => {
    const ended: UndoStep = { seq: 3, kind: 'move', seat: 0, revealed: true, onlyMove: true };
    // 1: Treasures played, 2: the buy, 3: the turn ended by itself, 4-5: the bot's turn.
    const steps: UndoStep[] = [
      { seq: 0, kind: 'start' },
      move(1, 0, false),
      move(2, 0, false),
      ended,
      move(4, 1, true),
      move(5, 1, true),
    ];
    const vsBot = { humans: [true, false], closed: false };
    expect(undoStatus(steps, 0, vsBot).ask).toEqual({ to: 1, count: 4, fresh: true });
    // The same end chosen (something was left to do): only it goes back, as before.
    const chosen = steps.map((s) => (s.seq === 3 ? { ...ended, onlyMove: false } : s));
    expect(undoStatus(chosen, 0, vsBot).ask).toEqual({ to: 2, count: 3, fresh: true });
    // With no earlier move of the seat's in the window, the end alone goes back.
    expect(undoStatus([{ seq: 2, kind: 'start' }, ended, move(4, 1, true)], 0, vsBot).ask).toEqual({
      to: 2,
      count: 2,
      fresh: true,
    });
  });

  it('a request stays open until a move, a take or a refusal; acceptances are counted', () => {
    const three = { humans: [true, true, true], closed: false };
    const asked: UndoStep[] = [
      { seq: 0, kind: 'start' },
      move(1, 0, true),
      move(2, 1, false),
      { seq: 3, kind: 'undo', seat: 0, undo: { action: 'ask', to: 0, count: 2 } },
    ];
    expect(openRequest(asked, three.humans)).toEqual({
      seq: 3,
      by: 0,
      to: 0,
      count: 2,
      accepted: [],
      waitingFor: [1, 2],
    });
    const one = [...asked, { seq: 4, kind: 'undo', seat: 2, undo: { action: 'accept' } } as UndoStep];
    expect(openRequest(one, three.humans)?.waitingFor).toEqual([1]);
    expect(undoStatus(one, 1, three).request?.accepted).toEqual([2]);
    expect(undoStatus(one, 1, three).ask).toBeNull();
    expect(
      openRequest([...one, { seq: 5, kind: 'undo', seat: 1, undo: { action: 'refuse' } }], three.humans),
    ).toBeNull();
    expect(openRequest([...one, move(5, 1, false)], three.humans)).toBeNull();
  });
});

describe('fresh decks after an accepted request', () => {
  it('depend only on what each deck holds, the seed and the salt: not on the order the undone moves showed', () => {
    const a = start({ players: 3, seed: 'fresh', setup: { firstPlayer: 0 } }).do(0, 'end turn').state;
    const b = JSON.parse(JSON.stringify(a)) as typeof a;
    b.players.forEach((pl) => pl.deck.reverse());
    b.rng = [9, 9, 9, 9];
    freshDecks(a, '12');
    freshDecks(b, '12');
    expect(stateHash(b)).toBe(stateHash(a));
    const c = JSON.parse(JSON.stringify(a)) as typeof a;
    freshDecks(c, '13');
    expect(c.players.map((pl) => pl.deck)).not.toEqual(a.players.map((pl) => pl.deck));
  });

  it('replay honours them at their place in the log', () => {
    const h = start({ players: 2, seed: 'fresh-replay', setup: { firstPlayer: 0 } }).do(0, 'end turn');
    const moves = [...h.moves];
    const log = { config: h.config, moves, fresh: [{ at: 1, salt: '7' }] };
    const expected = replay({ config: h.config, moves });
    freshDecks(expected, '7');
    expect(stateHash(replay(log))).toBe(stateHash(expected));
  });
});

describe('the log says it', () => {
  it('"Bob took back a move", a request and its answers', () => {
    const names = ['Alice', 'Bob'];
    const e = (player: number, detail: string, count: number) => ({
      kind: 'undo' as const,
      player,
      detail,
      count,
      visibleTo: 'all' as const,
      depth: 0,
    });
    const steps = [
      { seat: null, log: [{ kind: 'turn' as const, player: 1, count: 2, visibleTo: 'all' as const, depth: 0 }] },
      { seat: 1, log: [e(1, 'take', 1)] },
      { seat: 1, log: [e(1, 'ask', 2)] },
      { seat: 0, log: [e(0, 'refuse', 2)] },
    ];
    expect(sinceLines(sinceLastMove(steps, 0, { names, complete: true }), 0, names)).toEqual([
      "Bob's turn 2: Bob took back a move; Bob asked to take back 2 moves; you refused to take them back.",
    ]);
  });
});
