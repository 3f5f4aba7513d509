// The kingdom bot with Events and Landmarks: a gain valued as the game scores it (Wolf Den, Bandit
// Fort, Museum, Fountain), buys that take VP (Wedding, Triumph, Baths, Labyrinth) or avoid losing
// it, the Mountain Pass bid and Salt the Earth's target; Empires trash-for-benefit cards and card
// profiles. Situation in, choice out.
import { describe, expect, it } from 'vitest';
import { chooseBuy } from '../../../../engine/bots/kingdom/buy.js';
import { eventVp } from '../../../../engine/bots/kingdom/events.js';
import { kingdomAnswer } from '../../../../engine/bots/kingdom/answers.js';
import { donateTrash } from '../../../../engine/bots/kingdom/empires-answers.js';
import { gainVp, mountainPassBid } from '../../../../engine/bots/kingdom/landmarks.js';
import { profileOf } from '../../../../engine/bots/kingdom/plan/profile.js';
import { BIG_MONEY_PLAN } from '../../../../engine/bots/kingdom/plan/plan.js';
import type { AnswerDecision } from '../../../../engine/bots/heuristics.js';
import type { ForcedSetup } from '../../../../engine/index.js';
import { start, type Harness } from '../../../support/harness.js';

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
  'Villa',
];
const game = (setup: ForcedSetup, o: { events?: string[]; landmarks?: string[] } = {}) =>
  start({
    players: 2,
    kingdom: KINGDOM,
    events: o.events,
    landmarks: o.landmarks,
    setup: { firstPlayer: 0, ...setup },
  });
const hand = (cards: string[]): ForcedSetup => ({ players: { '0': { hand: cards } } });

const buyWith = (h: Harness, coins: number, o: { buys?: number; gained?: string[] } = {}) => {
  h.state.turn.phase = 'buy';
  h.state.turn.coins = coins;
  h.state.turn.buys = o.buys ?? 1;
  h.state.turn.gained = o.gained ?? [];
  return chooseBuy(h.state, 0, BIG_MONEY_PLAN);
};

describe('a gain valued as the game scores it', () => {
  it('Wolf Den: a first Duchy is worth nothing, a second one 6 VP', () => {
    const none = game(hand(['Copper', 'Copper']), { landmarks: ['Wolf Den'] });
    expect(gainVp(none.state, 0, 'Duchy')).toBe(0);
    const one = game(hand(['Duchy', 'Copper', 'Copper']), { landmarks: ['Wolf Den'] });
    expect(gainVp(one.state, 0, 'Duchy')).toBe(6);
  });

  it('Bandit Fort: a Silver costs 2 VP; Museum: a new name is worth 2 VP, a copy nothing', () => {
    const fort = game(hand(['Copper']), { landmarks: ['Bandit Fort'] });
    expect(gainVp(fort.state, 0, 'Silver')).toBe(-2);
    const museum = game(hand(['Copper', 'Silver']), { landmarks: ['Museum'] });
    expect(gainVp(museum.state, 0, 'Gold')).toBe(2);
    expect(gainVp(museum.state, 0, 'Silver')).toBe(0);
  });

  it('without scoring Landmarks a gain is worth its printed VP', () => {
    const h = game(hand(['Copper']));
    expect(gainVp(h.state, 0, 'Province')).toBe(6);
    expect(gainVp(h.state, 0, 'Gold')).toBe(0);
  });

  it('Event VP: Conquest counts the Silvers gained this turn, Triumph every card gained', () => {
    const h = game(hand([]), { events: ['Conquest', 'Triumph'] });
    h.state.turn.gained = ['Silver', 'Province'];
    expect(eventVp(h.state, 0, 'Conquest')).toBe(3);
    expect(eventVp(h.state, 0, 'Triumph')).toBe(1 + 3);
  });
});

