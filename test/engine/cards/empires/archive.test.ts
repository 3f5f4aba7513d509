import { describe, expect, it } from 'vitest';
import { archive } from '../../../../engine/cards/empires/archive.js';
import { score } from '../../../../engine/index.js';
import { game, n } from './kit.js';

const end = (h: ReturnType<typeof game>, p: number) => h.do(p, 'end actions', 'end turn');

describe('Archive', () => {
  it('has its printed text and cost', () => {
    expect(archive).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action', 'Duration'] });
    expect(archive.text).toBe(
      '+1 Action\nSet aside the top 3 cards of your deck face down (you may look at them). Now and at the start of your next two turns, put one into your hand.',
    );
  });

  it('sets aside 3 cards, puts one into hand now and one at the start of each of the next two turns, then is discarded', () => {
    const h = game({ zones: { 0: { hand: ['Archive'], deck: ['Gold', 'Silver', 'Estate', ...n(20, 'Copper')] } } });
    h.do(0, 'play Archive');
    expect(h.turn.actions).toBe(1);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', source: 'Archive' });
    h.do(0, 'take Gold');
    expect(h.hand(0)).toEqual(['Gold']);
    end(h, 0);
    expect(h.inPlay(0)).toEqual(['Archive']);
    end(h, 1);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', source: 'Archive' });
    h.do(0, 'take Estate');
    expect(h.hand(0)).toContain('Estate');
    end(h, 0);
    expect(h.inPlay(0)).toEqual(['Archive']);
    end(h, 1);
    // The last card is taken without asking; Archive leaves play in this turn's Clean-up.
    expect(h.hand(0)).toContain('Silver');
    expect(h.inPlay(0)).toEqual(['Archive']);
    end(h, 0);
    expect(h.inPlay(0)).toEqual([]);
    expect(h.discard(0)).toContain('Archive');
  });

  it('keeps the set-aside cards private (face down) and still counts them when scoring', () => {
    const h = game({ zones: { 0: { hand: ['Archive'], deck: ['Gold', 'Estate', 'Province', ...n(10, 'Copper')] } } });
    h.do(0, 'play Archive', 'take Gold');
    expect(h.view(0).you?.looking.sort()).toEqual(['Estate', 'Province']);
    expect(JSON.stringify(h.view(1).players)).not.toContain('Province');
    expect(h.view(1).you?.looking).toEqual([]);
    // How many wait face down is public; which ones is not.
    expect(h.view(1).players[0].faceDownCount).toBe(2);
    expect(score(h.state, 0)).toBe(7);
  });

  it('with fewer than 3 cards available sets aside what it can and runs out sooner', () => {
    const h = game({ zones: { 0: { hand: ['Archive'], deck: ['Gold'] } } });
    h.do(0, 'play Archive');
    expect(h.hand(0)).toEqual(['Gold']);
    end(h, 0);
    expect(h.inPlay(0)).toEqual([]);
  });

  it('Throne Room on Archive: two separate sets, one card from each per turn, Throne Room stays in play', () => {
    const h = game({
      zones: {
        0: {
          hand: ['Throne Room', 'Archive'],
          deck: ['Gold', 'Silver', 'Estate', 'Duchy', 'Province', 'Curse', ...n(20, 'Copper')],
        },
      },
    });
    h.do(0, 'play Throne Room', 'play Archive');
    h.do(0, 'take Gold');
    h.do(0, 'take Province');
    expect(h.hand(0)).toEqual(['Gold', 'Province']);
    end(h, 0);
    expect(h.inPlay(0)).toEqual(['Archive', 'Throne Room']);
    end(h, 1);
    // First set: Silver, Estate; second set: Duchy, Curse — one from each.
    expect(h.decision(0)).toMatchObject({ kind: 'cards' });
    const d = h.decision(0)!;
    const cands = d.kind === 'cards' ? d.candidates.map((id) => h.state.cardNames[id]).sort() : [];
    expect(cands.length).toBe(2);
    h.do(0, `take ${cands[0]}`);
    const d2 = h.decision(0)!;
    const cands2 = d2.kind === 'cards' ? d2.candidates.map((id) => h.state.cardNames[id]).sort() : [];
    expect(cands2.length).toBe(2);
    expect(cands2).not.toContain(cands[1]);
    h.do(0, `take ${cands2[0]}`);
  });
});
