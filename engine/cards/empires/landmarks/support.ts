// Shared helpers for Landmarks: their VP pools, tokens on Supply piles, and counting the cards a player has.
import type { TriggerEventType, Trigger } from '../../../core/card-def.js';
import type { GameApi } from '../../../core/game-api.js';
import { pileDef } from '../../../setup/piles.js';
import { getDef } from '../../../core/registry.js';
import { ownedCards } from '../../../rules/scoring.js';
import type { CardName, CardType, GameState, Landmark, PlayerIndex } from '../../../core/types.js';

/** A trigger typed for its event (`ev` has that event's fields); safe since triggers only fire on their own event. */
export function trigger<T extends TriggerEventType>(t: Trigger<T>): Trigger {
  return t as unknown as Trigger;
}

export function landmarkOf(s: GameState, name: string): Landmark | undefined {
  return s.landmarks.find((l) => l.name === name);
}

/** VP tokens left on a Landmark (0 if it is not in the game). */
export function landmarkVp(s: GameState, name: string): number {
  return landmarkOf(s, name)?.vpTokens ?? 0;
}

/** Setup for "Put 6 VP here per player." */
export function sixPerPlayer(name: string): (s: GameState) => void {
  return (s) => {
    const lm = landmarkOf(s, name);
    if (lm) lm.vpTokens = 6 * s.players.length;
  };
}

/** "Take N VP from here": as many as are left, up to N. Returns how many were taken. */
export function takeVp(g: GameApi, player: PlayerIndex, name: string, n: number): number {
  const lm = landmarkOf(g.s, name);
  if (!lm) return 0;
  const taken = Math.min(n, lm.vpTokens);
  if (taken <= 0) return 0;
  lm.vpTokens -= taken;
  g.log({ kind: 'note', player, detail: `takes ${taken} VP from ${name}` });
  g.addVp(player, taken);
  return taken;
}

/** "Move 1 VP from its pile to this": from the Supply pile of `card` onto the Landmark. */
export function movePileVpToLandmark(g: GameApi, player: PlayerIndex, card: CardName, name: string): void {
  const pile = g.pileOf(card);
  const lm = landmarkOf(g.s, name);
  if (!pile || !lm || pile.vpTokens <= 0) return;
  pile.vpTokens--;
  lm.vpTokens++;
  g.log({ kind: 'note', player, detail: `1 VP moves from the ${pile.name} pile to ${name}` });
}

export function hasType(name: CardName, type: CardType): boolean {
  return getDef(name).types.includes(type);
}

/** Names of every card `p` has (one entry per card). */
export function ownedNames(s: GameState, p: PlayerIndex): CardName[] {
  return ownedCards(s, p).map((id) => s.cardNames[id]);
}

/** How many cards of each name `p` has. */
export function countByName(s: GameState, p: PlayerIndex): Map<CardName, number> {
  const counts = new Map<CardName, number>();
  for (const n of ownedNames(s, p)) counts.set(n, (counts.get(n) ?? 0) + 1);
  return counts;
}

/** The Supply pile each card name comes from (both halves of a split pile, every Castle). */
export function pileOfName(s: GameState, name: CardName): string | undefined {
  for (const pile of s.supply) {
    if (
      pileDef(pile.name)
        .contents(s.players.length)
        .some((c) => c.name === name)
    )
      return pile.name;
  }
  return undefined;
}

/** The types of a pile as if it were one card (its Randomizer). */
export function pileTypes(pileName: string): CardType[] {
  return getDef(pileDef(pileName).randomizer).types;
}
