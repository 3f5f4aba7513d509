import { describe, expect, it } from 'vitest';
import { start } from '../../support/harness.js';
import { score } from '../../../engine/index.js';

const setup = {
  firstPlayer: 0,
  players: {
    '0': { hand: ['Militia', 'Copper', 'Copper', 'Silver', 'Estate'], deck: ['Gold', 'Province'] },
    '1': { hand: ['Copper', 'Copper', 'Estate', 'Estate', 'Moat'], deck: ['Duchy'] },
  },
};

describe('view', () => {
  it('shows my hand, and only counts of the other hand and of every deck', () => {
    // Bandit is not in this kingdom, so its name can only come from Alice's hand.
    const v = start({
      setup: {
        ...setup,
        players: { ...setup.players, '0': { hand: ['Bandit', 'Copper'], deck: ['Gold', 'Province'] } },
      },
    }).view(1);
    expect(v.you?.hand.slice().sort()).toEqual(['Copper', 'Copper', 'Estate', 'Estate', 'Moat']);
    expect(v.players[0]).toMatchObject({ handCount: 2, deckCount: 2 });
    expect(JSON.stringify(v)).not.toContain('Bandit');
    expect(JSON.stringify(v)).not.toContain('"rng"');
  });

  it('gives the owner the prompt of a decision and others only who decides and for which card', () => {
    const h = start({ setup }).do(0, 'end actions');
    expect(h.view(1).waitingOn).toEqual([
      { player: 0, name: 'Alice', kind: 'turn', verb: 'buy', source: null, prompt: null },
    ]);
    expect(h.view(0).waitingOn[0]?.prompt).toBeTruthy();
  });

  it('keeps even the verb and card of a Reaction question from the others: it is asked only because of the hand', () => {
    const h = start({ setup }).do(0, 'play Militia');
    // Bob asked to reveal Moat (a game without Reaction settings asks).
    expect(h.view(1).decision).toMatchObject({ kind: 'option', source: 'Militia' });
    expect(h.view(0).waitingOn).toEqual([
      { player: 1, name: 'Bob', kind: null, verb: null, source: null, prompt: null },
    ]);
    expect(h.view(1).waitingOn[0]).toMatchObject({ kind: 'option', verb: 'reveal', source: 'Militia' });
    expect(h.view(1).waitingOn[0]?.prompt).toContain('Militia');
  });

  it('says when Treasures can no longer be played this Buy phase', () => {
    const h = start({ setup }).do(0, 'end actions', 'play Copper');
    expect(h.view(0).turn.treasuresLocked).toBe(false);
    h.do(0, 'buy Copper');
    expect(h.view(0).turn.treasuresLocked).toBe(true);
  });
});

describe('view: what a regular tracks', () => {
  it("gives every player's VP as everyone can count it (the score: every VP source is public)", () => {
    const h = start({ setup }).do(0, 'end actions', 'play treasures', 'buy Estate', 'end');
    const scores = [score(h.state, 0), score(h.state, 1)];
    expect(h.view(0).vp).toEqual(scores);
    expect(h.view(1).vp).toEqual(scores);
    expect(h.view(null).vp).toEqual(scores);
  });

  it('hides the VP count with Masquerade and 3+ players (a pass is seen only by the two players involved)', () => {
    expect(start({ players: 3, kingdom: ['Masquerade', ...FILLER9] }).view(0).vp).toBeNull();
    expect(start({ players: 2, kingdom: ['Masquerade', ...FILLER9] }).view(0).vp).toHaveLength(2);
  });

  it("gives the viewer every card they own, counted by name, and nobody else's", () => {
    const h = start({ setup });
    const v = h.view(1);
    const total = Object.values(v.you!.owned).reduce((a, b) => a + b, 0);
    expect(total).toBe(
      h.state.players[1].hand.length + h.state.players[1].deck.length + h.state.players[1].discard.length,
    );
    expect(v.you!.owned.Moat).toBe(1);
    expect(v.you!.owned.Militia).toBeUndefined();
    expect(h.view(null).you).toBeNull();
  });
});

const FILLER9 = ['Cellar', 'Festival', 'Laboratory', 'Market', 'Militia', 'Moat', 'Smithy', 'Village', 'Witch'];
