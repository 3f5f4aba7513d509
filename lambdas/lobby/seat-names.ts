// Seat names that pass for another seat's at the same table ("bоb" with a Cyrillic о next to
// "bob") are refused. What a name looks like comes from the maintained `confusables` package
// (homoglyphs, fullwidth forms, accents and invisible characters folded), not a hand-made table.
// The rules for a single name (invisible, blank-looking, stacked marks) are the contract's
// DisplayName; this check needs the table, so the lobby (lobby.ts) makes it.
import { remove } from 'confusables';
import { badRequest } from '../kernel/errors.js';

/** What a name looks like: compatibility-normalised, confusables folded, case and spacing ignored. */
export function lookOf(name: string): string {
  return remove(name.normalize('NFKC')).normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const sameLooking = (a: string, b: string): boolean => lookOf(a) === lookOf(b);

/** Throws a 400 when two of a table's seat names look the same (run after exact duplicates are numbered). */
export function refuseLookalikes(names: readonly string[]): void {
  const seen = new Map<string, string>();
  for (const name of names) {
    const look = lookOf(name);
    const other = seen.get(look);
    if (other !== undefined)
      throw badRequest(`The seat name "${name}" looks like "${other}" at this table: give one of them another name.`);
    seen.set(look, name);
  }
}
