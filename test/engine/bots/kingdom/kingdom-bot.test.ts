// The kingdom bot's decisions that could go wrong: terminal collision, trashing, modes, gains,
// buys near the end, Events and Landmarks; and whole games on random kingdoms of all three sets
// (every card of the kingdom in the plan) without a rejected move.
import { describe, expect, it } from 'vitest';
import { hardBot, normalBot, planFor, playBotGame, getBot, type Bot } from '../../../../engine/bots/index.js';
import { newGame, seedFromString } from '../../../../engine/index.js';
import type { ForcedSetup, GameConfig, Move } from '../../../../engine/index.js';
import { chooseBuy, totalMoney } from '../../../../engine/bots/kingdom/buy.js';
import {
  BIG_MONEY_PLAN,
  combine,
  singlePlan,
  singlePlans,
  staticPlan,
  type BuyPlan,
} from '../../../../engine/bots/kingdom/plan/plan.js';
import { planBot } from '../../../../engine/bots/kingdom/plan/search.js';
import { actionToPlay, planMove } from '../../../../engine/bots/kingdom/turn.js';
import { start, type Harness } from '../../../support/harness.js';

const KINGDOM = [
  'Chapel',
  'Courtier',
  'Minion',
  'Moneylender',
  'Nobles',
  'Smithy',
  'Village',
  'Witch',
  'Wild Hunt',
  'Workshop',
];
const game = (setup: ForcedSetup, o: { kingdom?: string[]; events?: string[]; landmarks?: string[] } = {}) =>
  start({
    players: 2,
    kingdom: o.kingdom ?? KINGDOM,
    events: o.events,
    landmarks: o.landmarks,
    setup: { firstPlayer: 0, ...setup },
  });
const move = (h: Harness, p: number, plan: BuyPlan = BIG_MONEY_PLAN): Move =>
  planMove(h.state, p, plan, seedFromString('t'));
const answerOf = (m: Move) => {
  if (m.type !== 'answer') throw new Error(`expected an answer, got ${m.type}`);
  return m.answer;
};

describe('which Action to play', () => {
  it('a village before the terminal it feeds; with one Action, the terminal worth most', () => {
    const h = game({ players: { '0': { hand: ['Smithy', 'Village', 'Workshop', 'Copper', 'Copper'] } } });
    expect(actionToPlay(h.state, 0)).toBe('Village');
    const h2 = game({ players: { '0': { hand: ['Smithy', 'Workshop', 'Copper', 'Copper', 'Estate'] } } });
    expect(actionToPlay(h2.state, 0)).toBe('Smithy');
    const h3 = game({ players: { '0': { hand: ['Smithy', 'Witch', 'Copper', 'Copper', 'Estate'] } } });
    expect(actionToPlay(h3.state, 0)).toBe('Witch');
  });

  it('ends the Action phase with no Action left to play', () => {
    const h = game({
      players: {
        '0': { hand: ['Smithy', 'Witch', 'Copper', 'Copper', 'Estate'], deck: ['Copper', 'Copper', 'Copper'] },
      },
    });
    h.do(0, 'play Witch');
    expect(move(h, 0)).toEqual({ type: 'endPhase', player: 0 });
  });
});

