// docs/rulings.md, the players' rulings page: one line per ruling, each naming what it is about
// and giving its source (a rulebook note, or the reasoning where there is none).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDefs } from '../../../engine/index.js';

const text = readFileSync(join(import.meta.dirname, '../../../docs/rulings.md'), 'utf8');
const rulings = text.split('\n').filter((l) => l.startsWith('- '));

describe('the rulings page', () => {
  it('has rulings for every set, including the ones players asked about', () => {
    expect(rulings.length).toBeGreaterThanOrEqual(50);
    for (const topic of [
      '**Mill**',
      '**Masquerade**',
      '**Diplomat**',
      '**Villa**',
      '**Crown**',
      '**Mountain Pass**',
      '**Overlord**',
      'Discarding several cards',
    ]) {
      expect(
        rulings.some((l) => l.includes(topic)),
        topic,
      ).toBe(true);
    }
  });

  it('every ruling is one line that names its subject and ends with its source', () => {
    for (const line of rulings) {
      expect(line, line).toMatch(/^- \*\*[^*]+\*\*/);
      expect(line, line).toMatch(/ \*(Dominion|Intrigue|Empires|Rulebooks?|Reasoning)[^*]*\*$/);
    }
  });

  it('a subject written like a name (capitalised words) is a card, Event or Landmark of this game', () => {
    const known = new Set(allDefs().map((d) => d.name));
    const general = new Set(['Events', 'Ties']);
    const names = rulings
      .flatMap((l) => /^- \*\*([^*]+)\*\*/.exec(l)![1].split(' / '))
      .filter((s) => /^[A-Z][a-z']+( [A-Z][a-z']+)*$/.test(s) && !general.has(s));
    expect(names.length).toBeGreaterThanOrEqual(50);
    for (const s of names) expect(known.has(s), s).toBe(true);
  });
});
