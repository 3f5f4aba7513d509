// The names nearest to a mistyped one ("Slver" → Silver), so a refusal can say what was likely
// meant. Only the names the caller passes are offered (a game passes its own Supply and Events),
// so a suggestion never names a card the game does not hold. Text comes from players: anything
// longer than a card name could be is not compared at all, so the work stays small.
import type { GameState } from '../core/types.js';

/** Typed text longer than this is not a card name misspelt. */
const MAX_TYPED = 40;
/** The most names a suggestion offers. */
export const MAX_SUGGESTIONS = 2;

/**
 * Edit distance between two lower-case strings: insertions, deletions, substitutions and swaps of
 * neighbours ("Slivre" → "Silver" is 2) each count 1.
 */
function distance(a: string, b: string): number {
  // Three rows: the one before last (for swaps), the last, and the one being filled.
  let before: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + same);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
    }
    before = last;
    last = row;
  }
  return last[b.length];
}

/**
 * Up to `max` of `names` nearest to `typed` (case ignored), the nearest first, ties in `names`'
 * order: those a few edits away (1 edit per 3 letters typed, at least 1), and those the text
 * begins (3 letters or more: "Prov" → Province). None when `typed` is itself one of them.
 */
export function nearestNames(typed: string, names: readonly string[], max = MAX_SUGGESTIONS): string[] {
  const t = typed.trim().toLowerCase();
  if (t.length === 0 || t.length > MAX_TYPED) return [];
  const allowed = Math.max(1, Math.floor(t.length / 3));
  const scored: { name: string; d: number; i: number }[] = [];
  for (const [i, name] of [...new Set(names)].entries()) {
    const n = name.toLowerCase();
    if (n === t) return [];
    const d = t.length >= 3 && n.startsWith(t) ? 0.5 : distance(t, n);
    if (d <= allowed) scored.push({ name, d, i });
  }
  return scored
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .slice(0, max)
    .map((x) => x.name);
}

/** " Did you mean Silver?" / " Did you mean Silver or Silk Road?" for a refusal's end, or '' when nothing is near. */
export function didYouMean(typed: string, names: readonly string[]): string {
  const near = nearestNames(typed, names);
  return near.length ? ` Did you mean ${near.join(' or ')}?` : '';
}

/** What a buy may name in `s`: the card on top of each Supply pile, then the Events (the names a suggestion offers). */
export function supplyAndEventNames(s: Pick<GameState, 'supply' | 'cardNames' | 'events'>): string[] {
  const tops = s.supply
    .map((p) => p.cards[p.cards.length - 1])
    .filter((id): id is number => id !== undefined)
    .map((id) => s.cardNames[id]);
  return [...tops, ...s.events];
}
