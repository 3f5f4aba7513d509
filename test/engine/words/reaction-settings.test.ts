// Reaction settings (recorded per seat in the config) and what an Attack's victim's questions tell
// the others: a Moat revealed at once instead of a question only a Moat holder gets, a Diplomat
// revealed or not by the setting, and a choice from a hand of identical cards still asked.
import { describe, expect, it } from 'vitest';
import { askedLines, type ReactionPrefs } from '../../../engine/index.js';
import { configFor, Harness, start, type StartOptions } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Diplomat',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Village',
  'Witch',
];
const BOB_HAND = ['Moat', 'Copper', 'Copper', 'Estate', 'Silver'];
const militia = (bob: string[], reactions?: ReactionPrefs[], o: StartOptions = {}) => {
  const config = configFor({
    kingdom: KINGDOM,
    setup: {
      firstPlayer: 0,
      players: { '0': { hand: ['Militia', 'Copper'] }, '1': { hand: bob, deck: ['Gold', 'Gold', 'Gold'] } },
    },
    ...o,
  });
  return new Harness(reactions ? { ...config, reactions } : config).do(0, 'play Militia');
};
const names = ['Alice', 'Bob'];

describe('Reaction settings', () => {
  it('Moat on "auto": revealed at once, publicly, and Bob is not hit; nothing waits on him', () => {
    const h = militia(BOB_HAND, [
      { moat: 'auto', diplomat: 'always' },
      { moat: 'auto', diplomat: 'always' },
    ]);
    expect(h.log.filter((e) => e.kind === 'react')).toMatchObject([
      { player: 1, cards: ['Moat'], visibleTo: 'all', detail: 'Militia' },
    ]);
    expect(h.state.pending.map((d) => d.player)).toEqual([0]);
    expect(h.hand(1)).toHaveLength(5);
  });

  it('Moat on "ask": Bob is asked, and Alice reads only "Waiting for Bob" (no verb, no card)', () => {
    const h = militia(BOB_HAND, [
      { moat: 'ask', diplomat: 'ask' },
      { moat: 'ask', diplomat: 'ask' },
    ]);
    expect(h.decision(1)).toMatchObject({ kind: 'option', verb: 'reveal', source: 'Militia', secret: true });
    expect(h.view(0).waitingOn).toEqual([
      { player: 1, name: 'Bob', kind: null, verb: null, source: null, prompt: null },
    ]);
    expect(askedLines(h.state.pending, 0, names)).toEqual(['Waiting for Bob']);
    expect(askedLines(h.state.pending, 1, names)).toEqual(['Your move: choose one (Militia)']);
    h.do(1, "don't reveal");
    expect(askedLines(h.state.pending, 0, names)).toEqual(['Waiting for Bob: discard (Militia)']);
  });

  it('a game without settings (older games) asks, as it always did', () => {
    const h = militia(BOB_HAND);
    expect(h.decision(1)).toMatchObject({
      kind: 'option',
      options: [
        { id: 'Moat', label: 'reveal Moat' },
        { id: 'none', label: "don't reveal" },
      ],
    });
  });

  it('Diplomat on "always": revealed once per Attack (draw 2, discard 3), then Moat at once', () => {
    const h = militia(
      ['Diplomat', 'Moat', 'Copper', 'Copper', 'Estate', 'Estate'],
      [
        { moat: 'auto', diplomat: 'always' },
        { moat: 'auto', diplomat: 'always' },
      ],
    );
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'discard', source: 'Diplomat', min: 3, max: 3 });
    h.do(1, 'discard Copper, Estate, Estate');
    // 6 + 2 - 3 = 5 cards: Diplomat could be revealed again, but "always" reveals it once.
    expect(h.log.filter((e) => e.kind === 'react').map((e) => e.cards)).toEqual([['Diplomat'], ['Moat']]);
    expect(h.state.pending.map((d) => d.player)).toEqual([0]);
  });

  it('Diplomat on "never": not revealed, and Bob is simply hit', () => {
    const h = militia(
      ['Diplomat', 'Copper', 'Copper', 'Estate', 'Silver'],
      [
        { moat: 'auto', diplomat: 'never' },
        { moat: 'auto', diplomat: 'never' },
      ],
    );
    expect(h.log.some((e) => e.kind === 'react')).toBe(false);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'discard', source: 'Militia' });
  });
});

describe('a choice from a hand of identical cards (rules version 4)', () => {
  const coppers = ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'];
  it('is asked of a player whose turn it is not: skipping it told everyone the hand', () => {
    const h = militia(coppers);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'discard', min: 2, max: 2 });
    expect(askedLines(h.state.pending, 0, names)).toEqual(['Waiting for Bob: discard (Militia)']);
    h.do(1, 'discard Copper, Copper');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Copper']);
  });

  it('games of version 3 keep taking it without asking, so their logs replay', () => {
    const h = militia(coppers, undefined, { rulesVersion: 3 });
    expect(h.decision(1)).toBeUndefined();
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Copper']);
  });

  it('is still not asked when the counts alone decide (Bureaucrat, a choice among some cards, is unchanged)', () => {
    const h = start({
      kingdom: [...KINGDOM.filter((k) => k !== 'Witch'), 'Bureaucrat'],
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Bureaucrat'] }, '1': { hand: ['Estate', 'Estate', 'Copper'] } },
      },
    });
    h.do(0, 'play Bureaucrat');
    expect(h.decision(1)).toBeUndefined();
    expect(h.deck(1)[0]).toBe('Estate');
  });
});
