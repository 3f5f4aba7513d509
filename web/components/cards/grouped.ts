// Copies of a card counted together (no 'use client': server components group cards too).

/** Names with counts, in first-seen order: ["Copper","Copper","Estate"] → [["Copper",2],["Estate",1]]. */
export function grouped(names: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return [...m];
}
