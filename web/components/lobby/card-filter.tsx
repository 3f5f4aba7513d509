'use client';
// What the kingdom picker lists: the cards of the sets ticked, narrowed by a search over names and
// text. Kept apart from the picks, which are the form's: filtering never drops a pick.
import { useMemo, useState } from 'react';
import { ALL_SETS } from '@/lib/engine';
import type { PileInfo } from './pile-catalog';
import { setName } from './pick-tile';

export interface CardFilterState {
  query: string;
  setQuery: (query: string) => void;
  sets: string[];
  setSets: React.Dispatch<React.SetStateAction<string[]>>;
}

/** The filter's state, the piles of the sets ticked (what "Fill the rest" draws from) and those shown. */
export function useCardFilter(piles: PileInfo[]): CardFilterState & { inSets: PileInfo[]; shown: PileInfo[] } {
  const [query, setQuery] = useState('');
  const [sets, setSets] = useState<string[]>([...ALL_SETS]);
  const q = query.trim().toLowerCase();
  const inSets = useMemo(() => piles.filter((p) => sets.includes(p.set)), [piles, sets]);
  const shown = useMemo(
    () => inSets.filter((p) => !q || p.name.toLowerCase().includes(q) || p.text.toLowerCase().includes(q)),
    [inSets, q],
  );
  return { query, setQuery, sets, setSets, inSets, shown };
}

/** The set checkboxes and the search box. */
export function CardFilters({ query, setQuery, sets, setSets }: CardFilterState) {
  return (
    <>
      <fieldset className="inline">
        <legend>Show cards from</legend>
        {ALL_SETS.map((s) => (
          <label key={s} className="check">
            <input
              type="checkbox"
              checked={sets.includes(s)}
              onChange={() => setSets((x) => (x.includes(s) ? x.filter((y) => y !== s) : [...x, s]))}
            />
            {setName(s)}
          </label>
        ))}
      </fieldset>
      <p className="picker-search">
        <label htmlFor="ng-search">Search names and text</label>{' '}
        <input id="ng-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </p>
    </>
  );
}
