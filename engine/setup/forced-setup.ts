// A forced starting position (rules scenarios and tests only, never a real game): exact pile
// contents, tokens on piles and Landmarks, cards already in play, and a first turn
// that starts part-way through. Applied once when the game is created, so a config plus its moves
// still replays to the same state. Names that cannot be placed throw a readable Error.
import { pileDef } from './piles.js';
import { getDef } from '../core/registry.js';
import type { CardId, CardName, ForcedSetup, GameState } from '../core/types.js';

/** A pile's exact cards (top first) as new ids, bottom first; `make` creates one card. */
export function forcedPileCards(
  pile: string,
  names: readonly CardName[],
  players: number,
  make: (name: CardName) => CardId,
): CardId[] {
  const allowed = new Set(
    pileDef(pile)
      .contents(players)
      .map((c) => c.name),
  );
  for (const n of names) if (!allowed.has(n)) throw new Error(`${n} is not a card of the ${pile} pile.`);
  return [...names].reverse().map(make);
}

/** Tokens and cards in play (Obelisk reads its forced pile itself), after the Landmarks' own setup ran. */
export function applyForcedSetup(
  s: GameState,
  forced: ForcedSetup | undefined,
  make: (name: CardName) => CardId,
): void {
  if (!forced) return;
  for (const [name, tokens] of Object.entries(forced.pileTokens ?? {})) {
    const pile = s.supply.find((p) => p.name === name);
    if (!pile) throw new Error(`There is no ${name} pile in this game.`);
    if (tokens.vp !== undefined) pile.vpTokens = tokens.vp;
    if (tokens.debt !== undefined) pile.debtTokens = tokens.debt;
  }
  for (const [name, vp] of Object.entries(forced.landmarkTokens ?? {})) {
    const landmark = s.landmarks.find((l) => l.name === name);
    if (!landmark) throw new Error(`There is no ${name} Landmark in this game.`);
    landmark.vpTokens = vp;
  }
  s.players.forEach((pl, p) => {
    for (const name of forced.players?.[String(p)]?.inPlay ?? []) pl.inPlay.push(make(name));
  });
}

/** The first turn's counters once it has started (its start-of-turn effects are over). */
export function applyForcedTurn(s: GameState): void {
  const t = s.config.setup?.turn;
  const inPlay = s.players[s.turn.player].inPlay.map((id) => s.cardNames[id]);
  if (inPlay.length === 0 && !t) return;
  s.turn.played.push(...inPlay);
  s.turn.actionsPlayed = t?.actionsPlayed ?? inPlay.filter((n) => getDef(n).types.includes('Action')).length;
  if (!t) return;
  if (t.phase !== undefined) s.turn.phase = t.phase;
  if (t.actions !== undefined) s.turn.actions = t.actions;
  if (t.buys !== undefined) s.turn.buys = t.buys;
  if (t.coins !== undefined) s.turn.coins = t.coins;
  if (t.costReduction !== undefined) s.turn.costReduction = t.costReduction;
}