describe('buys with Events and Landmarks', () => {
  it('Wedding instead of a Gold or a Silver (the Gold and +1 VP for 3 debt); Conquest instead of a Gold', () => {
    const h = game(hand([]), { events: ['Wedding'] });
    expect(buyWith(h, 7)).toBe('Wedding');
    expect(buyWith(h, 4)).toBe('Wedding');
    expect(buyWith(h, 3)).toBe('Silver');
    expect(buyWith(h, 8)).toBe('Province');
    const both = game(hand([]), { events: ['Wedding', 'Conquest'] });
    expect(buyWith(both, 6)).toBe('Conquest');
    expect(buyWith(both, 5)).toBe('Wedding');
    const delve = game(hand([]), { events: ['Wedding', 'Delve'] });
    expect(buyWith(delve, 4)).toBe('Wedding');
    expect(buyWith(delve, 3)).toBe('Delve');
  });

  it('Donate early on a weak hand, once (while the Estates are still there); it trashes down to $7 of Treasure', () => {
    const h = game(
      {
        players: {
          '0': {
            hand: ['Copper', 'Copper', 'Copper'],
            deck: ['Estate', 'Estate', 'Estate', 'Copper', 'Copper', 'Copper', 'Copper', 'Silver'],
          },
        },
      },
      { events: ['Donate'] },
    );
    h.state.players[0].turnsTaken = 2;
    expect(buyWith(h, 3)).toBe('Donate');
    expect(buyWith(h, 5)).not.toBe('Donate');
    h.state.players[0].turnsTaken = 8;
    expect(buyWith(h, 3)).toBe('Silver');
    const pl = h.state.players[0];
    const all = [...pl.hand, ...pl.deck];
    expect(donateTrash(h.state, 0, all).sort()).toEqual(['Copper', 'Copper', 'Estate', 'Estate', 'Estate']);
  });

  it('Wolf Den at the end: an Estate beside the one it has rather than a first Duchy', () => {
    const h = game({ players: { '0': { hand: ['Estate'] } }, piles: { Province: 2 } }, { landmarks: ['Wolf Den'] });
    expect(buyWith(h, 5)).toBe('Estate');
    const plain = game({ players: { '0': { hand: ['Estate'] } }, piles: { Province: 2 } });
    expect(buyWith(plain, 5)).toBe('Duchy');
  });

  it('Bandit Fort at the end: no Silver (it costs 2 VP); an Estate instead', () => {
    const h = game(
      { players: { '0': { hand: ['Copper'] } }, piles: { Province: 2, Estate: 8 } },
      { landmarks: ['Bandit Fort'] },
    );
    expect(buyWith(h, 3)).toBe('Estate');
    const early = game(hand(['Copper']), { landmarks: ['Bandit Fort'] });
    expect(buyWith(early, 3)).toBe('Silver');
  });

  it('Baths at the end: a turn without a gain (2 VP) over an Estate', () => {
    const h = game({ players: { '0': { hand: ['Copper'] } }, piles: { Province: 2 } }, { landmarks: ['Baths'] });
    expect(buyWith(h, 2)).toBeNull();
    const plain = game({ players: { '0': { hand: ['Copper'] } }, piles: { Province: 2 } });
    expect(buyWith(plain, 2)).toBe('Estate');
  });

  it('Fountain: a spare buy takes a Copper while it has fewer than 10', () => {
    const h = game(hand(['Copper', 'Copper']), { landmarks: ['Fountain'] });
    expect(buyWith(h, 1, { buys: 1, gained: ['Silver'] })).toBe('Copper');
    const ten = game(hand(Array<string>(10).fill('Copper')), { landmarks: ['Fountain'] });
    expect(buyWith(ten, 1, { buys: 1, gained: ['Silver'] })).toBeNull();
  });

  it('Labyrinth: a second gain in the turn (a Copper with the spare buy) takes 2 VP', () => {
    const h = game(hand([]), { landmarks: ['Labyrinth'] });
    expect(buyWith(h, 0, { buys: 1, gained: ['Gold'] })).toBe('Copper');
    expect(buyWith(h, 0, { buys: 1, gained: [] })).toBeNull();
  });

  it('Triumph with a spare buy at the end; not in the middle of the game (5 debt)', () => {
    const end = game({ players: { '0': { hand: [] } }, piles: { Province: 2 } }, { events: ['Triumph'] });
    expect(buyWith(end, 0, { buys: 1, gained: ['Province'] })).toBe('Triumph');
    const early = game(hand([]), { events: ['Triumph'] });
    expect(buyWith(early, 0, { buys: 1, gained: ['Gold'] })).toBeNull();
  });
});

