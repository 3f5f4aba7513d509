// Which cards a kingdom bot would rather not own (what to trash or discard first): its own module
// because both the generic answers (answers.ts) and the Empires answers (empires-answers.ts) ask it.
import { getDef } from '../../core/registry.js';
import type { CardName, GameState, PlayerIndex } from '../../core/types.js';
import { endgameStage } from './endgame.js';

/** Total $ of the Treasures a player owns other than Copper (what is left if Coppers go). */
function moneyBeyondCopper(s: GameState, player: PlayerIndex): number {
  const pl = s.players[player];
  let total = 0;
  for (const zone of [pl.deck, pl.hand, pl.discard, pl.inPlay]) {
    for (const id of zone) {
      const n = s.cardNames[id];
      if (n !== 'Copper') total += getDef(n).coins ?? 0;
    }
  }
  return total;
}

/** Would the player rather not own this card? Curses always; Estates before greening; Coppers once the deck has other money. */
export function trashable(s: GameState, player: PlayerIndex, name: CardName): boolean {
  if (name === 'Curse') return true;
  const keepsCopper = s.landmarks.some((l) => l.name === 'Fountain') || s.config.kingdom.includes('Gardens');
  if (name === 'Estate') return endgameStage(s) === 0;
  if (name === 'Copper') return !keepsCopper && moneyBeyondCopper(s, player) >= 6;
  return false;
}
