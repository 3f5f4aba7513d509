// End-of-game scoring and the winner rule (fewer turns breaks a tie; then it is shared).
import { cardDefs } from '../core/game-index.js';
import { getDef } from '../core/registry.js';
import type { CardId, CardName, GameResult, GameState, PlayerIndex } from '../core/types.js';

/** Every card a player owns, wherever it is. */
export function ownedCards(s: GameState, p: PlayerIndex): CardId[] {
  const pl = s.players[p];
  return [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay, ...pl.setAside, ...pl.looking];
}

export type DeckComposition = Record<CardName, number>;

/** Every card a player owns, wherever it is (hand, deck, discard, in play, set aside), counted by name. */
export function deckComposition(s: GameState, p: PlayerIndex): DeckComposition {
  const counts = new Map<CardName, number>();
  for (const id of ownedCards(s, p)) {
    const name = s.cardNames[id];
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function score(s: GameState, p: PlayerIndex): number {
  const pl = s.players[p];
  let total = pl.vpTokens;
  const defs = cardDefs(s);
  // Zone by zone, not over ownedCards' copy: the bots score hypothetical gains many times a game.
  for (const zone of [pl.deck, pl.hand, pl.discard, pl.inPlay, pl.setAside, pl.looking]) {
    for (const id of zone) {
      const vp = defs[id].vp;
      if (vp === undefined) continue;
      total += typeof vp === 'number' ? vp : vp(s, p);
    }
  }
  for (const lm of s.landmarks) {
    const def = getDef(lm.name);
    if (def.score) total += def.score(s, p);
  }
  return total;
}

/** One kind of scoring card a player owns: how many, and the VP they make together. */
export interface CardVp {
  name: CardName;
  count: number;
  vp: number;
}

/** Where a player's VP come from; the parts add up to `total`, which is `score`. */
export interface ScoreBreakdown {
  /** Cards with VP other than Curses (Victory cards, Castles, Mill, Harem…), by name, sorted. */
  cards: CardVp[];
  /** Curses: how many, and their VP (a negative number, 0 with none). */
  curses: { count: number; vp: number };
  vpTokens: number;
  /** Every Landmark that scores at the end (Tomb, Aqueduct… have no end score: their VP are tokens). */
  landmarks: { name: string; vp: number }[];
  total: number;
}

/** `score` in parts, as the end of the game shows it (same sources, same order of counting). */
export function scoreBreakdown(s: GameState, p: PlayerIndex): ScoreBreakdown {
  const defs = cardDefs(s);
  const byName = new Map<CardName, CardVp>();
  const curses = { count: 0, vp: 0 };
  for (const id of ownedCards(s, p)) {
    const vp = defs[id].vp;
    if (vp === undefined) continue;
    const worth = typeof vp === 'number' ? vp : vp(s, p);
    const name = s.cardNames[id];
    if (name === 'Curse') {
      curses.count++;
      curses.vp += worth;
      continue;
    }
    const kind = byName.get(name) ?? { name, count: 0, vp: 0 };
    kind.count++;
    kind.vp += worth;
    byName.set(name, kind);
  }
  const cards = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const landmarks = s.landmarks.flatMap((lm) => {
    const def = getDef(lm.name);
    return def.score ? [{ name: lm.name, vp: def.score(s, p) }] : [];
  });
  const vpTokens = s.players[p].vpTokens;
  const total = cards.reduce((t, c) => t + c.vp, 0) + curses.vp + vpTokens + landmarks.reduce((t, l) => t + l.vp, 0);
  return { cards, curses, vpTokens, landmarks, total };
}

/**
 * Every player's VP as all players can count it, or null when that is not the real score. Every
 * source of VP is public (gains, trashes, returns, VP tokens and Landmarks are logged to all), so
 * the two agree, except that Masquerade passes face down: with 3+ players the others do not see
 * which card went where, and the score is then shown only at the end.
 */
export function publicScores(s: GameState): number[] | null {
  if (s.players.length > 2 && s.config.kingdom.includes('Masquerade')) return null;
  return s.players.map((_, p) => score(s, p));
}

export function gameResult(s: GameState): GameResult {
  const scores = s.players.map((_, p) => score(s, p));
  const turns = s.players.map((pl) => pl.turnsTaken);
  const best = Math.max(...scores);
  const top = scores.flatMap((sc, p) => (sc === best ? [p] : []));
  const fewest = Math.min(...top.map((p) => turns[p]));
  return { scores, turns, winners: top.filter((p) => turns[p] === fewest) };
}

/**
 * Each player's place at game over by the rulebook's rule for the winner, applied down the table:
 * more VP places higher; tied on VP, fewer turns places higher; tied on both, the place is shared.
 * 1 is first; `gameResult`'s winners are exactly the players placed 1.
 */
export function finishingPlaces(r: {
  readonly scores: readonly number[];
  readonly turns: readonly number[];
}): number[] {
  const beats = (a: number, b: number) =>
    r.scores[a] > r.scores[b] || (r.scores[a] === r.scores[b] && r.turns[a] < r.turns[b]);
  return r.scores.map((_, p) => 1 + r.scores.filter((_s, other) => beats(other, p)).length);
}

/** A finished game's result with why it was won: on VP alone, or tied on VP and fewer turns (the tie-break). */
export interface GameOutcome extends GameResult {
  /** 'vp': the winners have the most VP and nobody else has as many; 'turns': others tied on VP but took more turns. */
  decidedBy: 'vp' | 'turns';
  /** Several players share the win (tied on VP and on turns). */
  shared: boolean;
}

export function gameOutcome(r: GameResult): GameOutcome {
  const best = r.scores[r.winners[0]];
  const tiedLosers = r.scores.some((sc, p) => sc === best && !r.winners.includes(p));
  return { ...r, decidedBy: tiedLosers ? 'turns' : 'vp', shared: r.winners.length > 1 };
}

/** The game ends after a turn in which the Provinces, or 3 Supply piles (4 with 5+ players), ran out. */
export function gameShouldEnd(s: GameState): boolean {
  let empty = 0;
  for (const pile of s.supply) {
    if (pile.cards.length > 0) continue;
    if (pile.name === 'Province') return true;
    empty++;
  }
  return empty >= (s.players.length >= 5 ? 4 : 3);
}