describe('answers for Landmarks and Events', () => {
  const bid = (prompt: string): AnswerDecision =>
    ({ kind: 'number', player: 0, min: 0, max: 40, verb: 'bid', source: 'Mountain Pass', prompt }) as AnswerDecision;

  it('Mountain Pass: the least bid that beats the high bid, passing above 7 debt', () => {
    expect(mountainPassBid('Mountain Pass: bid 1 to 40 debt for +8 VP, or 0 to pass.', 40)).toBe(1);
    expect(mountainPassBid('Mountain Pass: the high bid is 3 debt (B). Bid more, up to 40, or 0 to pass.', 40)).toBe(4);
    expect(mountainPassBid('Mountain Pass: the high bid is 7 debt (B). Bid more, up to 40, or 0 to pass.', 40)).toBe(0);
    const h = game(hand([]), { landmarks: ['Mountain Pass'] });
    expect(
      kingdomAnswer(h.state, bid('Mountain Pass: bid 1 to 40 debt for +8 VP, or 0 to pass.'), BIG_MONEY_PLAN),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('Salt the Earth: a Province while ahead, else the fullest other Victory pile', () => {
    const d: AnswerDecision = {
      kind: 'pile',
      player: 0,
      piles: ['Estate', 'Duchy', 'Province'],
      verb: 'trash',
      source: 'Salt the Earth',
      prompt: '',
      optional: false,
    } as AnswerDecision;
    const ahead = game({ players: { '0': { hand: ['Duchy'] } } }, { events: ['Salt the Earth'] });
    expect(kingdomAnswer(ahead.state, d, BIG_MONEY_PLAN)).toEqual({ kind: 'pile', pile: 'Province' });
    const behind = game(
      { players: { '0': { hand: [] }, '1': { hand: ['Duchy'] } }, piles: { Estate: 3 } },
      { events: ['Salt the Earth'] },
    );
    expect(kingdomAnswer(behind.state, d, BIG_MONEY_PLAN)).toEqual({ kind: 'pile', pile: 'Duchy' });
  });
});

describe('Empires cards', () => {
  const trashAnswer = (h: Harness, source: string) => {
    const pl = h.state.players[0];
    // The decision the bot is asked, without the fields the card's rule would add (the bot reads none of them).
    const d = {
      kind: 'cards',
      player: 0,
      candidates: pl.hand,
      min: 1,
      max: 1,
      verb: 'trash',
      source,
      prompt: '',
    } as unknown as AnswerDecision;
    return kingdomAnswer(h.state, d, BIG_MONEY_PLAN);
  };

  it('Catapult trashes Rocks first (a Curse for the others, a Silver back), else junk, else a Copper', () => {
    const rocks = game(hand(['Estate', 'Rocks', 'Copper']));
    expect(trashAnswer(rocks, 'Catapult')).toEqual({ kind: 'cards', cards: ['Rocks'] });
    const junk = game(hand(['Silver', 'Estate', 'Copper']));
    expect(trashAnswer(junk, 'Catapult')).toEqual({ kind: 'cards', cards: ['Estate'] });
  });

  it('Sacrifice trashes an Estate (+2 VP), else a Copper (+$2)', () => {
    expect(trashAnswer(game(hand(['Copper', 'Estate', 'Silver'])), 'Sacrifice')).toEqual({
      kind: 'cards',
      cards: ['Estate'],
    });
    expect(trashAnswer(game(hand(['Copper', 'Silver'])), 'Sacrifice')).toEqual({ kind: 'cards', cards: ['Copper'] });
  });

  it('Gladiator reveals the card the next player owns fewest of', () => {
    const h = game({
      players: {
        '0': { hand: ['Copper', 'Silver', 'Estate'] },
        '1': { hand: ['Copper', 'Estate', 'Estate'], deck: ['Silver', 'Silver'] },
      },
    });
    // The decision the bot is asked, without the fields the card's rule would add (the bot reads none of them).
    const d = {
      kind: 'cards',
      player: 0,
      candidates: h.state.players[0].hand,
      min: 1,
      max: 1,
      verb: 'reveal',
      source: 'Gladiator',
      prompt: '',
    } as unknown as AnswerDecision;
    expect(kingdomAnswer(h.state, d, BIG_MONEY_PLAN)).toEqual({ kind: 'cards', cards: ['Copper'] });
  });

  it('profiles: Enchantress is terminal draw (next turn), Archive and Chariot Race cantrips', () => {
    expect(profileOf('Enchantress')).toMatchObject({ terminal: true, cards: 2 });
    expect(profileOf('Archive')).toMatchObject({ terminal: false, cards: 1, actions: 1 });
    expect(profileOf('Chariot Race')).toMatchObject({ terminal: false, cards: 1 });
  });
});

describe('Defiled Shrine', () => {
  it('buys a Curse at the end when the Shrine holds more VP than the Curse costs', () => {
    const h = game(
      { players: { '0': { hand: [] } }, piles: { Province: 2 }, landmarkTokens: { 'Defiled Shrine': 5 } },
      { landmarks: ['Defiled Shrine'] },
    );
    expect(buyWith(h, 0)).toBe('Curse');
    const poor = game(
      { players: { '0': { hand: [] } }, piles: { Province: 2 }, landmarkTokens: { 'Defiled Shrine': 1 } },
      { landmarks: ['Defiled Shrine'] },
    );
    expect(buyWith(poor, 0)).toBeNull();
  });
});
