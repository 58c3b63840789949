import { useSyncExternalStore } from 'react';

/** A counter of blocking operations in flight; the loading indicator shows while it is above 0. */
const listeners = new Set<() => void>();
let active = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

export function showLoading(): void {
  active += 1;
  emit();
}

export function hideLoading(): void {
  active = Math.max(0, active - 1);
  emit();
}

export function resetLoading(): void {
  active = 0;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(subscribe, () => active > 0, () => false);
}
