// Landmarks for the kingdom bot: what a gain is worth in VP as the game would score it now (every
// scoring Landmark — Keep, Museum, Obelisk, Orchard, Palace, Tower, Triumphal Arch, Fountain, and
// the ones that cost: Wolf Den, Wall, Bandit Fort — and Gardens-like cards, read from the engine's
// own scoring rather than a rule per Landmark), the VP a gain takes from a Landmark's pool
// (Battlefield, Aqueduct, Labyrinth, Basilica, Colonnade, Defiled Shrine's for a Curse bought) or
// from Groundskeepers in play, and a Mountain Pass bid. Pure: state in, numbers out.
import { costOf } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';
import { score } from '../../rules/scoring.js';
import type { CardName, GameConfig, GameState, Pile, PlayerIndex } from '../../core/types.js';
import { pileWithTop } from '../heuristics.js';

export const hasLandmark = (s: GameState, name: string): boolean => s.landmarks.some((l) => l.name === name);

/** VP tokens left on a Landmark of this game (0 if absent). */
export const landmarkPool = (s: GameState, name: string): number =>
  s.landmarks.find((l) => l.name === name)?.vpTokens ?? 0;

const beyondPrinted = new WeakMap<GameConfig, boolean>();

/**
 * Does what a player owns change their score beyond printed VP (a scoring Landmark, or a card
 * whose VP is computed: Gardens, Duke, Castles)? Otherwise a gain is worth its printed VP and the
 * (costlier) full scoring is skipped. Fixed for a game, so kept per config.
 */
function scoresBeyondPrinted(s: GameState): boolean {
  let yes = beyondPrinted.get(s.config);
  if (yes === undefined) {
    yes =
      s.landmarks.some((l) => getDef(l.name).score !== undefined) ||
      s.supply.some((p) => p.cards.some((id) => typeof getDef(s.cardNames[id]).vp === 'function'));
    beyondPrinted.set(s.config, yes);
  }
  return yes;
}

/**
 * How the player's score would change if they gained `copies` cards from the top of `name`'s
 * pile now (nothing else changing), as the game scores it at the end.
 */
export function gainVp(s: GameState, player: PlayerIndex, name: CardName, copies = 1): number {
  const pile = pileWithTop(s, name);
  return pile ? pileGainVp(s, player, pile, copies) : 0;
}

/** `gainVp` for the top of a known pile; `base` is the player's score now, when the caller has it. */
export function pileGainVp(s: GameState, player: PlayerIndex, pile: Pile, copies = 1, base?: number): number {
  const n = Math.min(copies, pile.cards.length);
  if (!scoresBeyondPrinted(s)) {
    const vp = n > 0 ? getDef(s.cardNames[pile.cards[pile.cards.length - 1]]).vp : 0;
    return typeof vp === 'number' ? vp * n : 0;
  }
  const pl = s.players[player];
  const players = s.players.slice();
  players[player] = { ...pl, discard: [...pl.discard, ...pile.cards.slice(pile.cards.length - n)] };
  const supply = s.supply.map((p) => (p === pile ? { ...p, cards: p.cards.slice(0, pile.cards.length - n) } : p));
  return score({ ...s, players, supply }, player) - (base ?? score(s, player));
}

/** The player's score now if gains are scored beyond printed VP (for `pileGainVp`'s `base`), else 0. */
export const baseScore = (s: GameState, player: PlayerIndex): number => (scoresBeyondPrinted(s) ? score(s, player) : 0);

/** Groundskeepers the player has in play (+1 VP each per Victory card gained). */
function groundskeepers(s: GameState, player: PlayerIndex): number {
  let n = 0;
  for (const id of s.players[player].inPlay) if (s.cardNames[id] === 'Groundskeeper') n++;
  return n;
}

/** VP a Victory card gained now takes: Battlefield's 2, Aqueduct's pool, +1 per Groundskeeper in play. */
export function victoryGainPoolVp(s: GameState, player: PlayerIndex): number {
  return Math.min(2, landmarkPool(s, 'Battlefield')) + landmarkPool(s, 'Aqueduct') + groundskeepers(s, player);
}

/** VP taken from Landmark pools and Groundskeepers in play by buying the card `name` now with `coins`. */
export function buyPoolVp(s: GameState, player: PlayerIndex, name: CardName, coins: number): number {
  const types = getDef(name).types;
  let vp = types.includes('Victory') ? victoryGainPoolVp(s, player) : 0;
  if (s.turn.gained.length === 1) vp += Math.min(2, landmarkPool(s, 'Labyrinth'));
  if (coins - costOf(s, name).coins >= 2) vp += Math.min(2, landmarkPool(s, 'Basilica'));
  if (types.includes('Action') && s.turn.played.includes(name)) vp += Math.min(2, landmarkPool(s, 'Colonnade'));
  if (name === 'Curse') vp += landmarkPool(s, 'Defiled Shrine');
  return vp;
}

/** Most debt worth taking for Mountain Pass's +8 VP: a bit less than the $ a Province costs. */
export const MOUNTAIN_PASS_LIMIT = 7;

/**
 * A Mountain Pass bid: the least that beats the high bid, up to MOUNTAIN_PASS_LIMIT (0 passes). The
 * decision does not carry the high bid, so it is read from the prompt ("the high bid is N debt").
 */
export function mountainPassBid(prompt: string, max: number): number {
  const m = /high bid is (\d+) debt/.exec(prompt);
  const high = m ? Number(m[1]) : 0;
  return high + 1 <= Math.min(MOUNTAIN_PASS_LIMIT, max) ? high + 1 : 0;
}
