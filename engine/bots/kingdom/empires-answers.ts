// The kingdom bot's answers for Empires cards whose "trash a card" pays by what is trashed, where
// the generic "least valuable first" misses the point: Catapult curses only for a card costing $3
// or more (Rocks gives a Silver back, so it goes first), Sacrifice pays +2 VP for a Victory card
// (an Estate: +1 VP net and a thinner deck) and +$2 for a Treasure; Gladiator reveals the card
// the next player owns fewest of. Pure: state and decision in.
import { getDef } from '../../core/registry.js';
import type { CardId, CardName, GameState, PlayerIndex } from '../../core/types.js';
import { countOwned } from '../heuristics.js';
import { trashable } from './junk.js';
import { ritualTarget } from './ritual.js';

const nameOf = (s: GameState, id: CardId): CardName => s.aliases?.[id] ?? s.cardNames[id];

/** Curses left in the Supply (a Catapult trashing $3+ gives each other player one). */
function cursesLeft(s: GameState): number {
  return s.supply.find((p) => p.name === 'Curse')?.cards.length ?? 0;
}

/** Catapult: Rocks (curse, discard attack, a Silver back), then junk, then a Silver to curse while the deck is rich, then Copper. */
function catapultTrash(s: GameState, player: PlayerIndex, hand: CardName[]): CardName | null {
  const curses = cursesLeft(s) > 0;
  if (curses && hand.includes('Rocks')) return 'Rocks';
  for (const junk of ['Curse', 'Estate']) if (hand.includes(junk) && trashable(s, player, junk)) return junk;
  const rich = countOwned(s, player, 'Silver') + countOwned(s, player, 'Gold') >= 4;
  if (curses && rich && hand.includes('Silver')) return 'Silver';
  if (hand.includes('Copper')) return 'Copper';
  return null;
}

/** Sacrifice: an Estate (+2 VP), a Curse, a Copper (+$2) unless Coppers are worth keeping, a spare Action (+2 Cards +2 Actions). */
function sacrificeTrash(s: GameState, player: PlayerIndex, hand: CardName[]): CardName | null {
  if (hand.includes('Estate')) return 'Estate';
  if (hand.includes('Curse')) return 'Curse';
  const keepsCopper = s.landmarks.some((l) => l.name === 'Fountain') || s.config.kingdom.includes('Gardens');
  if (hand.includes('Copper') && !keepsCopper) return 'Copper';
  const action = hand.find((n) => n !== 'Sacrifice' && getDef(n).types.includes('Action') && getDef(n).cost.coins <= 4);
  return action ?? null;
}

/** Gladiator: the card in hand the player to the left owns fewest of (least likely to be copied). */
function gladiatorReveal(s: GameState, player: PlayerIndex, hand: CardName[]): CardName | null {
  const left = (player + 1) % s.players.length;
  let best: CardName | null = null;
  let fewest = Infinity;
  for (const n of hand) {
    const owned = countOwned(s, left, n);
    if (owned < fewest) {
      best = n;
      fewest = owned;
    }
  }
  return best;
}

/** Money a card makes when played as a Treasure (what Donate keeps). */
const treasureCoins = (name: CardName): number => getDef(name).coins ?? 0;

/**
 * Donate: Curses and Estates (before the greening), and Coppers down to the $7 a hand of the
 * thinned deck should make (its best Treasures kept first).
 */
export function donateTrash(s: GameState, player: PlayerIndex, candidates: CardId[]): CardName[] {
  const names = candidates.map((id) => nameOf(s, id));
  const out: CardName[] = names.filter((n) => n === 'Curse' || (n === 'Estate' && trashable(s, player, n)));
  let money = 0;
  for (const n of names) if (n !== 'Copper') money += treasureCoins(n);
  let coppers = names.filter((n) => n === 'Copper').length;
  const keepsCopper = s.landmarks.some((l) => l.name === 'Fountain') || s.config.kingdom.includes('Gardens');
  while (!keepsCopper && coppers > 0 && money + coppers - 1 >= DONATE_KEEP) {
    out.push('Copper');
    coppers--;
  }
  return out;
}

/** The $ of Treasure Donate leaves in the deck. */
const DONATE_KEEP = 7;

/** The card an Empires card should trash (or Gladiator reveal) from `candidates`, or null for the generic answer. */
export function empiresCardChoice(
  s: GameState,
  player: PlayerIndex,
  source: string | undefined,
  candidates: CardId[],
): CardName | null {
  const hand = candidates.map((id) => nameOf(s, id));
  if (source === 'Catapult') return catapultTrash(s, player, hand);
  if (source === 'Sacrifice') return sacrificeTrash(s, player, hand);
  if (source === 'Ritual') return ritualTarget(s, player)?.card ?? null;
  // The attacker's reveal (the defender's is optional and answered generically: a copy if it has one).
  if (source === 'Gladiator' && s.turn.player === player) return gladiatorReveal(s, player, hand);
  return null;
}
