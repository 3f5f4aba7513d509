import { describe, expect, it } from 'vitest';
import { aqueduct } from '../../../../../engine/cards/empires/landmarks/aqueduct.js';
import { game, landmark, pile, toBuy, vp } from '../landscape-support.js';
import { kingdomWith, registerFakes } from '../landscape-fakes.js';

registerFakes();

describe('Aqueduct', () => {
  it('is a Landmark with the printed text', () => {
    expect(aqueduct).toMatchObject({ kind: 'landmark', set: 'empires' });
    expect(aqueduct.text).toBe(
      'When you gain a Treasure, move 1 VP from its pile to this. When you gain a Victory card, take the VP from this.\n---\nSetup: Put 8 VP on the Silver and Gold piles.',
    );
  });

  it('setup: 8 VP on each of the Silver and Gold piles, none elsewhere', () => {
    const h = game({ landmarks: ['Aqueduct'] });
    for (const p of h.state.supply) expect(p.vpTokens, p.name).toBe(p.name === 'Silver' || p.name === 'Gold' ? 8 : 0);
    expect(landmark(h, 'Aqueduct').vpTokens).toBe(0);
  });

  it('gaining a Treasure moves 1 VP from its pile; gaining a Victory card takes them all', () => {
    const h = game({ landmarks: ['Aqueduct'], zones: { 0: { hand: ['Market', 'Gold', 'Gold', 'Gold', 'Copper'] } } });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Gold', 'buy Silver');
    expect(pile(h, 'Gold').vpTokens).toBe(7);
    expect(pile(h, 'Silver').vpTokens).toBe(7);
    expect(landmark(h, 'Aqueduct').vpTokens).toBe(2);
    expect(vp(h, 0)).toBe(0);
    h.do(0, 'end turn');
    h.do(1, 'end actions', 'play treasures', 'buy Estate');
    expect(vp(h, 1)).toBe(2);
    expect(landmark(h, 'Aqueduct').vpTokens).toBe(0);
  });

  it('a Treasure from a pile with no VP moves nothing; a Victory card with Aqueduct empty gives nothing', () => {
    const h = game({ landmarks: ['Aqueduct'], zones: { 0: { hand: ['Market', 'Copper', 'Copper'] } } });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Copper', 'buy Estate');
    expect(landmark(h, 'Aqueduct').vpTokens).toBe(0);
    expect(vp(h, 0)).toBe(0);
  });

  it('a Treasure - Victory card: the player orders the two abilities', () => {
    const setup = () => {
      const h = game({
        landmarks: ['Aqueduct'],
        kingdom: kingdomWith('Test Treasure Victory'),
        zones: { 0: { hand: ['Silver', 'Copper'] } },
      });
      pile(h, 'Test Treasure Victory').vpTokens = 3;
      landmark(h, 'Aqueduct').vpTokens = 1;
      return toBuy(h).do(0, 'buy Test Treasure Victory');
    };
    const moveFirst = setup();
    const d = moveFirst.decision(0);
    expect(d).toMatchObject({ kind: 'option', verb: 'resolve' });
    const opts = d?.kind === 'option' ? d.options : [];
    moveFirst.do(0, `resolve ${opts.find((o) => o.label.includes('move'))!.label}`);
    expect(vp(moveFirst, 0)).toBe(2);
    expect(landmark(moveFirst, 'Aqueduct').vpTokens).toBe(0);
    const takeFirst = setup();
    takeFirst.do(0, `resolve ${opts.find((o) => o.label.includes('take'))!.label}`);
    expect(vp(takeFirst, 0)).toBe(1);
    expect(landmark(takeFirst, 'Aqueduct').vpTokens).toBe(1);
  });

  it('with Defiled Shrine, an Action - Treasure moves 1 VP to each; with 1 VP left the player picks where', () => {
    const h = game({
      landmarks: ['Aqueduct', 'Defiled Shrine'],
      kingdom: kingdomWith('Test Action Treasure'),
      zones: { 0: { hand: ['Gold', 'Gold'] } },
    });
    expect(pile(h, 'Test Action Treasure').vpTokens).toBe(2);
    toBuy(h).do(0, 'buy Test Action Treasure');
    const d = h.decision(0);
    const opts = d?.kind === 'option' ? d.options : [];
    h.do(0, `resolve ${opts.find((o) => o.label.startsWith('Aqueduct'))!.label}`);
    expect(landmark(h, 'Aqueduct').vpTokens).toBe(1);
    expect(landmark(h, 'Defiled Shrine').vpTokens).toBe(1);
    expect(pile(h, 'Test Action Treasure').vpTokens).toBe(0);

    const one = game({
      landmarks: ['Aqueduct', 'Defiled Shrine'],
      kingdom: kingdomWith('Test Action Treasure'),
      zones: { 0: { hand: ['Gold', 'Gold'] } },
    });
    pile(one, 'Test Action Treasure').vpTokens = 1;
    toBuy(one).do(0, 'buy Test Action Treasure');
    const d1 = one.decision(0);
    const o1 = d1?.kind === 'option' ? d1.options : [];
    one.do(0, `resolve ${o1.find((o) => o.label.startsWith('Defiled Shrine'))!.label}`);
    expect(landmark(one, 'Defiled Shrine').vpTokens).toBe(1);
    expect(landmark(one, 'Aqueduct').vpTokens).toBe(0);
  });
});
