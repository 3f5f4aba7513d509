// The last-key memo in front of the per-config caches: it must hand back a new key whenever a part
// the key is made of differs, a list changed in place included, and the same key otherwise.
import { describe, expect, it } from 'vitest';
import { lastKeyed } from '../../../engine/core/memo.js';
import type { GameConfig } from '../../../engine/core/types.js';

const base = (): GameConfig => ({
  players: ['Ann', 'Bob'],
  kingdom: ['Cellar', 'Moat', 'Village'],
  events: [],
  landmarks: [],
  seed: 's',
  rulesVersion: 4,
});
const key = (c: GameConfig) => JSON.stringify([c.rulesVersion, c.players.length, c.kingdom, c.events, c.landmarks]);

describe('lastKeyed', () => {
  it('gives the key of each config, also when a list of the last one changed in place', () => {
    const keyOf = lastKeyed(key);
    const c = base();
    expect(keyOf(c)).toBe(key(c));
    expect(keyOf({ ...c, seed: 'other', players: ['Cy', 'Di'] })).toBe(key(c));
    c.kingdom[1] = 'Smithy';
    expect(keyOf(c)).toBe(key(c));
    expect(keyOf(c)).toContain('Smithy');
    c.events.push('Advance');
    expect(keyOf(c)).toBe(key(c));
    expect(keyOf({ ...c, players: ['A', 'B', 'C'] })).toBe(key({ ...c, players: ['A', 'B', 'C'] }));
    expect(keyOf({ ...c, rulesVersion: 3 })).toBe(key({ ...c, rulesVersion: 3 }));
    expect(keyOf(base())).toBe(key(base()));
  });
});
