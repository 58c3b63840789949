import type { EncodingOf, EndpointPath, Language, ResponseOf } from '@lendline/domain';
import { readToken } from '../session/session.ts';
import { subscribeStorage } from '../storage/storage.ts';
import { ABORTED, request, type ApiFailure, type ApiResult, type ParamsOf, type RequestOptions } from './client.ts';
import { readRemembered, writeRemembered } from './remembered-reads.ts';

/** Every path a screen may read: anything but an upload. */
export type ReadPath = { [P in EndpointPath]: EncodingOf<P> extends 'multipart' ? never : P }[EndpointPath];

/** What the cache knows of one read (a path with its parameters). Replaced, never changed, so React sees each change. */
export interface ReadEntry {
  /** The last good answer; undefined before the first. */
  readonly data: unknown;
  /**
   * False while `data` is only a fallback for a failure: remembered from before a reload, or put
   * in doubt by a change the app made itself (a saved step moves the order on).
   */
  readonly confirmed: boolean;
  /** The latest attempt's failure; null once one succeeds. */
  readonly error: ApiFailure | null;
  /** Attempts settled so far, answered or failed (a cancelled one does not count). */
  readonly settled: number;
  /** The value of `settled` when the latest answer came. */
  readonly answeredAt: number;
  readonly fetching: boolean;
}

export const NOTHING: ReadEntry = { data: undefined, confirmed: false, error: null, settled: 0, answeredAt: 0, fetching: false };

interface Slot {
  readonly path: ReadPath;
  /** The read's name without the session generation: what a remembered copy is stored under. */
  readonly name: string;
  readonly call: (options: RequestOptions) => Promise<ApiResult<unknown>>;
  remember: boolean;
  entry: ReadEntry;
  readonly listeners: Set<() => void>;
  /** The request subscribers share: a second reader joins it instead of asking again. */
  shared: { controller: AbortController; done: Promise<void> } | null;
  inFlight: number;
  started: number;
  applied: number;
}

export interface SlotOptions {
  /** Kept in local storage too, for the borrower's next page life (ADR 025). */
  remember?: boolean | undefined;
  /** The answer depends on the request's language (the server writes it): one entry per language. */
  language?: Language | undefined;
}

/** Bumped when the session changes: every key changes with it, so nothing of one borrower reaches the next. */
let generation = 0;
let sessionToken = readToken();
const slots = new Map<string, Slot>();

/** Parameters in a canonical form: key order and absent values do not make a different read. */
function canonical(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields = Object.entries(value).filter(([, field]) => field !== undefined && field !== null);
  return Object.fromEntries(fields.sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, field]) => [name, canonical(field)]));
}

/** The cache key of a read, creating its slot on first use (idempotent: safe during render). */
export function openRead<P extends ReadPath>(path: P, params: ParamsOf<P>, options: SlotOptions = {}): string {
  const name = `${path}?${JSON.stringify(canonical(params ?? {}))}${options.language ? `#${options.language}` : ''}`;
  const key = `${generation}|${name}`;
  let slot = slots.get(key);
  if (!slot) {
    slot = { path, name, call: (o) => request(path, params, o), remember: false, entry: NOTHING, listeners: new Set(), shared: null, inFlight: 0, started: 0, applied: 0 };
    slots.set(key, slot);
  }
  if (options.remember && !slot.remember) {
    slot.remember = true;
    const remembered = slot.entry.data === undefined ? readRemembered(name) : undefined;
    if (remembered !== undefined) slot.entry = { ...slot.entry, data: remembered };
  }
  return key;
}

/**
 * Whether `data` is an answer to `path`, held under `key`: a slot of `path` is filled only by
 * `request(path, params)`, typed by the contract, or by that answer's remembered copy (ADR 025).
 */
export function isAnswerTo<P extends ReadPath>(path: P | null, key: string | null, data: unknown): data is ResponseOf<P> {
  return data !== undefined && key !== null && slots.get(key)?.path === path;
}

export function entryOf(key: string): ReadEntry {
  return slots.get(key)?.entry ?? NOTHING;
}

function update(slot: Slot, patch: Partial<ReadEntry>): void {
  slot.entry = { ...slot.entry, ...patch };
  for (const listener of slot.listeners) listener();
}

/**
 * Starts a request for the slot; its answer is applied only if no later one was, and only if
 * the session is still the one that asked (a sign-out meanwhile drops it).
 */
