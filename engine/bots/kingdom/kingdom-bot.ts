// The bots that play the kingdom: `normal` (a fixed estimate picks the card to add to Big Money)
// and `hard` (the plan is found by simulation before its first move). Each plan is a pure function
// of the game's config, kept in a small cache so a process computes it once per kingdom.
import type { GameConfig } from '../../core/types.js';
import type { Bot } from '../bot.js';
import { staticPlan, type BuyPlan } from './plan/plan.js';
import { kingdomKey, searchPlan } from './plan/search.js';
import { lookaheadMove } from './lookahead.js';
import { planMove } from './turn.js';

export type Level = 'normal' | 'hard';

const CACHE_SIZE = 64;
const cache = new Map<string, BuyPlan>();

/** The plan a level follows for this game (computed once per kingdom and process). */
export function planFor(config: GameConfig, level: Level): BuyPlan {
  const key = `${level}:${kingdomKey(config)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const plan = level === 'hard' ? searchPlan(config) : staticPlan(config);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, plan);
  return plan;
}

function kingdomBot(level: Level, description: string): Bot {
  return {
    id: level,
    description,
    move(s, p, rng) {
      const plan = planFor(s.config, level);
      // `hard` weighs its end-game buys by playouts (lookahead.ts); the playouts themselves follow the plan.
      return (level === 'hard' ? lookaheadMove(s, p, plan) : null) ?? planMove(s, p, plan, rng);
    },
  };
}

export const normalBot = kingdomBot(
  'normal',
  'Normal: Big Money plus the Kingdom card that looks strongest, played with care.',
);
export const hardBot = kingdomBot(
  'hard',
  'Hard: simulates this kingdom before its first move to choose what to buy, then plays every card.',
);
