// Every bot plays whole seeded games, in every seat, across random kingdoms and player counts,
// and never sends a move the engine rejects.
import { describe, expect, it } from 'vitest';
import { newGame, stateHash } from '../../../engine/index.js';
import { botIds, getBot, playBotGame, type Bot } from '../../../engine/bots/index.js';
import type { GameConfig, SetName } from '../../../engine/index.js';

// `hard` simulates each new kingdom first: its own bounded test is kingdom-bot.test.ts.
const ids = botIds().filter((id) => id !== 'hard');
const names = (n: number) => ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay'].slice(0, n);
const configFor = (players: number, seed: string, randomFrom: SetName[], randomLandscapes = 0): GameConfig =>
  newGame({ players: names(players), seed, randomFrom, randomLandscapes }).state.config;

function playMany(bot: Bot, games: number, randomFrom: SetName[], landscapes = 0) {
  const rejected: string[] = [];
  let capped = 0;
  for (let i = 0; i < games; i++) {
    const players = 2 + (i % 5);
    const config = configFor(players, `${bot.id}/${randomFrom.join('+')}/${i}`, randomFrom, landscapes);
    // The bot under test in one seat (rotating), the other seats a mix of every bot.
    const bots = names(players).map((_, p) => (p === i % players ? bot : getBot(ids[(i + p) % ids.length])));
    const g = playBotGame({ config, bots, maxTurnsPerPlayer: 150 });
    for (const r of g.rejected)
      rejected.push(`${config.seed} seat ${r.seat} (${r.bot}): ${JSON.stringify(r.move)}: ${r.error}`);
    if (g.capped) capped++;
    else expect(g.state.result?.winners.length).toBeGreaterThan(0);
  }
  return { rejected, capped };
}

describe.each(ids)('bot "%s"', (id) => {
  const bot = getBot(id);

  it('finishes many seeded base + Intrigue games with 2-6 players without a rejected move', () => {
    const { rejected, capped } = playMany(bot, 40, ['base', 'intrigue']);
    expect(rejected).toEqual([]);
    expect(capped).toBe(0);
  });

  it('finishes games drawn from every set, with Events and Landmarks, without a rejected move', () => {
    const { rejected, capped } = playMany(bot, 20, ['base', 'intrigue', 'empires'], 2);
    expect(rejected).toEqual([]);
    expect(capped).toBe(0);
  });

  it('is deterministic: the same seed plays the same game', () => {
    const config = configFor(3, `${id}/determinism`, ['base', 'intrigue']);
    const play = () => playBotGame({ config, bots: [bot, bot, bot], recordMoves: true });
    const a = play();
    const b = play();
    expect(b.moves).toEqual(a.moves);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
  });
});

describe('strength', () => {
  it('big-money beats random nearly always', () => {
    const bm = getBot('big-money');
    const random = getBot('random');
    let bmWins = 0;
    const games = 60;
    for (let i = 0; i < games; i++) {
      const config = configFor(2, `strength/${i}`, ['base', 'intrigue']);
      // Alternate seats so seat order cannot explain the result.
      const bots = i % 2 === 0 ? [bm, random] : [random, bm];
      const g = playBotGame({ config, bots });
      const bmSeat = i % 2 === 0 ? 0 : 1;
      if (g.state.result?.winners.includes(bmSeat) && g.state.result.winners.length === 1) bmWins++;
    }
    expect(bmWins).toBeGreaterThanOrEqual(games - 2);
  });

  it('smithy-big-money usually beats big-money when Smithy is in the Kingdom', () => {
    const kingdom = [
      'Cellar',
      'Chapel',
      'Festival',
      'Library',
      'Market',
      'Moat',
      'Sentry',
      'Smithy',
      'Village',
      'Workshop',
    ];
    const bm = getBot('big-money');
    const smithy = getBot('smithy-big-money');
    let smithyWins = 0;
    let bmWins = 0;
    for (let i = 0; i < 100; i++) {
      const config = newGame({ players: names(2), seed: `smithy/${i}`, kingdom }).state.config;
      const bots = i % 2 === 0 ? [smithy, bm] : [bm, smithy];
      const w = playBotGame({ config, bots }).state.result!.winners;
      if (w.length === 1) {
        if (w[0] === i % 2) smithyWins++;
        else bmWins++;
      }
    }
    expect(smithyWins).toBeGreaterThan(bmWins);
  });
});
