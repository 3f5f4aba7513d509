// Smithy Big Money: Big Money plus one Smithy early and a second once the deck has grown.
import type { CardName, GameState, PlayerIndex } from '../core/types.js';
import { bigMoneyBuy } from './big-money.js';
import { canBuy, countOwned, deckSize, provincesLeft } from './heuristics.js';
import { moneyBot } from './money-bot.js';

/** A second Smithy once the deck has this many cards. */
const SECOND_SMITHY_DECK = 16;

export function smithyBigMoneyBuy(s: GameState, player: PlayerIndex, coins: number): CardName | null {
  const wanted = deckSize(s, player) >= SECOND_SMITHY_DECK ? 2 : 1;
  // Smithy takes a $4–5 hand (Gold comes first at $6+); none once the game is ending.
  if (coins <= 5 && provincesLeft(s) > 4 && canBuy(s, 'Smithy', coins) && countOwned(s, player, 'Smithy') < wanted)
    return 'Smithy';
  return bigMoneyBuy(s, player, coins);
}

export const smithyBigMoneyBot = moneyBot(
  'smithy-big-money',
  'Smithy Big Money: Big Money plus a Smithy early and a second one later (plain Big Money without Smithy).',
  smithyBigMoneyBuy,
);
