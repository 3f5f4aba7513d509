import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const kingdom = [
  'Masquerade',
  'Village',
  'Cellar',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Festival',
  'Witch',
];

describe('Masquerade', () => {
  it('draws 2, then every player with cards picks a card to pass at the same time', () => {
    const h = start({
      kingdom,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Silver'] },
          '1': { hand: ['Gold', 'Curse'] },
        },
      },
    });
    h.do(0, 'play Masquerade');
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Silver']);
    expect(h.state.pending.map((d) => [d.player, d.kind, d.verb])).toEqual([
      [0, 'cards', 'pass'],
      [1, 'cards', 'pass'],
    ]);
    // No card moves until everyone has picked.
    h.do(1, 'pass Curse');
    expect(h.hand(1)).toEqual(['Curse', 'Gold']);
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Silver']);
    h.do(0, 'pass Estate');
    expect(h.hand(0)).toEqual(['Copper', 'Curse', 'Silver']);
    expect(h.hand(1)).toEqual(['Estate', 'Gold']);
    // Then the player may trash a card (here the one just received).
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'trash', min: 0, max: 1 });
    h.do(0, 'trash Curse');
    expect(h.trash()).toEqual(['Curse']);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('lets the picks be made in any order', () => {
    const h = start({
      kingdom,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Silver'] },
          '1': { hand: ['Gold', 'Curse'] },
        },
      },
    });
    h.do(0, 'play Masquerade', 'pass Silver');
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Silver']);
    expect(h.decision(0)).toBeUndefined();
    h.do(1, 'pass Gold');
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Gold']);
    expect(h.hand(1)).toEqual(['Curse', 'Silver']);
  });

  it('passes to the left in 3-player games, skipping players with no cards in hand', () => {
    const h = start({
      kingdom,
      players: 3,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Copper'] },
          '1': { hand: [] },
          '2': { hand: ['Gold'] },
        },
      },
    });
    h.do(0, 'play Masquerade');
    // Player 2 has a single card: that pick is forced and not asked; player 1 passes nothing.
    expect(h.state.pending.map((d) => d.player)).toEqual([0]);
    h.do(0, 'pass Estate');
    expect(h.hand(1)).toEqual([]);
    expect(h.hand(2)).toEqual(['Estate']);
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Gold']);
  });

  it('passes around the whole table to the left with 3 players', () => {
    const h = start({
      kingdom,
      players: 3,
      setup: {
        firstPlayer: 1,
        players: {
          '0': { hand: ['Silver'] },
          '1': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Copper'] },
          '2': { hand: ['Gold'] },
        },
      },
    });
    h.do(1, 'play Masquerade', 'pass Estate');
    expect(h.hand(2)).toEqual(['Estate']);
    expect(h.hand(0)).toEqual(['Gold']);
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Silver']);
  });

  it('with only one player holding cards, they pass to themselves', () => {
    const h = start({
      kingdom,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Silver'] },
          '1': { hand: [] },
        },
      },
    });
    h.do(0, 'play Masquerade');
    expect(h.state.pending.map((d) => [d.player, d.verb])).toEqual([[0, 'pass']]);
    h.do(0, 'pass Silver');
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Silver']);
    expect(h.hand(1)).toEqual([]);
  });

  it('does not gain the passed cards, and shows each only to the two players involved', () => {
    const h = start({
      kingdom,
      players: 3,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Copper'] },
          '1': { hand: ['Silver'] },
          '2': { hand: ['Gold'] },
        },
      },
    });
    h.do(0, 'play Masquerade', 'pass Estate');
    expect(h.turn.gained).toEqual([]);
    expect(h.log.some((e) => e.kind === 'gain')).toBe(false);
    const passes = h.log.filter((e) => e.kind === 'pass');
    expect(passes.map((e) => [e.player, e.target, e.cards, e.visibleTo])).toEqual([
      [0, 1, ['Estate'], [0, 1]],
      [1, 2, ['Silver'], [1, 2]],
      [2, 0, ['Gold'], [2, 0]],
    ]);
  });

  it('is not an Attack: Moat is not offered', () => {
    const h = start({
      kingdom,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Silver'] },
          '1': { hand: ['Moat', 'Copper'] },
        },
      },
    });
    h.do(0, 'play Masquerade');
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'pass' });
  });

  it('the trash is optional and only for the player of Masquerade', () => {
    const h = start({
      kingdom,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Silver'] },
          '1': { hand: ['Gold', 'Curse'] },
        },
      },
    });
    h.do(0, 'play Masquerade', 'pass Estate');
    h.do(1, 'pass Gold');
    expect(h.decision(1)).toBeUndefined();
    h.do(0, 'trash nothing');
    expect(h.trash()).toEqual([]);
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver']);
  });

  it('replays from its log to the same state (simultaneous picks included)', () => {
    const h = start({
      kingdom,
      players: 3,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Copper'] },
          '1': { hand: ['Silver', 'Curse'] },
          '2': { hand: ['Gold', 'Copper'] },
        },
      },
    });
    h.do(0, 'play Masquerade');
    h.do(2, 'pass Copper');
    h.do(1, 'pass Curse');
    h.do(0, 'pass Estate', 'trash Copper');
    expect(h.hand(1)).toEqual(['Estate', 'Silver']);
    expect(h.hand(2)).toEqual(['Curse', 'Gold']);
    expect(stateHash(replay({ config: h.config, moves: h.moves }))).toBe(h.hash());
  });
});