describe('answers', () => {
  it('Chapel trashes Curses and Estates, and Coppers only once the deck has other money', () => {
    const h = game({ players: { '0': { hand: ['Chapel', 'Curse', 'Estate', 'Copper', 'Copper'], deck: ['Silver'] } } });
    h.do(0, 'play Chapel');
    expect(answerOf(move(h, 0))).toEqual({ kind: 'cards', cards: ['Curse', 'Estate'] });
    const rich = game({
      players: { '0': { hand: ['Chapel', 'Estate', 'Copper', 'Copper', 'Silver'], deck: ['Gold', 'Silver'] } },
    });
    rich.do(0, 'play Chapel');
    expect(answerOf(move(rich, 0))).toEqual({ kind: 'cards', cards: ['Estate', 'Copper', 'Copper'] });
  });

  it('Moneylender trashes a Copper for +$3', () => {
    const h = game({ players: { '0': { hand: ['Moneylender', 'Copper', 'Estate'] } } });
    h.do(0, 'play Moneylender');
    expect(answerOf(move(h, 0))).toEqual({ kind: 'cards', cards: ['Copper'] });
  });

  it('Nobles takes +2 Actions only to play another terminal', () => {
    const h = game({
      players: { '0': { hand: ['Nobles', 'Smithy', 'Copper'], deck: ['Copper', 'Copper', 'Copper'] } },
    });
    h.do(0, 'play Nobles');
    expect(answerOf(move(h, 0))).toEqual({ kind: 'option', options: ['actions'] });
    const h2 = game({
      players: { '0': { hand: ['Nobles', 'Copper', 'Copper'], deck: ['Copper', 'Copper', 'Copper'] } },
    });
    h2.do(0, 'play Nobles');
    expect(answerOf(move(h2, 0))).toEqual({ kind: 'option', options: ['cards'] });
  });

  it('Minion takes +$2 with a good hand and cycles a poor one', () => {
    const rich = game({ players: { '0': { hand: ['Minion', 'Gold', 'Silver', 'Copper'] } } });
    rich.do(0, 'play Minion');
    expect(answerOf(move(rich, 0))).toEqual({ kind: 'option', options: ['coins'] });
    const poor = game({ players: { '0': { hand: ['Minion', 'Estate', 'Estate', 'Copper'] } } });
    poor.do(0, 'play Minion');
    expect(answerOf(move(poor, 0))).toEqual({ kind: 'option', options: ['discard'] });
  });

  it('Workshop gains the card the plan wants before a pricier one, else a Silver (no Action off the plan)', () => {
    const h = game({ players: { '0': { hand: ['Workshop'] } } });
    h.do(0, 'play Workshop');
    expect(answerOf(move(h, 0, singlePlan('Village')))).toEqual({ kind: 'pile', pile: 'Village' });
    expect(answerOf(move(h, 0, BIG_MONEY_PLAN))).toEqual({ kind: 'pile', pile: 'Silver' });
  });

  it('Arena: discards an Action at the start of the Buy phase for 2 VP', () => {
    const h = game(
      { players: { '0': { hand: ['Smithy', 'Copper', 'Copper', 'Copper', 'Copper'] } } },
      { landmarks: ['Arena'] },
    );
    h.do(0, 'end');
    expect(answerOf(move(h, 0))).toEqual({ kind: 'cards', cards: ['Smithy'] });
  });

  it("Wild Hunt takes the pile's VP once there are 4 of them", () => {
    const h = game({ players: { '0': { hand: ['Wild Hunt', 'Copper'], deck: ['Copper', 'Copper', 'Copper'] } } });
    h.state.supply.find((p) => p.name === 'Wild Hunt')!.vpTokens = 4;
    h.do(0, 'play Wild Hunt');
    expect(answerOf(move(h, 0))).toEqual({ kind: 'option', options: ['estate'] });
  });
});

