// The per-config caches of a new game's layout (setup.ts) and its lookup index (game-index.ts):
// games share them only when nothing the cached part depends on differs — the rules version
// included, since a version may change pile sizes — and each game owns its copy.
import { describe, expect, it } from 'vitest';
import { createGame, makeConfig, stateHash } from '../../../engine/index.js';
import { layoutKey } from '../../../engine/setup/setup.js';
import { indexKey } from '../../../engine/core/game-index.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const config = (o: { seed?: string; players?: string[]; rulesVersion?: number } = {}) => ({
  ...makeConfig({ players: o.players ?? ['Ann', 'Bob'], seed: o.seed ?? 's1', kingdom: KINGDOM }),
  ...(o.rulesVersion === undefined ? {} : { rulesVersion: o.rulesVersion }),
});

describe('the set-up caches', () => {
  it('share a layout and an index across seeds and names, never across rules versions or player counts', () => {
    for (const key of [layoutKey, indexKey]) {
      expect(key(config({ seed: 'a', players: ['A', 'B'] }))).toBe(key(config({ seed: 'b', players: ['C', 'D'] })));
      expect(key(config({ rulesVersion: 2 }))).not.toBe(key(config({ rulesVersion: 3 })));
      expect(key(config())).not.toBe(key(config({ players: ['A', 'B', 'C'] })));
    }
  });

  it('a game from the cached layout is the game laid out afresh, and owns its piles and decks', () => {
    const first = createGame(config({ seed: 'x' }), { quiet: true }).state;
    const again = createGame(config({ seed: 'x' }), { quiet: true }).state;
    expect(stateHash(again)).toBe(stateHash(first));
    first.supply[0].cards.pop();
    first.players[0].deck.pop();
    const third = createGame(config({ seed: 'x' }), { quiet: true }).state;
    expect(stateHash(third)).toBe(stateHash(again));
    expect(third.supply[0].cards).toHaveLength(again.supply[0].cards.length);
  });
});
