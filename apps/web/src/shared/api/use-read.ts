import type { ResponseOf } from '@lendline/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/i18n-store.ts';
import type { ApiFailure, ParamsOf } from './client.ts';
import { entryOf, isAnswerTo, NOTHING, openRead, refreshRead, subscribeRead, type ReadPath } from './read-store.ts';

/** How often a waiting screen asks again: a decision or a payout shows within seconds. */
export const POLL_MS = 3_000;

export interface ReadOptions<T> {
  /** No toast when it fails: the screen says so itself. */
  quiet?: boolean;
  /** Also kept in local storage, so a reload without a network still shows it (ADR 025). */
  remember?: boolean;
  /** The server writes the answer in the request's language: a language switch asks again. */
  perLanguage?: boolean;
  /** Asked once per page life while it succeeds (public data that changes with a release). */
  onePerPage?: boolean;
  /** While new parameters load, the previous parameters' answer stays on screen (as stale). */
  keepPrevious?: boolean;
  /** Asks again every `pollMs` while this holds for the answer, only while the page is visible. */
  pollWhile?: (data: T) => boolean;
  pollMs?: number;
}

export interface Read<T> {
  /** The last good answer: this screen's, an earlier screen's while this one asks again, or after a failure a remembered one. */
  data: T | undefined;
  /** The failure of this screen's latest attempt; null after a success and while the first attempt runs. */
  error: ApiFailure | null;
  /** This screen's first attempt has not settled yet. */
  isLoading: boolean;
  /** `data` predates this screen's own answer (cached, remembered, or the previous parameters'). */
  isStale: boolean;
  isFetching: boolean;
  /** Asks again (a Retry button); the last good answer stays meanwhile. */
  retry: () => void;
}

/**
 * One read of the contract for a screen: cached in memory by path and parameters across
 * screens, shared while in flight, cancelled when the screen leaves or the parameters change,
 * and never losing the last good answer to a failed network. `path` null reads nothing (not
 * signed in, or a parameter not known yet).
 */
export function useRead<P extends ReadPath>(path: P | null, params: ParamsOf<P>, options: ReadOptions<ResponseOf<P>> = {}): Read<ResponseOf<P>> {
  const { quiet = false, onePerPage = false, keepPrevious = false, pollWhile, pollMs = POLL_MS } = options;
  const language = useLanguage();
  const key = path === null ? null : openRead(path, params, { remember: options.remember, language: options.perLanguage ? language : undefined });
  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : subscribeRead(key, listener)), [key]);
  const entry = useSyncExternalStore(subscribe, () => (key === null ? NOTHING : entryOf(key)), () => NOTHING);

  // What had settled when this screen opened the key: anything later is its own attempt.
  const [opened, setOpened] = useState({ key, settled: entry.settled });
  if (opened.key !== key) setOpened({ key, settled: entry.settled });
  const base = opened.key === key ? opened.settled : entry.settled;
  const reused = onePerPage && entry.confirmed;
  const isLoading = key !== null && entry.settled === base && !reused;
  // A doubtful answer (remembered, or put in doubt) is shown only once asking again has failed.
  const current = entry.confirmed || (!isLoading && entry.error !== null) ? entry.data : undefined;

  const [previous, setPrevious] = useState<unknown>(undefined);
  if (keepPrevious && current !== undefined && current !== previous) setPrevious(current);
  const shown = current ?? (keepPrevious && isLoading ? previous : undefined);
  const data = isAnswerTo(path, key, shown) ? shown : undefined;
  const isStale = data !== undefined && (shown !== entry.data || (entry.answeredAt <= base && !reused));

  useEffect(() => {
    if (key !== null) void refreshRead(key, { quiet, onePerPage });
  }, [key, quiet, onePerPage]);

  const polling = key !== null && data !== undefined && pollWhile !== undefined && pollWhile(data);
  const settled = entry.settled;
  useEffect(() => {
    if (!polling || key === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A failed poll keeps what we know; the next one may get through.
    const tick = () => void refreshRead(key, { quiet: true });
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'hidden') tick();
    };
    // A hidden tab costs the borrower no data: it asks again as soon as it is shown.
    if (document.visibilityState !== 'hidden') timer = setTimeout(tick, pollMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // Armed again after every settled attempt: the next ask is `pollMs` after the last answer.
  }, [polling, key, pollMs, settled]);

  const retry = useCallback(() => {
    if (key !== null) void refreshRead(key, { quiet });
  }, [key, quiet]);

  return {
    data,
    error: isLoading ? null : entry.error,
    isLoading,
    isStale,
    isFetching: entry.fetching,
    retry,
  };
}
