// What a Game looks up on every move, built once from the state when the Game is made: the Supply
// pile each card name belongs to, the names of its cards, and the kinds of event anything in this
// game reacts to (so most events skip the trigger search: Game.fire).
import type { TriggerEventType } from './game-api.js';
import { pileDef } from './piles.js';
import { getDef } from './registry.js';
import type { CardName, GameState, Pile } from './types.js';

/** The Supply pile of each card name, including cards a pile started (forced) without. */
export function pilesByCard(s: GameState): Map<CardName, Pile> {
  const byCard = new Map<CardName, Pile>();
  for (const pile of s.supply) {
    // Setting a run of equal names once gives the same map as setting each (piles are runs).
    let prev: CardName | undefined;
    for (const id of pile.cards) {
      const name = s.cardNames[id]!;
      if (name !== prev) byCard.set(name, pile);
      prev = name;
    }
  }
  // Cards of a pile that started (forced) without them still belong to it (split piles, Castles).
  for (const pile of s.supply) {
    for (const c of pileDef(pile.name).contents(s.players.length)) if (!byCard.has(c.name)) byCard.set(c.name, pile);
  }
  return byCard;
}

/** The names of the game's cards (each once). */
export function cardNamesOf(s: GameState): Set<CardName> {
  const names = new Set<CardName>();
  let prev: CardName | undefined;
  for (const n of s.cardNames) if (n !== prev) { names.add(n); prev = n; }
  return names;
}

/** Every event type a trigger of this game's cards, Landmarks or Events listens to. */
export function triggerTypesOf(s: GameState): Set<TriggerEventType> {
  const names = new Set<string>(cardNamesOf(s));
  for (const l of s.landmarks) names.add(l.name);
  for (const e of s.events) names.add(e);
  const types = new Set<TriggerEventType>();
  for (const n of names) for (const t of getDef(n).triggers ?? []) types.add(t.on);
  return types;
}
