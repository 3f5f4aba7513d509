// Golden games: recorded full games must replay to the same final state hash. A rules change
// that alters an old game's outcome must bump RULES_VERSION and keep the old behaviour.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '../../engine/index.js';
import type { GameConfig, Move } from '../../engine/index.js';

interface Golden {
  name: string;
  config: GameConfig;
  moves: Move[];
  finalHash: string;
}

const dir = join(import.meta.dirname, 'games');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('golden games replay to their recorded hash', () => {
  it('has recorded games, including a long one', () => {
    const lengths = files.map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as Golden).moves.length);
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...lengths)).toBeGreaterThanOrEqual(1500);
  });
  for (const f of files) {
    it(f, () => {
      const g = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Golden;
      expect(stateHash(replay({ config: g.config, moves: g.moves }))).toBe(g.finalHash);
    });
  }
});
