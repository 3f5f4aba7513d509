// Events and Landmark-driven buys for the kingdom bot, applied to the buy `buy.ts` chose:
// Conquest and Wedding instead of the Treasure, Donate early; the spare buys Landmarks pay for
// (Fountain's tenth Copper, Labyrinth's second gain); and from the greening on, the buy worth most
// VP now — Victory cards as the game scores them (Wolf Den, Wall, Keep, Museum, Obelisk…), VP
// Events (Conquest, Salt the Earth, Triumph, Annex, Wedding, Dominate) with their debt weighed,
// Landmark pools, ending the turn without a gain for Baths — and never a buy that only costs VP
// late (a Silver under Bandit Fort). Pure: state and the chosen buy in, a buy (or null) out.
import { costOf } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';
import type { CardName, GameState, Pile, PlayerIndex } from '../../core/types.js';
import { countOwned, onTop } from '../heuristics.js';
import { endgameStage, endsGame, lead } from './endgame.js';
import { ritualTarget } from './ritual.js';
import { baseScore, buyPoolVp, gainVp, hasLandmark, landmarkPool, pileGainVp, victoryGainPoolVp } from './landmarks.js';

/** VP a point of debt is worth giving up: near the end debt hardly matters, at greening $2 ≈ 1 VP. */
const DEBT_VP = [Infinity, 0.5, 0.1];

const isVictory = (name: string): boolean => getDef(name).types.includes('Victory');

/** Can the player buy the Event now (its $ affordable; its debt is taken on)? */
function eventOpen(s: GameState, name: string, coins: number): boolean {
  return s.events.includes(name) && costOf(s, name).coins <= coins;
}

/** VP the player gets by buying the Event now (gains valued as the game scores them), or null if it gives none. */
export function eventVp(s: GameState, player: PlayerIndex, name: string): number | null {
  const victory = (card: CardName): number | null =>
    onTop(s, card) ? gainVp(s, player, card) + victoryGainPoolVp(s, player) : null;
  switch (name) {
    case 'Conquest': {
      if (!onTop(s, 'Silver')) return null;
      const silvers = s.turn.gained.filter((n) => n === 'Silver').length;
      return 2 + silvers + gainVp(s, player, 'Silver', 2);
    }
    case 'Salt the Earth':
      return 1;
    case 'Wedding':
      return 1 + (onTop(s, 'Gold') ? gainVp(s, player, 'Gold') : 0);
    case 'Dominate': {
      const vp = victory('Province');
      return vp === null ? null : 9 + vp;
    }
    case 'Triumph': {
      const vp = victory('Estate');
      return vp === null ? null : vp + s.turn.gained.length + 1;
    }
    case 'Annex':
      return victory('Duchy');
    case 'Ritual': {
      const best = ritualTarget(s, player);
      return best && onTop(s, 'Curse') ? best.vp - 1 : null;
    }
    default:
      return null;
  }
}

/**
 * VP a card from the top of `pile` is worth as scored. Before the last turns a first copy counts at
 * its share of two (Wolf Den punishes a lone Duchy, but a second one will likely follow).
 */
function cardVp(s: GameState, player: PlayerIndex, pile: Pile, stage: number, base: number): number {
  const one = pileGainVp(s, player, pile, 1, base);
  return stage === 2 || pile.cards.length < 2 ? one : Math.max(one, pileGainVp(s, player, pile, 2, base) / 2);
}

/** `cardVp` with pools for the card the plan chose. */
function choiceCardVp(s: GameState, player: PlayerIndex, name: CardName, stage: number, coins: number): number {
  const pile = s.supply.find((p) => p.cards.length > 0 && s.cardNames[p.cards[p.cards.length - 1]] === name);
  return (pile ? cardVp(s, player, pile, stage, baseScore(s, player)) : 0) + buyPoolVp(s, player, name, coins);
}

/** VP of ending the turn without buying: Baths pays 2 when nothing was gained this turn. */
const passVp = (s: GameState): number => (s.turn.gained.length === 0 ? Math.min(2, landmarkPool(s, 'Baths')) : 0);

interface Scored {
  buy: string | null;
  vp: number;
}

