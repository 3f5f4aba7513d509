// Test-only cards for rulings that need card kinds the filler kingdom lacks (registered per test file).
import { defineCard } from '../../../../engine/core/card-def.js';
import { registerPiles } from '../../../../engine/setup/piles.js';
import { registerCards } from '../../../../engine/core/registry.js';

export const SPLIT = 'Test Top/Test Bottom';

export function registerFakes(): void {
  registerCards([
    defineCard({
      name: 'Test Treasure Victory',
      set: 'empires',
      cost: { coins: 3, debt: 0 },
      types: ['Treasure', 'Victory'],
      text: '',
      coins: 1,
      vp: 1,
    }),
    defineCard({
      name: 'Test Action Treasure',
      set: 'empires',
      cost: { coins: 5, debt: 0 },
      types: ['Action', 'Treasure'],
      text: '',
      coins: 2,
    }),
    defineCard({
      name: 'Test Gathering',
      set: 'empires',
      cost: { coins: 3, debt: 0 },
      types: ['Action', 'Gathering'],
      text: '',
    }),
    defineCard({ name: 'Test Top', set: 'empires', cost: { coins: 2, debt: 0 }, types: ['Action'], text: '' }),
    defineCard({ name: 'Test Bottom', set: 'empires', cost: { coins: 5, debt: 0 }, types: ['Action'], text: '' }),
    defineCard({
      name: 'Test Gift',
      set: 'empires',
      cost: { coins: 2, debt: 0 },
      types: ['Action'],
      text: 'Each other player gains an Estate.',
      *play(g, play) {
        for (const q of g.others(play.player)) yield* g.gain(q, 'Estate');
      },
    }),
    defineCard({
      name: 'Test Swindle',
      set: 'empires',
      cost: { coins: 2, debt: 0 },
      types: ['Action'],
      text: 'Each other player trashes the top card of their deck.',
      *play(g, play) {
        for (const q of g.others(play.player)) {
          const [top] = g.takeTop(q, 1, 'looking');
          if (top !== undefined) yield* g.trash(q, [top], 'looking');
        }
      },
    }),
  ]);
  registerPiles([
    {
      name: SPLIT,
      set: 'empires',
      randomizer: 'Test Top',
      contents: () => [
        { name: 'Test Bottom', count: 5 },
        { name: 'Test Top', count: 5 },
      ],
    },
  ]);
}

/** The filler kingdom with its first piles replaced. */
export function kingdomWith(...piles: string[]): string[] {
  const filler = [
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
  return [...piles, ...filler.filter((n) => !piles.includes(n))].slice(0, 10);
}