function start(slot: Slot, options: RequestOptions, call = slot.call): Promise<ApiResult<unknown>> {
  const seq = ++slot.started;
  const born = generation;
  slot.inFlight += 1;
  update(slot, { fetching: true });
  return call(options).then((result) => {
    slot.inFlight -= 1;
    // No longer joinable before anyone hears of the answer: a screen it opens must ask anew.
    if (slot.shared && slot.shared.controller.signal === options.signal) slot.shared = null;
    // A cancelled request changes nothing but "fetching": nobody is left to see it.
    const counts = born === generation && seq > slot.applied && !(!result.ok && result.code === ABORTED);
    if (!counts) {
      update(slot, { fetching: slot.inFlight > 0 });
      return result;
    }
    slot.applied = seq;
    const settled = slot.entry.settled + 1;
    if (result.ok) {
      update(slot, { data: result.data, confirmed: true, error: null, settled, answeredAt: settled, fetching: slot.inFlight > 0 });
      if (slot.remember) writeRemembered(slot.name, result.data);
    } else {
      // The failure never erases the last good answer: the screen shows both.
      update(slot, { error: result, settled, fetching: slot.inFlight > 0 });
    }
    return result;
  });
}

/** Asks again for a subscribed read, joining the request already on its way if there is one. */
export function refreshRead(key: string, options: { quiet?: boolean; onePerPage?: boolean } = {}): Promise<void> {
  const slot = slots.get(key);
  if (!slot || (options.onePerPage && slot.entry.confirmed)) return Promise.resolve();
  if (slot.shared) return slot.shared.done;
  const controller = new AbortController();
  const done = start(slot, { quiet: options.quiet, signal: controller.signal });
  slot.shared = { controller, done: done.then(() => undefined) };
  return slot.shared.done;
}

/**
 * A screen's interest in a read. When the last subscriber leaves, the shared request is
 * cancelled, checked a microtask later so a screen replacing another with the same read (one
 * commit: unmount, then mount) keeps the request rather than asking twice.
 */
export function subscribeRead(key: string, listener: () => void): () => void {
  const slot = slots.get(key);
  if (!slot) return () => undefined;
  slot.listeners.add(listener);
  return () => {
    slot.listeners.delete(listener);
    queueMicrotask(() => {
      if (slot.listeners.size === 0) slot.shared?.controller.abort();
    });
  };
}

/**
 * Reads once outside a screen (a flow such as "route by the latest order"): always asks, and
 * what it learns is cached for the screens. Never shared, so `loading` shows its own overlay.
 */
export async function fetchRead<P extends ReadPath>(path: P, params: ParamsOf<P>, options: RequestOptions & SlotOptions = {}): Promise<ApiResult<ResponseOf<P>>> {
  const slot = slots.get(openRead(path, params, options));
  const result = request(path, params, options);
  // The same answer goes to the cache, under the slot's ordering and session checks.
  if (slot) void start(slot, options, () => result);
  return result;
}

/** True when this session already has an answer for the read (for reads asked once per page life). */
export function hasAnswer<P extends ReadPath>(path: P, params: ParamsOf<P>): boolean {
  return entryOf(openRead(path, params)).confirmed;
}

/**
 * After a change the app made (a step saved, an offer accepted): the reads of `path` are in
 * doubt. Their answers stay as a fallback for a failure, screens showing them ask again, and a
 * screen opened later waits for a fresh answer.
 */
export function invalidateReads(path: ReadPath): void {
  for (const [key, slot] of slots) {
    if (slot.path !== path) continue;
    // A request already on its way may have been answered before the change: it must not count.
    slot.applied = slot.started;
    slot.shared = null;
    update(slot, { confirmed: false });
    if (slot.listeners.size > 0) void refreshRead(key, { quiet: true });
  }
}

/** Forgets every read of this page life (session end, another borrower, tests); requests on their way are dropped. */
export function forgetReads(): void {
  generation += 1;
  sessionToken = readToken();
  const old = [...slots.values()];
  slots.clear();
  for (const slot of old) {
    slot.shared?.controller.abort();
    // Subscribed screens render again, find their keys changed and ask afresh.
    for (const listener of slot.listeners) listener();
  }
}

// A sign-in, sign-out or the shell's token for another person: the cache belonged to someone else.
subscribeStorage(() => {
  if (readToken() !== sessionToken) forgetReads();
});
