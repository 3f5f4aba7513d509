// Finished games made quickly for the ratings' tests: a forced set-up where the chosen seat moves
// first with four Golds in hand and one Province left, so its first turn buys it and ends the game.
import type { Local } from '../../../local/runtime.js';
import { autoMove, newGame, readGame } from '../support.js';

/** Seat `winner` of a new game of `emails` (the first creates it) and `bots` wins it on the first turn; returns its id. */
export async function finishGame(
  l: Local,
  emails: readonly string[],
  winner: number,
  bots: readonly string[] = [],
): Promise<string> {
  const [creator, ...others] = emails;
  const setup = {
    firstPlayer: winner,
    piles: { Province: 1 },
    players: { [String(winner)]: { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Copper'] } },
  };
  const gameId = await newGame(
    l,
    creator,
    [...others.map((email) => ({ email })), ...bots.map((bot) => ({ bot }))],
    {},
    setup,
  );
  // A bot winner plays its turn as the game starts.
  const mover = emails[Math.min(winner, emails.length - 1)];
  for (let step = 0; step < 10; step++) {
    const game = await readGame(l, mover, gameId);
    if (game.view!.result) return gameId;
    const r = await autoMove(l, gameId, mover, game);
    if (r.status !== 200) throw new Error(`move failed: ${r.raw}`);
  }
  throw new Error(`game ${gameId} did not end`);
}
