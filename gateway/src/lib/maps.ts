// Per-owner caches: a Map kept beside an object (a client, a token service, a published change)
// for as long as that object lives.

/** The Map kept for `owner` in `maps`, made on first use. */
export function mapFor<O extends object, K, V>(maps: WeakMap<O, Map<K, V>>, owner: O): Map<K, V> {
  let map = maps.get(owner);
  if (!map) {
    map = new Map();
    maps.set(owner, map);
  }
  return map;
}

/** Sets `key`, first dropping the oldest entry when the map already holds `max`. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
