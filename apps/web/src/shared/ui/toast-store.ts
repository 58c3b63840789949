import { useSyncExternalStore } from 'react';

/** Short messages over any screen: errors as alerts, others as polite status updates. */
export interface Toast {
  id: number;
  text: string;
  kind: 'error' | 'info';
}

const TOAST_MS = 5_000;
const listeners = new Set<() => void>();
let toasts: readonly Toast[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(text: string, kind: Toast['kind'] = 'info'): void {
  // The same failure from parallel requests is said once.
  if (!text || toasts.some((toast) => toast.text === text)) return;
  const id = nextId++;
  toasts = [...toasts, { id, text, kind }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}
