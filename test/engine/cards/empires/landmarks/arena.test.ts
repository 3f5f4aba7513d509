import { describe, expect, it } from 'vitest';
import { arena } from '../../../../../engine/cards/empires/landmarks/arena.js';
import { game, landmark, vp } from '../landscape-support.js';

describe('Arena', () => {
  it('is a Landmark with the printed text', () => {
    expect(arena).toMatchObject({ kind: 'landmark' });
    expect(arena.text).toBe(
      'At the start of your Buy phase, you may discard an Action card. If you do, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
    );
  });

  it('setup: 6 VP per player', () => {
    expect(landmark(game({ landmarks: ['Arena'] }), 'Arena').vpTokens).toBe(12);
    expect(landmark(game({ landmarks: ['Arena'], players: 3 }), 'Arena').vpTokens).toBe(18);
  });

  it('at the start of the Buy phase, discarding an Action card takes 2 VP', () => {
    const h = game({ landmarks: ['Arena'], zones: { 0: { hand: ['Village', 'Smithy', 'Copper'] } } });
    h.do(0, 'end actions');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'discard', min: 0, max: 1, source: 'Arena' });
    h.do(0, 'discard Smithy');
    expect(h.discard(0)).toEqual(['Smithy']);
    expect(vp(h, 0)).toBe(2);
    expect(landmark(h, 'Arena').vpTokens).toBe(10);
    expect(h.turn.phase).toBe('buy');
  });

  it('declining gives nothing; no Action card in hand asks nothing', () => {
    const h = game({ landmarks: ['Arena'], zones: { 0: { hand: ['Village', 'Copper'] } } });
    h.do(0, 'end actions', 'discard nothing');
    expect(vp(h, 0)).toBe(0);
    expect(h.hand(0)).toEqual(['Copper', 'Village']);
    const h2 = game({ landmarks: ['Arena'], zones: { 0: { hand: ['Copper'] } } });
    h2.do(0, 'end actions');
    expect(h2.decision(0)?.kind).toBe('turn');
  });

  it('hands out what is left, then nothing', () => {
    const h = game({ landmarks: ['Arena'], zones: { 0: { hand: ['Village', 'Copper'] } } });
    landmark(h, 'Arena').vpTokens = 1;
    h.do(0, 'end actions', 'discard Village');
    expect(vp(h, 0)).toBe(1);
    expect(landmark(h, 'Arena').vpTokens).toBe(0);
  });
});
