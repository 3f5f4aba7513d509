// Whether a move revealed anything hidden from the player who made it: the fact that decides
// whether an undo may be free. Hidden from a mover are every deck (its cards and their order), the
// other players' hands and the cards they look at, and the random stream. A move "reveals" when it
// used the random stream (a shuffle, a random pick), took or looked at any deck card, moved a card
// out of another player's hand or private zone (a Masquerade pass, a forced discard), disturbed a
// deck below its top (Secret Passage), or had another player reveal cards. Pure and deterministic:
// it compares the state before and after the move plus two marks the Game sets while it runs
// (a deck read, a reveal by someone else), so a replay computes the same answer as the first run.
import type { CardId, GameState, PlayerIndex } from '../core/types.js';

/** What a move could expose, copied before it runs. */
export interface HiddenBefore {
  mover: PlayerIndex;
  rng: readonly number[];
  decks: readonly (readonly CardId[])[];
  /** Other players' hands and private looks, by seat (the mover's own: empty). */
  private: readonly (readonly CardId[])[];
}

export function hiddenBefore(s: GameState, mover: PlayerIndex): HiddenBefore {
  return {
    mover,
    rng: [...s.rng],
    decks: s.players.map((pl) => pl.deck.slice()),
    private: s.players.map((pl, p) => (p === mover ? [] : [...pl.hand, ...pl.looking])),
  };
}

/** True when the move revealed something hidden from its mover (see the file's opening). */
export function revealedSince(s: GameState, b: HiddenBefore, marked: boolean): boolean {
  if (marked) return true;
  for (let i = 0; i < 4; i++) if (s.rng[i] !== b.rng[i]) return true;
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    const deck = b.decks[p];
    // Cards may be put on top (the end of the array); everything that was there stays in place.
    if (pl.deck.length < deck.length) return true;
    for (let i = 0; i < deck.length; i++) if (pl.deck[i] !== deck[i]) return true;
    if (p === b.mover) continue;
    for (const id of b.private[p]) if (!pl.hand.includes(id) && !pl.looking.includes(id)) return true;
  }
  return false;
}
