// Big Money: Treasures and Victory cards only, with the Big Money Ultimate end-game greening.
import type { CardName, GameState, PlayerIndex } from '../core/types.js';
import { canBuy, provincesLeft } from './heuristics.js';
import { moneyBot } from './money-bot.js';

/** Province at $8; Duchy at $5–7 when 4 or fewer Provinces are left; Estate at $2–4 when 2 or fewer; Gold at $6–7; Duchy at $5 with 6 or fewer; Silver at $3–5. */
export function bigMoneyBuy(s: GameState, _player: PlayerIndex, coins: number): CardName | null {
  const left = provincesLeft(s);
  if (coins >= 8 && canBuy(s, 'Province', coins)) return 'Province';
  if (left <= 4 && canBuy(s, 'Duchy', coins)) return 'Duchy';
  if (left <= 2 && canBuy(s, 'Estate', coins)) return 'Estate';
  if (canBuy(s, 'Gold', coins)) return 'Gold';
  if (left <= 6 && canBuy(s, 'Duchy', coins)) return 'Duchy';
  if (canBuy(s, 'Silver', coins)) return 'Silver';
  return null;
}

export const bigMoneyBot = moneyBot(
  'big-money',
  'Big Money: buys only Treasures and Victory cards (Province at $8, Gold at $6, Silver at $3, Duchies late).',
  bigMoneyBuy,
);

/** The "easy" level offered to players: Big Money under its level name. */
export const easyBot = moneyBot(
  'easy',
  'Easy: plays Big Money (Treasures and Victory cards only, never a Kingdom card).',
  bigMoneyBuy,
);
