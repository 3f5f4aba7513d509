// `hard`'s end-game lookahead (engine/bots/kingdom/lookahead.ts): when it applies, the buys it
// compares, the buy it makes in clear situations, and that it never reads hidden cards — states
// that differ only in the opponent's hand and deck, the bot's own deck order or the game's random
// stream give the same determinised copies and the same decision.
import { describe, expect, it } from 'vitest';
import { seedFromString } from '../../../../engine/index.js';
import type { ForcedSetup, GameState } from '../../../../engine/index.js';
import {
  candidates,
  copyState,
  determinise,
  lookaheadMove,
  publicSeed,
} from '../../../../engine/bots/kingdom/lookahead.js';
import { combine, singlePlan } from '../../../../engine/bots/kingdom/plan/plan.js';
import { planMove } from '../../../../engine/bots/kingdom/turn.js';
import { start } from '../../../support/harness.js';

const FIRST_GAME = [
  'Cellar',
  'Market',
  'Merchant',
  'Militia',
  'Mine',
  'Moat',
  'Remodel',
  'Smithy',
  'Village',
  'Workshop',
];
const PLAN = combine(singlePlan('Militia'), singlePlan('Market'));
const MONEY = ['Copper', 'Copper', 'Copper', 'Silver', 'Silver', 'Gold', 'Estate', 'Copper', 'Silver', 'Copper'];

/** Seat 0 in its Buy phase with `coins` to spend (no Treasure left in hand), both decks of money. */
function atBuy(coins: number, o: { provinces: number; mine: string[]; theirs: string[] }): GameState {
  const setup: ForcedSetup = {
    firstPlayer: 0,
    piles: { Province: o.provinces },
    players: {
      '0': { hand: ['Estate'], deck: MONEY, discard: o.mine },
      '1': { hand: ['Copper', 'Silver', 'Gold', 'Copper', 'Estate'], deck: MONEY, discard: o.theirs },
    },
    turn: { phase: 'buy', coins, buys: 1 },
  };
  return start({ players: 2, kingdom: FIRST_GAME, setup }).state;
}

describe('end-game lookahead: when it applies', () => {
  it('stays out while the end is far, and outside a plain buy decision', () => {
    expect(lookaheadMove(atBuy(8, { provinces: 8, mine: [], theirs: [] }), 0, PLAN)).toBeNull();
    const s = atBuy(8, { provinces: 3, mine: [], theirs: [] });
    // Not seat 1's decision.
    expect(lookaheadMove(s, 1, PLAN)).toBeNull();
    s.turn.buys = 0;
    expect(lookaheadMove(s, 0, PLAN)).toBeNull();
  });

  it("compares the plan's own buy with the green and money buys this $ allows", () => {
    const s = atBuy(8, { provinces: 3, mine: [], theirs: [] });
    expect(candidates(s, 'Province')).toEqual(['Province', 'Duchy', 'Gold']);
    s.turn.coins = 3;
    expect(candidates(s, 'Silver')).toEqual(['Silver', 'Estate', null]);
  });
});

describe('end-game lookahead: buys', () => {
  it('takes the last Province when it wins (no playout needed) and never when it loses', () => {
    const ahead = atBuy(8, { provinces: 1, mine: ['Province', 'Duchy'], theirs: ['Province'] });
    expect(lookaheadMove(ahead, 0, PLAN)).toBeNull();
    // Null hands the move to the plan's rules (kingdom-bot.ts), which take the winning Province.
    expect(planMove(ahead, 0, PLAN, seedFromString('any'))).toEqual({ type: 'buy', player: 0, card: 'Province' });
    // 8 VP behind: the last Province would end the game on a loss.
    const behind = atBuy(8, { provinces: 1, mine: [], theirs: ['Province', 'Province'] });
    const move = lookaheadMove(behind, 0, PLAN);
    expect(move).not.toBeNull();
    expect(move).not.toEqual({ type: 'buy', player: 0, card: 'Province' });
  });

  it('is deterministic: the same state gives the same buy', () => {
    const s = atBuy(6, { provinces: 3, mine: ['Province'], theirs: ['Province', 'Duchy'] });
    expect(lookaheadMove(s, 0, PLAN)).toEqual(lookaheadMove(copyState(s), 0, PLAN));
  });
});