describe('buys', () => {
  const buyWith = (h: Harness, coins: number, plan: BuyPlan = BIG_MONEY_PLAN) => {
    h.state.turn.phase = 'buy';
    h.state.turn.coins = coins;
    return chooseBuy(h.state, 0, plan);
  };

  it("buys the plan's first copy of a card before Gold, a second only at $5", () => {
    const h = game({ players: { '0': { hand: [] } } });
    const plan = singlePlan('Witch');
    expect(buyWith(h, 6, plan)).toBe('Witch');
    expect(buyWith(h, 3, plan)).toBe('Silver');
    expect(buyWith(h, 8, plan)).toBe('Province');
  });

  it('does not take the last Province when that loses; greens with Duchies instead', () => {
    const h = game({
      players: { '0': { hand: [] }, '1': { hand: ['Province', 'Province', 'Province'] } },
      piles: { Province: 1 },
    });
    expect(buyWith(h, 8)).toBe('Duchy');
    const ahead = game({
      players: { '0': { hand: ['Province', 'Province'] }, '1': { hand: ['Province'] } },
      piles: { Province: 1 },
    });
    expect(buyWith(ahead, 8)).toBe('Province');
  });

  it('a plan that waits for $18 takes Gold over an early Province, and Province once the deck makes enough', () => {
    const waits: BuyPlan = { ...BIG_MONEY_PLAN, provinceMoney: 18 };
    const poor = game({ players: { '0': { hand: ['Silver'] } } });
    expect(buyWith(poor, 8, waits)).toBe('Gold');
    expect(buyWith(poor, 8)).toBe('Province');
    const almost = game({ players: { '0': { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Gold', 'Silver'] } } });
    expect(totalMoney(almost.state, 0)).toBe(17);
    expect(buyWith(almost, 8, waits)).toBe('Gold');
    const enough = game({ players: { '0': { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Gold', 'Gold'] } } });
    expect(buyWith(enough, 8, waits)).toBe('Province');
    // Once the greening starts (6 Provinces or fewer), the wait is over.
    const late = game({ players: { '0': { hand: ['Silver'] } }, piles: { Province: 6 } });
    expect(buyWith(late, 8, waits)).toBe('Province');
  });

  it('Events: Dominate at $14, Delve instead of a Silver', () => {
    const h = game({ players: { '0': { hand: [] } } }, { events: ['Dominate', 'Delve'] });
    expect(buyWith(h, 14)).toBe('Dominate');
    expect(buyWith(h, 4)).toBe('Delve');
  });
});

describe('plans', () => {
  it('normal picks the Curser; single plans cover every Action and Treasure of the kingdom', () => {
    const config = start({ kingdom: KINGDOM }).config;
    expect(staticPlan(config).entries[0].card).toBe('Witch');
    expect(
      singlePlans(config)
        .map((p) => p.entries[0].card)
        .sort(),
    ).toEqual([...KINGDOM].sort());
  });

  it("hard's plan is a pure function of the kingdom: the same config gives the same plan", () => {
    const config = start({ kingdom: KINGDOM }).config;
    const a = planFor(config, 'hard');
    expect(planFor({ ...config, seed: 'other' }, 'hard')).toBe(a);
    expect(a.entries.length).toBeGreaterThan(0);
  });
});

describe('whole games', () => {
  const names = ['Ann', 'Ben', 'Cid', 'Dee'];
  const configFor = (i: number): GameConfig =>
    newGame({
      players: names.slice(0, 2 + (i % 3)),
      seed: `kingdom-bot/${i}`,
      randomFrom: ['base', 'intrigue', 'empires'],
      randomLandscapes: 2,
    }).state.config;

  it('a plan holding every card of the kingdom answers every decision of random games, all three sets, with no rejected move', () => {
    const rejected: string[] = [];
    for (let i = 0; i < 24; i++) {
      const config = configFor(i);
      const all = singlePlans(config).reduce(combine, BIG_MONEY_PLAN);
      const bots: Bot[] = config.players.map((_, p) =>
        p % 2 === 0 ? planBot(all) : p === 1 ? normalBot : getBot('easy'),
      );
      const g = playBotGame({ config, bots, maxTurnsPerPlayer: 80 });
      for (const r of g.rejected) rejected.push(`${config.seed} ${r.bot}: ${JSON.stringify(r.move)}: ${r.error}`);
    }
    expect(rejected).toEqual([]);
  });

  it('hard plays a whole game of a random kingdom with no rejected move', () => {
    const config = configFor(3);
    const g = playBotGame({ config, bots: config.players.map(() => hardBot) });
    expect(g.rejected).toEqual([]);
    expect(g.state.result).not.toBeNull();
  });
});
