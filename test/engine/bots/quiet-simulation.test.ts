// Simulations and replay keep no log entries (the engine's quiet mode): the state they reach must
// be exactly the logged game's, and a replayed game reports log entries again for the next move.
import { describe, expect, it } from 'vitest';
import { apply, createGame, newGame, replay, stateHash } from '../../../engine/index.js';
import { getBot, playBotGame } from '../../../engine/bots/index.js';

describe('quiet simulation', () => {
  it('a bot game played quietly ends in the same state as the same moves applied with logging', () => {
    const config = newGame({
      players: ['A', 'B', 'C'],
      seed: 'quiet',
      randomFrom: ['base', 'intrigue', 'empires'],
      randomLandscapes: 2,
    }).state.config;
    const bots = [getBot('normal'), getBot('big-money'), getBot('random')];
    const g = playBotGame({ config, bots, recordMoves: true });
    const { state } = createGame(config);
    let entries = 0;
    for (const m of g.moves) {
      const r = apply(state, m);
      if (!r.ok) throw new Error(r.error.message);
      entries += r.log.length;
    }
    expect(entries).toBeGreaterThan(g.moves.length);
    expect(stateHash(state)).toBe(stateHash(g.state));
  });

  it('after replay, the next move reports its log entries', () => {
    const config = newGame({ players: ['A', 'B'], seed: 'quiet-2', recommended: 'First Game' }).state.config;
    const bm = getBot('big-money');
    const g = playBotGame({ config, bots: [bm, bm], recordMoves: true, maxMoves: 40 });
    const s = replay({ config, moves: g.moves });
    expect(stateHash(s)).toBe(stateHash(g.state));
    const p = s.pending[0].player;
    const r = apply(s, bm.move(s, p, [1, 2, 3, 4]));
    expect(r.ok && r.log.length).toBeGreaterThan(0);
  });

  it('a quiet game does not watch for revealed information (says true); the same move with logging says false', () => {
    const config = newGame({ players: ['A', 'B'], seed: 'quiet-3', recommended: 'First Game' }).state.config;
    const quiet = createGame(config, { quiet: true }).state;
    const loud = createGame(config).state;
    const p = loud.pending[0].player;
    // Ending the Action phase reveals nothing: only a game that watches can tell.
    const a = apply(loud, { type: 'endPhase', player: p });
    const b = apply(quiet, { type: 'endPhase', player: p });
    expect(a.ok && a.revealed).toBe(false);
    expect(b.ok && b.revealed).toBe(true);
    expect(stateHash(quiet)).toBe(stateHash(loud));
  });
});
