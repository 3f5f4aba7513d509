// The order buys are suggested in, by mail links and in the lines a reply may write: the dearest
// first ($ and debt together), the Supply before Events, then the Supply's own order; Curse and
// Copper last, as buys nobody means by default (mail offers them only under "more").
import type { BuyOption } from '../rules/legal.js';

/** Buys suggested only after every other one (a mail lists them under "more"). */
export const RARELY_BOUGHT: ReadonlySet<string> = new Set(['Curse', 'Copper']);

/** `buys` in the suggested order: dearest first, Curse and Copper last. */
export function dearestFirst<T extends BuyOption>(buys: readonly T[]): T[] {
  const worth = (b: T) => b.cost.coins + b.cost.debt;
  const rare = (b: T) => Number(RARELY_BOUGHT.has(b.name));
  return buys
    .map((b, i) => ({ b, i }))
    .sort(
      (x, y) => rare(x.b) - rare(y.b) || worth(y.b) - worth(x.b) || Number(x.b.event) - Number(y.b.event) || x.i - y.i,
    )
    .map((x) => x.b);
}
