// The view answers "what may I do": the turn decision's options (plays, Treasures, buys with their
// costs this turn, debt, what ending ends), why the game was won, the final scores as data, and
// where a turn starts.
import { describe, expect, it } from 'vitest';
import { gameOutcome, gameOverScores, isTurnStart, turnOptions } from '../../../engine/index.js';
import type { LogEntry } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const KINGDOM = [
  'Bridge',
  'Engineer',
  'Festival',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const COPPERS = ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'];

describe('turn options in the view', () => {
  it('Action phase: Actions to play (not Treasures), "play treasures" offered, the phase is what ends', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: { firstPlayer: 0, players: { '0': { hand: ['Village', 'Smithy', 'Copper', 'Estate', 'Village'] } } },
    });
    const d = h.view(0).decision;
    expect(d).toMatchObject({
      kind: 'turn',
      phase: 'action',
      options: { play: ['Village', 'Smithy'], playTreasures: true, buy: [], payDebt: 0, end: 'actions' },
    });
    expect(h.view(1).decision).toBeNull();
  });

  it("Buy phase: Treasures until one buys, buys with this turn's cost ($ after Bridge, and debt)", () => {
    const h = start({
      kingdom: KINGDOM,
      setup: { firstPlayer: 0, players: { '0': { hand: ['Bridge', 'Copper', 'Copper', 'Copper', 'Estate'] } } },
    });
    h.do(0, 'play Bridge', 'end actions', 'play Copper');
    const o = turnOptions(h.state, 0)!;
    expect(o.play).toEqual(['Copper']);
    expect(o.playTreasures).toBe(true);
    expect(o.end).toBe('turn');
    expect(o.buy.find((b) => b.name === 'Village')).toEqual({
      name: 'Village',
      cost: { coins: 2, debt: 0 },
      event: false,
    });
    expect(o.buy.find((b) => b.name === 'Engineer')).toEqual({
      name: 'Engineer',
      cost: { coins: 0, debt: 4 },
      event: false,
    });
    expect(o.buy.map((b) => b.name)).not.toContain('Gold');
    h.do(0, 'buy Village');
    expect(turnOptions(h.state, 0)).toMatchObject({ play: [], playTreasures: false });
  });

  it('debt: nothing to buy until it is paid; the most that may be paid is what $ allows', () => {
    const h = start({
      kingdom: KINGDOM,
      events: ['Triumph'],
      setup: { firstPlayer: 0, players: { '0': { hand: ['Gold', 'Copper'], debt: 5 } } },
    });
    h.do(0, 'end actions', 'play treasures');
    expect(turnOptions(h.state, 0)).toMatchObject({ buy: [], payDebt: 4 });
    h.do(0, 'pay 4 debt');
    expect(turnOptions(h.state, 0)).toMatchObject({ buy: [], payDebt: 0 });
  });

  it('Events are listed with their cost', () => {
    const h = start({
      kingdom: KINGDOM,
      events: ['Triumph', 'Tax'],
      setup: { firstPlayer: 0, players: { '0': { hand: ['Gold', 'Gold'] } } },
    });
    h.do(0, 'end actions', 'play treasures');
    const events = turnOptions(h.state, 0)!.buy.filter((b) => b.event);
    expect(events).toEqual([
      { name: 'Triumph', cost: { coins: 0, debt: 5 }, event: true },
      { name: 'Tax', cost: { coins: 2, debt: 0 }, event: true },
    ]);
  });
});

describe('the result says why it was won', () => {
  it('on VP, on the fewer-turns tie-break, or shared', () => {
    expect(gameOutcome({ scores: [30, 20], turns: [10, 10], winners: [0] })).toMatchObject({
      decidedBy: 'vp',
      shared: false,
    });
    expect(gameOutcome({ scores: [30, 30], turns: [10, 9], winners: [1] })).toMatchObject({
      decidedBy: 'turns',
      shared: false,
    });
    expect(gameOutcome({ scores: [30, 30, 30], turns: [10, 10, 9], winners: [2] })).toMatchObject({
      decidedBy: 'turns',
      shared: false,
    });
    expect(gameOutcome({ scores: [30, 30], turns: [10, 10], winners: [0, 1] })).toMatchObject({
      decidedBy: 'vp',
      shared: true,
    });
  });

  it("in a finished game's view, and the gameOver entry carries the scores as data", () => {
    const plain = { hand: COPPERS, deck: COPPERS };
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        piles: { Province: 1 },
        players: { '0': { hand: ['Gold', 'Gold', 'Gold'], deck: COPPERS }, '1': plain },
      },
    });
    h.do(0, 'end actions', 'play treasures', 'buy Province', 'end turn');
    const v = h.view(1);
    expect(v.result).toMatchObject({ winners: [0], decidedBy: 'vp', shared: false, scores: [6, 0] });
    const over = h.log.at(-1)!;
    expect(over).toMatchObject({ kind: 'gameOver', scores: [6, 0] });
    expect(over.detail).toBeUndefined();
    expect(gameOverScores(over)).toEqual([6, 0]);
  });

  it('gameOverScores reads entries written before scores were data', () => {
    const old: LogEntry = { kind: 'gameOver', player: 1, visibleTo: 'all', depth: 0, detail: '21,40' };
    expect(gameOverScores(old)).toEqual([21, 40]);
    expect(gameOverScores({ kind: 'turn', player: 0, visibleTo: 'all', depth: 0 })).toBeNull();
  });
});

describe('isTurnStart', () => {
  it("a decision starts its owner's turn only while nothing has happened in that turn", () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Militia', 'Copper'] },
          '1': { hand: ['Copper', 'Copper', 'Estate', 'Estate', 'Silver'] },
        },
      },
    });
    expect(isTurnStart(h.decision(0)!, h.state)).toBe(true);
    h.do(0, 'play Militia');
    expect(isTurnStart(h.decision(1)!, h.state)).toBe(false);
    h.do(1, 'discard Estate, Estate');
    expect(isTurnStart(h.decision(0)!, h.state)).toBe(false);
    h.do(0, 'end turn');
    expect(isTurnStart(h.decision(1)!, h.state)).toBe(true);
  });
});
