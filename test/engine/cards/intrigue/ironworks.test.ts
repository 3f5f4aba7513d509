import { describe, expect, it } from 'vitest';
import { start } from '../../../support/harness.js';

const kingdom = ['Ironworks', 'Mill', 'Village', 'Harem', 'Cellar', 'Market', 'Militia', 'Moat', 'Smithy', 'Witch'];

const game = (piles?: Record<string, number>) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, piles, players: { '0': { hand: ['Ironworks', 'Copper'], deck: ['Gold', 'Silver'] } } },
  });

describe('Ironworks', () => {
  it('offers every card costing up to $4 (and nothing dearer)', () => {
    const h = game();
    h.do(0, 'play Ironworks');
    const d = h.decision(0)!;
    expect(d).toMatchObject({ kind: 'pile', verb: 'gain', optional: false });
    expect([...(d as { piles: string[] }).piles].sort()).toEqual(
      [
        'Cellar',
        'Copper',
        'Curse',
        'Estate',
        'Ironworks',
        'Militia',
        'Mill',
        'Moat',
        'Silver',
        'Smithy',
        'Village',
      ].sort(),
    );
    expect(h.try(0, 'gain Duchy').ok).toBe(false);
    expect(h.try(0, 'gain Market').ok).toBe(false);
  });

  it('an Action card: +1 Action', () => {
    const h = game();
    h.do(0, 'play Ironworks', 'gain Village');
    expect(h.discard(0)).toEqual(['Village']);
    expect(h.turn).toMatchObject({ actions: 1, coins: 0 });
    expect(h.hand(0)).toEqual(['Copper']);
  });

  it('a Treasure card: +$1', () => {
    const h = game();
    h.do(0, 'play Ironworks', 'gain Silver');
    expect(h.discard(0)).toEqual(['Silver']);
    expect(h.turn).toMatchObject({ actions: 0, coins: 1 });
    expect(h.hand(0)).toEqual(['Copper']);
  });

  it('a Victory card: +1 Card', () => {
    const h = game();
    h.do(0, 'play Ironworks', 'gain Estate');
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.turn).toMatchObject({ actions: 0, coins: 0 });
    expect(h.hand(0)).toEqual(['Copper', 'Gold']);
  });

  it('an Action – Victory card (Mill): +1 Action and +1 Card', () => {
    const h = game();
    h.do(0, 'play Ironworks', 'gain Mill');
    expect(h.turn).toMatchObject({ actions: 1, coins: 0 });
    expect(h.hand(0)).toEqual(['Copper', 'Gold']);
  });

  it('a Curse: no bonus', () => {
    const h = game();
    h.do(0, 'play Ironworks', 'gain Curse');
    expect(h.discard(0)).toEqual(['Curse']);
    expect(h.turn).toMatchObject({ actions: 0, coins: 0 });
    expect(h.hand(0)).toEqual(['Copper']);
  });

  it('must gain a card (it cannot be declined while one is available)', () => {
    const h = game();
    h.do(0, 'play Ironworks');
    expect(h.try(0, 'gain nothing').ok).toBe(false);
  });

  it('does not offer an empty pile', () => {
    const h = game({ Village: 0 });
    h.do(0, 'play Ironworks');
    expect((h.decision(0) as { piles: string[] }).piles).not.toContain('Village');
    expect(h.try(0, 'gain Village').ok).toBe(false);
  });

  it('"up to $4" never reaches a card with debt in its cost (Engineer costs 4 debt)', () => {
    const h = start({
      kingdom: ['Ironworks', 'Engineer', 'Village', 'Harem', 'Cellar', 'Market', 'Militia', 'Moat', 'Smithy', 'Witch'],
      setup: { firstPlayer: 0, players: { '0': { hand: ['Ironworks', 'Copper'], deck: ['Gold', 'Silver'] } } },
    });
    h.do(0, 'play Ironworks');
    expect((h.decision(0) as { piles: string[] }).piles).not.toContain('Engineer');
    expect(h.try(0, 'gain Engineer').ok).toBe(false);
  });
});
