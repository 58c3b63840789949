import { DEFAULT_PACKAGE_NAME, isLanguage, type Language } from '@lendline/domain';

/**
 * The browser-stored values of spec section 3, under exactly the spec's key names.
 * Every access tolerates storage being missing or throwing (private mode, blocked storage,
 * a full quota): values that cannot be stored are kept in memory for the life of the page.
 */
export const STORAGE_KEYS = [
  'userInfo',
  'token',
  'score',
  'language',
  'packageName',
  'edition',
  'deviceMsg',
  'afid',
  'appName',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

const memory = new Map<StorageKey, string>();
const listeners = new Set<() => void>();

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function readItem(key: StorageKey): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  memory.delete(key);
  try {
    const storage = backend();
    if (!storage) throw new Error('no storage');
    storage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
  emit();
}

export function removeItem(key: StorageKey): void {
  memory.delete(key);
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing stored there to remove.
  }
  emit();
}

function readJson(key: StorageKey): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * A text field of the stored login answer's `basicInfo` (its `mobile`, its `market`), for code
 * that reads it without the session's store (the bridge, a landing page). Storage is anyone's to
 * edit: anything but a string is no answer.
 */
export function readBasicInfoText(field: 'mobile' | 'market'): string | null {
  const info = readJson('userInfo');
  const basic = typeof info === 'object' && info !== null && 'basicInfo' in info ? info.basicInfo : null;
  const value: unknown = typeof basic === 'object' && basic !== null ? Object.getOwnPropertyDescriptor(basic, field)?.value : null;
  return typeof value === 'string' ? value : null;
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

/** Session end (spec sections 4 and 8): everything goes except the borrower's language. */
/**
 * What a session end forgets: the borrower's session and profile (token, userInfo, score).
 * The language choice and the app's identity handed over by the native shell (packageName,
 * appName, afid, edition, deviceMsg) stay: they describe the device, not the person, and the
 * package name is the key every request path is encrypted with (ADR 009).
 */
export const SESSION_KEYS = ['token', 'userInfo', 'score'] as const satisfies readonly StorageKey[];

export function clearSession(): void {
  for (const key of SESSION_KEYS) removeItem(key);
  emit();
}

export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language the borrower chose (or the shell handed over), null when none was: the app then
 * speaks its market's language (`preferredLanguage` in the i18n store).
 */
export function readLanguage(): Language | null {
  const stored = readItem('language');
  return isLanguage(stored) ? stored : null;
}

/** The stored package name (it keys the path encryption), or the default app's. */
export function readPackageName(): string {
  return readItem('packageName') || DEFAULT_PACKAGE_NAME;
}

// Another tab signing in or out, or changing language, should show here too.
if (typeof window !== 'undefined') window.addEventListener('storage', emit);
