// A game's identity in the lobby: its name (given at creation, or made from the players and the
// kingdom's dearest card) and what a "my games" line shows — whose move and what is asked, or, once
// over, the winners and scores. Pure: the META and the replayed state come in.
import { andList, askedLines, findDef, type GameState } from '../kernel/rules.js';
import { isFreeSeat, type GameMeta, type UserGame } from '../store/records.js';

/** The kingdom's highlight: its dearest pile (debt counts as coins), ties by name. */
export function kingdomHighlight(kingdom: readonly string[]): string | null {
  const cost = (pile: string) => {
    const c = findDef(pile.split('/')[0])?.cost;
    return c ? c.coins + c.debt : 0;
  };
  return [...kingdom].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))[0] ?? null;
}

/** "Alice, Bob and easy bot: Witch" (at most 60 characters, the contract's limit). */
export function defaultTitle(players: readonly string[], kingdom: readonly string[]): string {
  const who = andList(players);
  const top = kingdomHighlight(kingdom);
  const title = top ? `${who}: ${top}` : who;
  return title.length <= 60 ? title : `${title.slice(0, 59)}…`;
}

/** The name given, else made from the seats taken (an open game's free seats are not players yet). */
export const gameTitle = (meta: GameMeta): string =>
  meta.title ??
  defaultTitle(
    meta.seats.filter((s) => !isFreeSeat(s)).map((s) => s.name),
    meta.config.kingdom,
  );

/**
 * The lobby line's facts for a started game, for the player in `seat`: the name, the kingdom, what
 * is asked ("Your move: discard 2 cards (Militia)", "Waiting for Bob: Buy phase"), or the result.
 */
export function lobbyFacts(
  meta: GameMeta,
  state: GameState | null,
  seat: number,
): Pick<UserGame, 'title' | 'kingdom' | 'asked' | 'winners' | 'scores' | 'rematchOf'> {
  const names = meta.seats.map((s) => s.name);
  const base = {
    title: gameTitle(meta),
    kingdom: [...meta.config.kingdom],
    ...(meta.rematchOf ? { rematchOf: meta.rematchOf } : {}),
  };
  if (!state) return base;
  if (state.result)
    return { ...base, winners: state.result.winners.map((w) => names[w]), scores: [...state.result.scores] };
  // The engine words it: others' decisions by verb and card only (a prompt or a bound may tell what a hand holds).
  return { ...base, asked: askedLines(state.pending, seat, names) };
}
