// Costs: two parts ($ and debt), reduced by this turn's reductions, compared part by part.
import { getDef } from '../core/registry.js';
import type { CardName, Cost, GameState } from '../core/types.js';

/** The current cost of a card: printed cost minus this turn's reductions (never below $0). Events are never reduced. */
export function costOf(s: GameState, name: CardName): Cost {
  const def = getDef(name);
  if (def.kind === 'event' || s.turn.costReduction === 0) return def.cost;
  return { coins: Math.max(0, def.cost.coins - s.turn.costReduction), debt: def.cost.debt };
}

/** A costs no more than B: neither part larger. */
export function costAtMost(a: Cost, b: Cost): boolean {
  return a.coins <= b.coins && a.debt <= b.debt;
}

/** "Costing up to $N" (no debt allowed beyond `debt`, 0 by default). */
export function upTo(coins: number, debt = 0): Cost {
  return { coins, debt };
}

export function costEquals(a: Cost, b: Cost): boolean {
  return a.coins === b.coins && a.debt === b.debt;
}

/** A costs more than B: neither part smaller and at least one larger. */
export function costMore(a: Cost, b: Cost): boolean {
  return costAtMost(b, a) && !costEquals(a, b);
}

/** A cost with $N added to its $ part (debt unchanged): "up to $2 more than it". */
export function plusCoins(c: Cost, n: number): Cost {
  return { coins: c.coins + n, debt: c.debt };
}

export function formatCost(c: Cost): string {
  if (c.debt === 0) return `$${c.coins}`;
  if (c.coins === 0) return `${c.debt} debt`;
  return `$${c.coins} + ${c.debt} debt`;
}
