// Games between two bots on one config, each seat in turn, tallied as the bot benchmarks count
// them: decisive games won or lost, shared wins apart, capped games not at all. Shared by
// bench:bots' main figures and its per-card / per-landscape scan.
import type { GameConfig } from '../core/types.js';
import { playBotGame, type Bot } from '../bots/index.js';

export type Tally = { won: number; lost: number; tied: number };

export const emptyTally = (): Tally => ({ won: 0, lost: 0, tied: 0 });

export const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d;

/** Share of decisive games won (0 when none was decisive). */
export const share = (t: { won: number; lost: number }): number =>
  t.won + t.lost ? round(t.won / (t.won + t.lost), 4) : 0;

/**
 * Plays `config` `games` times (seats alternating, seeds `<seed>/<game>`; the default pair of
 * games keeps the seeds `<seed>/0` and `<seed>/1` earlier figures were measured on) and adds the
 * results from `bot`'s side to `tally`. Returns the moves of `bot` the engine rejected.
 */
export function pair(bot: Bot, opp: Bot, config: GameConfig, tally: Tally, games = 2): number {
  let rejected = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const bots = seat === 0 ? [bot, opp] : [opp, bot];
    const r = playBotGame({ config: { ...config, seed: `${config.seed}/${g}` }, bots });
    rejected += r.rejected.filter((x) => x.seat === seat).length;
    const w = r.state.result?.winners;
    if (!w) continue;
    if (w.length > 1) tally.tied++;
    else if (w[0] === seat) tally.won++;
    else tally.lost++;
  }
  return rejected;
}
