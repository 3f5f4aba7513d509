import { describe, expect, it } from 'vitest';
import { start } from '../../../support/harness.js';

const kingdom = [
  'Conspirator',
  'Village',
  'Throne Room',
  'Mining Village',
  'Mill',
  'Cellar',
  'Market',
  'Smithy',
  'Moat',
  'Witch',
];
const DECK = ['Silver', 'Gold', 'Copper', 'Copper', 'Copper', 'Copper'];

const game = (hand: string[]) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, players: { '0': { hand, deck: DECK } } },
  });

describe('Conspirator', () => {
  it('as the first Action played gives only +$2', () => {
    const h = game(['Conspirator', 'Estate']);
    h.do(0, 'play Conspirator');
    expect(h.turn.coins).toBe(2);
    expect(h.turn.actions).toBe(0);
    expect(h.hand(0)).toEqual(['Estate']);
  });

  it('as the second Action played gives only +$2', () => {
    const h = game(['Village', 'Conspirator']);
    h.do(0, 'play Village', 'play Conspirator');
    expect(h.turn.coins).toBe(2);
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Silver']);
  });

  it('as the third Action played (counting itself) gives +$2, +1 Card and +1 Action', () => {
    const h = game(['Village', 'Village', 'Conspirator']);
    h.do(0, 'play Village', 'play Village', 'play Conspirator');
    expect(h.turn.actionsPlayed).toBe(3);
    expect(h.turn.coins).toBe(2);
    expect(h.turn.actions).toBe(3);
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver']);
  });

  it('counts Throne Room plays: the second play of a Throne Roomed Conspirator gets the bonus', () => {
    const h = game(['Throne Room', 'Conspirator', 'Estate']);
    h.do(0, 'play Throne Room', 'play Conspirator');
    // Throne Room is Action 1, the first Conspirator play is 2 (no bonus), the second is 3.
    expect(h.turn.actionsPlayed).toBe(3);
    expect(h.turn.coins).toBe(4);
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Estate', 'Silver']);
    expect(h.inPlay(0)).toEqual(['Conspirator', 'Throne Room']);
  });

  it('counts Actions played even if they left play (a trashed Mining Village)', () => {
    const h = game(['Mining Village', 'Village', 'Conspirator']);
    h.do(0, 'play Mining Village', 'yes', 'play Village', 'play Conspirator');
    expect(h.inPlay(0)).toEqual(['Conspirator', 'Village']);
    expect(h.turn.coins).toBe(4);
    expect(h.turn.actions).toBe(3);
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver']);
  });

  it('counts Action – Victory cards such as Mill as Actions', () => {
    const h = game(['Mill', 'Mill', 'Conspirator']);
    h.do(0, 'play Mill', 'no', 'play Mill', 'no', 'play Conspirator');
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver']);
  });

  it('does not count Treasures played', () => {
    const h = game(['Conspirator', 'Copper', 'Copper', 'Copper']);
    h.do(0, 'end actions', 'play treasures');
    expect(h.turn.actionsPlayed).toBe(0);
  });

  it('is checked when it resolves: Actions played after it do not give the bonus later', () => {
    const h = game(['Conspirator', 'Village', 'Village']);
    h.do(0, 'play Conspirator');
    expect(h.turn.actions).toBe(0);
    expect(h.hand(0)).toEqual(['Village', 'Village']);
  });

  it('played by Throne Room as the first Actions of the turn: the first play gives only +$2', () => {
    const h = game(['Throne Room', 'Conspirator']);
    h.do(0, 'play Throne Room', 'play Conspirator');
    // Throne Room (1), Conspirator (2): +$2 only; Conspirator again (3): +$2, +1 Card, +1 Action.
    expect(h.hand(0)).toEqual(['Silver']);
    expect(h.turn.actions).toBe(1);
    expect(h.turn.coins).toBe(4);
  });
});
