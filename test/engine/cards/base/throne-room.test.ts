import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (p0: ForcedZones) => start({ setup: { firstPlayer: 0, players: { '0': p0 } } });

describe('Throne Room', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Throne Room');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('You may play an Action card from your hand twice.');
  });

  it('plays the chosen Action card twice', () => {
    const h = game({
      hand: ['Throne Room', 'Smithy'],
      deck: ['Copper', 'Copper', 'Copper', 'Silver', 'Silver', 'Silver', 'Gold'],
    });
    h.do(0, 'play Throne Room', 'play Smithy');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Silver', 'Silver', 'Silver']);
    expect(h.inPlay(0)).toEqual(['Smithy', 'Throne Room']);
    expect(h.turn.played).toEqual(['Throne Room', 'Smithy', 'Smithy']);
  });

  it('offers only Action cards from hand', () => {
    const h = game({ hand: ['Throne Room', 'Smithy', 'Copper', 'Estate'] });
    h.do(0, 'play Throne Room');
    const d = h.view(0).decision;
    expect(d?.kind === 'cards' && d.candidates).toEqual(['Smithy']);
    expect(h.try(0, 'play Copper').ok).toBe(false);
  });

  it('is optional', () => {
    const h = game({ hand: ['Throne Room', 'Smithy'], deck: ['Copper'] });
    h.do(0, 'play Throne Room', 'play nothing');
    expect(h.hand(0)).toEqual(['Smithy']);
    expect(h.turn.actions).toBe(0);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('resolves the card completely before the second play (an Attack twice: two reaction windows)', () => {
    const h = start({
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Throne Room', 'Militia'] },
          '1': { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] },
        },
      },
    });
    h.do(0, 'play Throne Room', 'play Militia');
    h.do(1, 'discard Estate, Estate');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.coins).toBe(4);
  });
});
