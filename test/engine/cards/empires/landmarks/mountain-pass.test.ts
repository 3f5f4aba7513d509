import { describe, expect, it } from 'vitest';
import { mountainPass } from '../../../../../engine/cards/empires/landmarks/mountain-pass.js';
import { debt, game, toBuy, vp } from '../landscape-support.js';

const rich = { hand: ['Gold', 'Gold', 'Silver'], deck: Array(10).fill('Copper') };

describe('Mountain Pass', () => {
  it('is a Landmark with the printed (2018) text', () => {
    expect(mountainPass).toMatchObject({ kind: 'landmark' });
    expect(mountainPass.text).toBe(
      'When you are the first player to gain a Province, after that turn, each player bids once, up to 40 debt, ending with you. High bidder gets +8 VP and takes the debt they bid.',
    );
  });

  it('after the turn of the first Province, bids go left from the gainer, ending with them; high bidder takes +8 VP and the debt', () => {
    const h = game({ landmarks: ['Mountain Pass'], players: 3, zones: { 0: rich } });
    toBuy(h).do(0, 'buy Province');
    expect(h.decision(0)?.kind).toBe('turn');
    h.do(0, 'end turn');
    expect(h.turn.phase).toBe('between');
    expect(h.decision(1)).toMatchObject({ kind: 'number', verb: 'bid', min: 0, max: 40, source: 'Mountain Pass' });
    expect(h.decision(2)).toBeUndefined();
    h.do(1, 'bid 5');
    // A bid that does not beat 5 is asked again, saying why.
    h.do(2, 'bid 5');
    expect(h.decision(2)).toMatchObject({
      kind: 'number',
      prompt: expect.stringMatching(
        /^Your bid of 5 does not beat 5\. Mountain Pass: the high bid is 5 debt/,
      ) as unknown,
    });
    h.do(2, 'bid 0');
    expect(h.try(0, 'bid 41').ok).toBe(false);
    h.do(0, 'bid 6');
    expect(vp(h, 0)).toBe(8);
    expect(debt(h, 0)).toBe(6);
    expect([vp(h, 1), debt(h, 1), vp(h, 2), debt(h, 2)]).toEqual([0, 0, 0, 0]);
    expect(h.turn.player).toBe(1);
  });

  it('all passing: nothing happens, and it never happens again', () => {
    const h = game({ landmarks: ['Mountain Pass'], zones: { 0: rich, 1: rich } });
    toBuy(h).do(0, 'buy Province', 'end turn');
    h.do(1, 'bid 0');
    h.do(0, 'bid 0');
    expect([vp(h, 0), vp(h, 1), debt(h, 0), debt(h, 1)]).toEqual([0, 0, 0, 0]);
    toBuy(h, 1).do(1, 'buy Province', 'end turn');
    expect(h.turn.player).toBe(0);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('a bid of 40 cannot be beaten: nobody after it is asked', () => {
    const h = game({ landmarks: ['Mountain Pass'], players: 3, zones: { 0: rich } });
    toBuy(h).do(0, 'buy Province', 'end turn');
    h.do(1, 'bid 40');
    expect(h.turn.player).toBe(1);
    expect(vp(h, 1)).toBe(8);
    expect(debt(h, 1)).toBe(40);
  });

  it('Provinces that left the pile without being gained (Salt the Earth) do not trigger it', () => {
    const h = game({ landmarks: ['Mountain Pass'], events: ['Salt the Earth'], zones: { 0: rich } });
    toBuy(h).do(0, 'buy Salt the Earth', 'trash Province', 'end turn');
    expect(h.turn.player).toBe(1);
    expect(h.decision(1)?.kind).toBe('turn');
  });

  it('a later bidder can win; the gainer may pass', () => {
    const h = game({ landmarks: ['Mountain Pass'], players: 3, zones: { 0: rich } });
    toBuy(h).do(0, 'buy Province', 'end turn');
    h.do(1, 'bid 1');
    h.do(2, 'bid 2');
    expect(h.decision(0)).toMatchObject({ kind: 'number' });
    h.do(0, 'bid 0');
    expect([vp(h, 2), debt(h, 2)]).toEqual([8, 2]);
  });
});
