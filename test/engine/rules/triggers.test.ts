// Ordering simultaneous triggers: a player orders their own, but is not asked when the order cannot
// matter (all but at most one are Trigger.independent) — from rules version 2. Version 1 games,
// whose logs hold those answers, still ask, so they replay unchanged.
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Groundskeeper',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];

/** Alice plays Village, then buys a second Village with $4 left: Basilica, Colonnade and Tax all trigger. */
function buyVillage(rulesVersion?: number) {
  const h = start({
    kingdom: KINGDOM,
    events: ['Tax'],
    landmarks: ['Basilica', 'Colonnade'],
    ...(rulesVersion ? { rulesVersion } : {}),
    setup: { firstPlayer: 0, players: { 0: { hand: ['Village', 'Gold', 'Gold', 'Copper', 'Estate'] } } },
  });
  return h.do(0, 'play Village', 'end actions', 'play treasures', 'buy Village');
}

describe('ordering simultaneous triggers', () => {
  it('is the current rules version', () => expect(RULES_VERSION).toBe(4));

  it('Basilica + Colonnade + Tax on one buy: nothing to order, all three resolve', () => {
    const h = buyVillage();
    expect(h.decision(0)).toMatchObject({ kind: 'turn', phase: 'buy' });
    expect(h.state.players[0].vpTokens).toBe(4);
    expect(h.state.players[0].debt).toBe(1);
    expect(h.state.supply.find((p) => p.name === 'Village')!.debtTokens).toBe(0);
  });

  it('a rules-version-1 game still asks for that order (its log answers it)', () => {
    const h = buyVillage(1);
    expect(h.decision(0)).toMatchObject({ kind: 'option', verb: 'resolve' });
    const d = h.decision(0);
    const labels = d?.kind === 'option' ? d.options.map((o) => o.label) : [];
    expect(labels.sort()).toEqual(['Basilica', 'Colonnade', 'Tax']);
  });

  it('Labyrinth + Battlefield + Groundskeeper on a second gain that is a Victory card: +5 VP, nothing asked', () => {
    const h = start({
      kingdom: KINGDOM,
      landmarks: ['Labyrinth', 'Battlefield'],
      setup: { firstPlayer: 0, players: { 0: { hand: ['Groundskeeper', 'Market', 'Gold', 'Gold', 'Copper'] } } },
    });
    h.do(0, 'play Market', 'play Groundskeeper', 'end actions', 'play treasures', 'buy Silver', 'buy Duchy');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.state.players[0].vpTokens).toBe(2 + 2 + 1);
  });

  it('one trigger that is not independent with independent ones: nothing asked (Aqueduct takes, Battlefield takes)', () => {
    const h = start({
      kingdom: KINGDOM,
      landmarks: ['Aqueduct', 'Battlefield'],
      setup: { firstPlayer: 0, players: { 0: { hand: ['Market', 'Gold', 'Gold', 'Copper', 'Copper'] } } },
    });
    h.do(0, 'play Market', 'end actions', 'play treasures', 'buy Gold'); // 1 VP moves to Aqueduct
    expect(h.state.landmarks.find((l) => l.name === 'Aqueduct')!.vpTokens).toBe(1);
    h.do(0, 'buy Estate');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.state.players[0].vpTokens).toBe(1 + 2);
  });

  it('two triggers that are not independent are still ordered by the player (Aqueduct + Defiled Shrine on Crown)', () => {
    const h = start({
      kingdom: ['Crown', ...KINGDOM.slice(1)],
      landmarks: ['Aqueduct', 'Defiled Shrine'],
      setup: { firstPlayer: 0, players: { 0: { hand: ['Gold', 'Silver', 'Estate', 'Estate', 'Estate'] } } },
    });
    h.do(0, 'end actions', 'play treasures', 'buy Crown');
    expect(h.decision(0)).toMatchObject({ kind: 'option', verb: 'resolve' });
  });
});
