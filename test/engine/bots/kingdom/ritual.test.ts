// Ritual for the kingdom bot: bought late for the card in hand worth most (its $ less the VP it
// loses, less 1 for the Curse), and its trash takes that card. Situation in, choice out.
import { describe, expect, it } from 'vitest';
import { chooseBuy } from '../../../../engine/bots/kingdom/buy.js';
import { eventVp } from '../../../../engine/bots/kingdom/events.js';
import { kingdomAnswer } from '../../../../engine/bots/kingdom/answers.js';
import { BIG_MONEY_PLAN } from '../../../../engine/bots/kingdom/plan/plan.js';
import type { AnswerDecision } from '../../../../engine/bots/heuristics.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Archive',
  'Chariot Race',
  'City Quarter',
  'Crown',
  'Enchantress',
  'Engineer',
  'Forum',
  'Overlord',
  'Temple',
  'Witch',
];

const late = (hand: string[], provinces: number, curses = 10) => {
  return start({
    players: 2,
    kingdom: KINGDOM,
    events: ['Ritual'],
    setup: {
      firstPlayer: 0,
      piles: { Province: provinces, Curse: curses },
      players: { '0': { hand } },
      turn: { phase: 'buy', coins: 4 },
    },
  });
};

describe('Ritual', () => {
  it('late, with a dead Witch in hand at $4: Ritual (+5 VP less the Curse) over an Estate, and the Witch is trashed', () => {
    const h = late(['Witch', 'Estate'], 2);
    expect(eventVp(h.state, 0, 'Ritual')).toBe(4);
    expect(chooseBuy(h.state, 0, BIG_MONEY_PLAN)).toBe('Ritual');
    h.do(0, 'buy Ritual');
    const d = h.state.pending.find((x) => x.player === 0 && x.kind === 'cards') as AnswerDecision;
    expect(d).toBeDefined();
    expect(kingdomAnswer(h.state, d, BIG_MONEY_PLAN)).toEqual({ kind: 'cards', cards: ['Witch'] });
  });

  it('not before the greening, not for an Estate in hand, not without a Curse to gain', () => {
    expect(chooseBuy(late(['Witch', 'Estate'], 8).state, 0, BIG_MONEY_PLAN)).toBe('Silver');
    expect(eventVp(late(['Estate'], 2).state, 0, 'Ritual')).toBe(0);
    expect(chooseBuy(late(['Estate'], 2).state, 0, BIG_MONEY_PLAN)).not.toBe('Ritual');
    expect(eventVp(late(['Witch'], 2, 0).state, 0, 'Ritual')).toBe(null);
  });
});