describe('end-game lookahead never reads hidden cards', () => {
  /** The same game with the opponent's hand, deck and discard shuffled together and the bot's own deck reversed, and another random stream. */
  function hiddenShuffled(s: GameState): GameState {
    const t = copyState(s);
    const opp = t.players[1];
    const top = opp.discard.pop()!;
    const pool = [...opp.deck, ...opp.discard, ...opp.hand].reverse();
    opp.hand = pool.slice(0, opp.hand.length);
    opp.deck = pool.slice(opp.hand.length, opp.hand.length + opp.deck.length);
    opp.discard = [...pool.slice(opp.hand.length + opp.deck.length), top];
    t.players[0].deck.reverse();
    t.rng = seedFromString('another stream');
    return t;
  }

  it('deals the same determinised copies and makes the same buy', () => {
    const s = atBuy(6, { provinces: 3, mine: ['Province', 'Silver'], theirs: ['Province', 'Duchy', 'Gold'] });
    const t = hiddenShuffled(s);
    const theirs = (g: GameState) => [...g.players[1].hand, ...g.players[1].deck].map((id) => g.cardNames[id]);
    expect(theirs(t)).not.toEqual(theirs(s));
    expect(publicSeed(t, 0)).toEqual(publicSeed(s, 0));
    expect(determinise(t, 0, seedFromString('k'))).toEqual(determinise(s, 0, seedFromString('k')));
    expect(lookaheadMove(t, 0, PLAN)).toEqual(lookaheadMove(s, 0, PLAN));
  });

  it("deals the opponent's face-down cards (Archive) anew: only their count is known", () => {
    /** The opponent holds two cards face down under an Archive from last turn: those named, taken from their deck. */
    const archived = (names: string[]): GameState => {
      const s = atBuy(6, { provinces: 3, mine: ['Province'], theirs: ['Province', 'Duchy'] });
      const opp = s.players[1];
      for (const name of names) {
        const at = opp.deck.findIndex((id) => s.cardNames[id] === name);
        opp.looking.push(...opp.deck.splice(at, 1));
      }
      opp.durations.push({
        card: 'Archive',
        keep: [],
        data: { cards: [...opp.looking] },
        createdTurn: s.turn.number - 1,
      });
      return s;
    };
    const s = archived(['Gold', 'Estate']);
    const t = archived(['Copper', 'Copper']);
    // The opponent's deck of the other state holds what this one's face-down cards are, in the same places.
    const opp = (g: GameState) => g.players[1];
    const names = (g: GameState) => opp(g).looking.map((id) => g.cardNames[id]);
    expect(names(s)).not.toEqual(names(t));
    const ds = determinise(s, 0, seedFromString('k'));
    expect(determinise(t, 0, seedFromString('k'))).toEqual(ds);
    // The copy plays on consistently: Archive's record names exactly the cards dealt face down.
    expect(opp(ds).looking).toHaveLength(2);
    expect(opp(ds).durations[0].data.cards).toEqual(opp(ds).looking);
    expect(lookaheadMove(t, 0, PLAN)).toEqual(lookaheadMove(s, 0, PLAN));
  });

  it("keeps what the bot knows: its own hand and discard, the piles, every zone's size", () => {
    const s = atBuy(6, { provinces: 3, mine: ['Province', 'Silver'], theirs: ['Province', 'Duchy', 'Gold'] });
    const d = determinise(s, 0, seedFromString('k'));
    expect(d.players[0].hand).toEqual(s.players[0].hand);
    expect(d.players[0].discard).toEqual(s.players[0].discard);
    expect([...d.players[0].deck].sort()).toEqual([...s.players[0].deck].sort());
    expect(d.supply).toEqual(s.supply);
    for (const p of [0, 1]) {
      for (const zone of ['hand', 'deck', 'discard'] as const)
        expect(d.players[p][zone]).toHaveLength(s.players[p][zone].length);
    }
    // The opponent's visible discard top stays; the rest of their cards are the same cards.
    expect(d.players[1].discard.at(-1)).toBe(s.players[1].discard.at(-1));
    const all = (g: GameState) => [...g.players[1].hand, ...g.players[1].deck, ...g.players[1].discard].sort();
    expect(all(d)).toEqual(all(s));
    expect(d.rng).not.toEqual(s.rng);
  });
});
