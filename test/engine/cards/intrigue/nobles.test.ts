import { describe, expect, it } from 'vitest';
import { getDef, score } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Nobles',
  'Pawn',
  'Patrol',
  'Steward',
  'Minion',
  'Torturer',
  'Swindler',
  'Replace',
  'Upgrade',
  'Village',
];
const game = (hand: string[], deck: string[] = ['Gold', 'Silver', 'Copper', 'Estate']) =>
  start({
    kingdom: KINGDOM,
    setup: { firstPlayer: 0, players: { '0': { hand, deck }, '1': { hand: ['Copper'], deck: ['Copper'] } } },
  });

describe('Nobles', () => {
  it('is a $6 Action – Victory with its printed text', () => {
    const d = getDef('Nobles');
    expect(d.cost).toEqual({ coins: 6, debt: 0 });
    expect(d.types).toEqual(['Action', 'Victory']);
    expect(d.text).toBe('Choose one: +3 Cards; or +2 Actions.\n---\n2 VP');
  });

  it('+3 Cards', () => {
    const h = game(['Nobles']).do(0, 'play Nobles', 'choose +3 Cards');
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver']);
    expect(h.turn.actions).toBe(0);
  });

  it('+2 Actions', () => {
    const h = game(['Nobles']).do(0, 'play Nobles', 'choose +2 Actions');
    expect(h.hand(0)).toEqual([]);
    expect(h.turn.actions).toBe(2);
  });

  it('is worth 2 VP', () => {
    const h = start({ setup: { players: { '0': { hand: ['Nobles', 'Nobles'], deck: ['Nobles'] } } } });
    expect(score(h.state, 0)).toBe(6);
  });

  it('uses 8 cards with 2 players and 12 with 3 or more', () => {
    expect(start({ kingdom: KINGDOM, players: 2 }).supply('Nobles')).toBe(8);
    expect(start({ kingdom: KINGDOM, players: 3 }).supply('Nobles')).toBe(12);
    expect(start({ kingdom: KINGDOM, players: 6 }).supply('Nobles')).toBe(12);
  });

  it('played twice by Throne Room may choose differently', () => {
    const h = game(['Throne Room', 'Nobles']).do(
      0,
      'play Throne Room',
      'play Nobles',
      'choose +2 Actions',
      'choose +3 Cards',
    );
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver']);
    expect(h.turn.actions).toBe(2);
  });

  it('is an Action card: it can be played in the Action phase, but not as a Treasure', () => {
    const h = game(['Nobles', 'Copper']).do(0, 'end actions');
    expect(h.try(0, 'play Nobles').ok).toBe(false);
  });
});
