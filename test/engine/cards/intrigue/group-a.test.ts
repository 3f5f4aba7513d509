import { describe, expect, it } from 'vitest';
import { getDef, kingdomPileNames } from '../../../../engine/index.js';
import { intrigueGroupA } from '../../../../engine/cards/intrigue/group-a.js';

const expected: Record<string, { coins: number; types: string[] }> = {
  Baron: { coins: 4, types: ['Action'] },
  Bridge: { coins: 4, types: ['Action'] },
  Conspirator: { coins: 4, types: ['Action'] },
  Courtier: { coins: 5, types: ['Action'] },
  Courtyard: { coins: 2, types: ['Action'] },
  Diplomat: { coins: 4, types: ['Action', 'Reaction'] },
  Duke: { coins: 5, types: ['Victory'] },
  Harem: { coins: 6, types: ['Treasure', 'Victory'] },
  Ironworks: { coins: 4, types: ['Action'] },
  Lurker: { coins: 2, types: ['Action'] },
  Masquerade: { coins: 3, types: ['Action'] },
  Mill: { coins: 4, types: ['Action', 'Victory'] },
  'Mining Village': { coins: 4, types: ['Action'] },
};

describe('Intrigue group A', () => {
  it('registers exactly its 13 Kingdom cards', () => {
    expect(intrigueGroupA.map((d) => d.name).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s has its printed cost and types and is an Intrigue Kingdom pile', (name, e) => {
    const def = getDef(name);
    expect(def).toMatchObject({ set: 'intrigue', kind: 'card', cost: { coins: e.coins, debt: 0 }, types: e.types });
    expect(def.basic).toBeFalsy();
    expect(def.text.length).toBeGreaterThan(0);
    expect(kingdomPileNames('intrigue')).toContain(name);
  });
});
