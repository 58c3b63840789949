import type { Clock } from './clock.ts';

export interface TtlCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  /** Drops every entry whose value matches, e.g. all sessions of one user. */
  deleteWhere(match: (value: V) => boolean): void;
}

/**
 * A small per-instance cache with a time limit and a size bound (oldest entries go first).
 * Only for data where being `ttlMs` out of date on another instance is acceptable; the
 * instance that changes the data deletes its own entry at once.
 */
export function createTtlCache<K, V>(options: { ttlMs: number; maxEntries: number; now: Clock }): TtlCache<K, V> {
  const entries = new Map<K, { value: V; storedAt: number }>();
  return {
    get(key) {
      if (options.ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = options.now().getTime() - entry.storedAt;
      if (age >= options.ttlMs || age < 0) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      if (options.ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, storedAt: options.now().getTime() });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    delete: (key) => void entries.delete(key),
    deleteWhere(match) {
      for (const [key, entry] of entries) if (match(entry.value)) entries.delete(key);
    },
  };
}
