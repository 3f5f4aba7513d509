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
