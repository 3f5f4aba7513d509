// The end-of-game breakdown (scoreBreakdown, shown by the table and the result mail) over seeded
// bot games on random kingdoms with Events and Landmarks: for every finished game and player its
// parts add up to its total, the total is the player's score and the result's, and the cards it
// counts are exactly the player's scoring cards.
import { describe, expect, it } from 'vitest';
import { getDef, makeConfig, ownedCards, score, scoreBreakdown, seedFromString, view } from '../../engine/index.js';
import { getBot, playBotGame } from '../../engine/bots/index.js';
import { nextInt } from '../../engine/core/rng.js';
import type { GameState, PlayerIndex } from '../../engine/index.js';

const GAMES = Math.max(20, Math.floor(Number(process.env.PROPERTY_GAMES ?? 1000) / 10));
// The kingdom bot buys Gardens, Dukes and Castles; money bots end games fast; random play reaches odd corners.
const BOTS = ['normal', 'big-money', 'random', 'smithy-big-money'];

/** How many of the player's cards score (have VP), by name, counted directly from the zones. */
function scoringCounts(s: GameState, p: PlayerIndex): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ownedCards(s, p)) {
    const name = s.cardNames[id];
    if (getDef(name).vp === undefined) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

describe(`score breakdown (${GAMES} finished bot games, 2–6 players, random kingdoms and landscapes)`, () => {
  it('adds up to the score of every player of every finished game', () => {
    let finished = 0;
    let withLandmarks = 0;
    let withCurses = 0;
    for (let i = 0; i < GAMES; i++) {
      const rng = seedFromString(`breakdown-${i}`);
      const players = 2 + nextInt(rng, 5);
      const config = makeConfig({
        players: Array.from({ length: players }, (_, k) => `P${k}`),
        seed: `breakdown-${i}`,
        randomFrom: ['base', 'intrigue', 'empires'],
        randomLandscapes: nextInt(rng, 3),
      });
      const bots = Array.from({ length: players }, () => getBot(BOTS[nextInt(rng, BOTS.length)]));
      const { state, capped } = playBotGame({ config, bots, maxTurnsPerPlayer: 60 });
      if (capped || !state.result) continue;
      finished++;
      const shown = view(state, null).breakdown;
      expect(shown).not.toBeNull();
      for (let p = 0; p < players; p++) {
        const b = scoreBreakdown(state, p);
        const parts =
          b.cards.reduce((t, c) => t + c.vp, 0) + b.curses.vp + b.vpTokens + b.landmarks.reduce((t, l) => t + l.vp, 0);
        expect(parts, `breakdown-${i} P${p}`).toBe(b.total);
        expect(b.total, `breakdown-${i} P${p}`).toBe(score(state, p));
        expect(b.total, `breakdown-${i} P${p}`).toBe(state.result.scores[p]);
        expect(b.vpTokens).toBe(state.players[p].vpTokens);
        const counted = new Map(b.cards.map((c) => [c.name, c.count] as const));
        if (b.curses.count) counted.set('Curse', b.curses.count);
        expect(counted, `breakdown-${i} P${p}`).toEqual(scoringCounts(state, p));
        expect(b.curses.vp + b.curses.count).toBe(0);
        expect(b.landmarks.map((l) => l.name)).toEqual(
          state.landmarks.map((l) => l.name).filter((n) => getDef(n).score),
        );
        expect(shown![p]).toEqual(b);
        if (b.landmarks.length) withLandmarks++;
        if (b.curses.count) withCurses++;
      }
    }
    console.log(
      JSON.stringify({ games: GAMES, finished, playersWithLandmarks: withLandmarks, playersWithCurses: withCurses }),
    );
    // Bots finish most games; the checks above must have run on many, with Landmarks and Curses among them.
    expect(finished).toBeGreaterThan(GAMES / 2);
    expect(withLandmarks).toBeGreaterThan(0);
    expect(withCurses).toBeGreaterThan(0);
  }, 600_000);
});
