// A bounded per-process cache of what follows from a config alone (a game's card layout, its lookup
// index). Past its limit the map is dropped whole rather than evicted entry by entry: a process sees
// a few configs at a time (a simulation, a server's live games), so an occasional rebuild costs
// less than keeping an order to evict by, and memory stays bounded.

/** `map`'s value for `key`, built by `build` on first use; at `limit` entries the map starts over. */
export function cachedIn<K, V>(map: Map<K, V>, key: K, limit: number, build: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= limit) map.clear();
    value = build();
    map.set(key, value);
  }
  return value;
}

/** The parts of a config the cache keys are made of (a key must depend on no other). */
interface KeyParts {
  rulesVersion: number;
  players: { readonly length: number };
  kingdom: readonly string[];
  events?: readonly string[];
  landmarks?: readonly string[];
}

/**
 * `key`, remembered for the last config it keyed: a simulation keys thousands of games of one
 * config, and building the key (JSON of the lists) for each was 2–3% of a Big Money game's time. The
 * lists are compared item by item with copies of the last ones, so a list changed in place is seen.
 */
export function lastKeyed<C extends KeyParts>(key: (c: C) => string): (c: C) => string {
  let last: KeyParts | null = null;
  let lastKey = '';
  return (c) => {
    if (last && sameParts(last, c)) return lastKey;
    last = {
      rulesVersion: c.rulesVersion,
      players: { length: c.players.length },
      kingdom: c.kingdom.slice(),
      events: c.events?.slice(),
      landmarks: c.landmarks?.slice(),
    };
    lastKey = key(c);
    return lastKey;
  };
}

function sameParts(a: KeyParts, b: KeyParts): boolean {
  return (
    a.rulesVersion === b.rulesVersion &&
    a.players.length === b.players.length &&
    sameList(a.kingdom, b.kingdom) &&
    sameList(a.events, b.events) &&
    sameList(a.landmarks, b.landmarks)
  );
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