/** The buy worth most VP now among the cards and VP Events the player can afford. */
function bestVp(s: GameState, player: PlayerIndex, coins: number, stage: number): Scored {
  let best: Scored = { buy: null, vp: passVp(s) };
  const base = baseScore(s, player);
  const ahead = lead(s, player);
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top === undefined) continue;
    const name = s.cardNames[top];
    const cost = costOf(s, name);
    // A Curse only for Defiled Shrine's VP.
    if (cost.coins > coins || cost.debt > 0 || (name === 'Curse' && !hasLandmark(s, 'Defiled Shrine'))) continue;
    const vp = cardVp(s, player, pile, stage, base) + buyPoolVp(s, player, name, coins);
    // Never the gain that ends the game on a loss.
    if (vp > best.vp && !(endsGame(s, name) && ahead + vp <= 0)) best = { buy: name, vp };
  }
  for (const name of s.events) {
    if (!eventOpen(s, name, coins)) continue;
    const raw = eventVp(s, player, name);
    if (raw === null) continue;
    const vp = raw - costOf(s, name).debt * DEBT_VP[stage];
    if (vp > best.vp) best = { buy: name, vp };
  }
  return best;
}

/** A buy the Landmarks pay for when the plan would end the turn: Fountain's Coppers, Labyrinth's second gain. */
function spareBuy(s: GameState, player: PlayerIndex): string | null {
  if (!onTop(s, 'Copper')) return null;
  if (hasLandmark(s, 'Fountain') && countOwned(s, player, 'Copper') < 10) return 'Copper';
  if (s.turn.gained.length === 1 && landmarkPool(s, 'Labyrinth') >= 2) return 'Copper';
  return null;
}

/**
 * Money Events that beat the plan's Treasure (measured against big-money, one Event in the game:
 * Conquest over Gold 67% → 91% of decisive games, Wedding over Silver 63% → 92%): Conquest's two
 * Silvers and 2 VP over a Gold; Wedding's Gold and 1 VP for 3 debt over a Gold, a Silver or two
 * Delves.
 */
function moneyEvent(s: GameState, choice: string | null, coins: number): string | null {
  if (choice === 'Gold' && eventOpen(s, 'Conquest', coins)) return 'Conquest';
  const treasure = choice === 'Gold' || choice === 'Silver' || (choice === 'Delve' && coins >= 4);
  if (treasure && eventOpen(s, 'Wedding', coins)) return 'Wedding';
  return null;
}

/**
 * Donate once, early (turns 3–6), on a hand of $4 or less: the deck then keeps about $7 of
 * Treasure (see `donateTrash`). One Event, Big Money plan against big-money, 300 games: 55% → 84%.
 */
function donateNow(s: GameState, player: PlayerIndex, choice: string | null, coins: number): boolean {
  if (!s.events.includes('Donate') || coins > 4 || (choice !== null && choice !== 'Silver')) return false;
  const turns = s.players[player].turnsTaken;
  return turns >= 2 && turns <= 5 && countOwned(s, player, 'Estate') >= 2;
}

/** The buy after Events and Landmarks are considered, given the buy the plan chose (`choice`). */
export function landscapeChoice(s: GameState, player: PlayerIndex, choice: string | null): string | null {
  const coins = s.turn.coins;
  const money = moneyEvent(s, choice, coins);
  if (money) return money;
  const stage = endgameStage(s);
  if (stage === 0 && donateNow(s, player, choice, coins)) return 'Donate';
  if (stage === 0) return choice ?? spareBuy(s, player);
  const best = bestVp(s, player, coins, stage);
  if (choice === null) return best.buy !== null && best.vp > passVp(s) ? best.buy : spareBuy(s, player);
  const mine = s.events.includes(choice)
    ? (eventVp(s, player, choice) ?? 0) - costOf(s, choice).debt * DEBT_VP[stage]
    : choiceCardVp(s, player, choice, stage, coins);
  // A buy that only costs VP late (Silver under Bandit Fort or Wall): something better, or nothing.
  if (mine < 0 && (stage === 2 || mine <= -2)) return best.vp > mine ? best.buy : choice;
  // Greening: the Victory buy worth most; a money buy gives way only to a clearly better VP buy.
  const margin = isVictory(choice) || stage === 2 ? 0 : 2;
  return best.vp > mine + margin ? best.buy : choice;
}
