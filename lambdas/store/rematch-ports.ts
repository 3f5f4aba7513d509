// A finished game's rematch pointer (GAME#<id> / REMATCH): which new game its rematch is. One
// conditional put makes it, so two proposals at once (or one request sent twice) agree on one new
// game; the new game's META is then built from the old one and this record alone (rematch/), so a
// proposal cut short between the two writes is finished by the next one.

/** The REMATCH item of a finished game. */
export interface RematchRecord {
  /** The finished game. */
  gameId: string;
  /** The rematch's game id. */
  newGameId: string;
  /** The rematch's secret seed (never leaves the server, like META's config). */
  seed: string;
  /** The proposer's email. */
  by: string;
  at: number;
}

export interface Rematches {
  /** Writes the REMATCH item unless the game has one; answers the one that stands (this one if it wrote). */
  claimRematch(r: RematchRecord): Promise<RematchRecord>;
  getRematch(gameId: string): Promise<RematchRecord | null>;
}
