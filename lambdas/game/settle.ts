// After an append: the bots answer what they owe, each answer its own record through the same
// conditional append, then the projection of every new record runs (d.afterAppend: in-process
// locally, the DynamoDB stream's consumer on AWS).
import { getBotOrRandom, seedFromString } from '../kernel/rules.js';
import { decideMove } from './decide.js';
import { project } from './projection.js';
import { loadGame, type ReplayedGame } from '../kernel/replay.js';
import type { Deps } from '../kernel/deps.js';
import { Conflict, type LogRecord } from '../store/records.js';

/** After an append: the bots answer what they owe, then the projection of every new record runs. */
export async function settle(
  d: Deps,
  g: ReplayedGame,
  appended: LogRecord[],
): Promise<{ game: ReplayedGame; appended: LogRecord[] }> {
  const bots = await runBots(d, g);
  const all = [...appended, ...bots.appended];
  if (all.length > 0) await d.afterAppend(g.meta.gameId, () => project(d, bots.game, all));
  return { game: bots.game, appended: all };
}

/** Bots answer every decision they owe, each answer its own record, at most `limit` moves. */
async function runBots(
  d: Deps,
  start: ReplayedGame,
  limit = 400,
): Promise<{ game: ReplayedGame; appended: LogRecord[] }> {
  const appended: LogRecord[] = [];
  let g = start;
  while (g.state && !g.state.result && appended.length < limit) {
    const owed = g.state.pending.find((x) => g.meta.seats[x.player]?.bot);
    if (!owed) break;
    const seat = owed.player;
    const move = getBotOrRandom(g.meta.seats[seat].bot!).move(
      g.state,
      seat,
      seedFromString(`${g.meta.config.seed}/bot/${seat}/${g.seq}`),
    );
    const next = decideMove(g, { type: 'move', seat, move, by: 'bot' }, d, d.now());
    try {
      await d.store.append(next.record);
    } catch (e) {
      if (!(e instanceof Conflict)) throw e;
      // Someone else appended first and runs the bots from there; our state ran ahead: read theirs.
      return { game: await loadGame(d, g.meta.gameId), appended };
    }
    appended.push(next.record);
    g = next.game;
  }
  return { game: g, appended };
}
