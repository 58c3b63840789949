import { hash } from 'node:crypto';

/** One SECRET_KEY and its public id. */
export interface SigningKey {
  /** 8 hex characters of a labelled SHA-256 of the key: names the key without revealing it. */
  id: string;
  secret: string;
}

/**
 * The server's keys during a SECRET_KEY rotation (ADR 091): new signatures always use the
 * current key; verification also accepts the previous one until its stated end, so nobody is
 * signed out and no link sent breaks. Lookups by keyed hash that must outlive any rotation
 * (duplicate fingerprints, ID-number hashes) use `fingerprint`, which never rotates.
 */
export interface Keyring {
  current: SigningKey;
  /** The keys verification accepts at `at`, the current one first. */
  accepted(at: Date): readonly SigningKey[];
  /** The accepted key with this id at `at`, if any. */
  byId(id: string, at: Date): SigningKey | undefined;
  /** The non-rotated key of lookup hashes (FINGERPRINT_KEY; SECRET_KEY until one is set). */
  fingerprint: string;
}

export interface KeyringSettings {
  secretKey: string;
  previous: { secretKey: string; until: Date } | null;
  /** Null: the current SECRET_KEY (a deployment that never rotated). */
  fingerprintKey: string | null;
}

export function keyIdOf(secret: string): string {
  return hash('sha256', `lendline-key-id|${secret}`, 'hex').slice(0, 8);
}

export function createKeyring(settings: KeyringSettings): Keyring {
  const current = { id: keyIdOf(settings.secretKey), secret: settings.secretKey };
  const previous = settings.previous ? { id: keyIdOf(settings.previous.secretKey), secret: settings.previous.secretKey } : null;
  const until = settings.previous?.until.getTime() ?? 0;
  const accepted = (at: Date): readonly SigningKey[] => (previous && at.getTime() < until ? [current, previous] : [current]);
  return {
    current,
    accepted,
    byId: (id, at) => accepted(at).find((key) => key.id === id),
    fingerprint: settings.fingerprintKey ?? settings.secretKey,
  };
}

/** A keyring of one key, for tests and tools that never rotate. */
export function singleKeyring(secretKey: string): Keyring {
  return createKeyring({ secretKey, previous: null, fingerprintKey: null });
}

/** The keyring a loaded configuration describes (SECRET_KEY, SECRET_KEY_PREVIOUS, FINGERPRINT_KEY). */
export function keyringOf(config: { secretKey: string; rotation?: Omit<KeyringSettings, 'secretKey'> }): Keyring {
  return createKeyring({ secretKey: config.secretKey, previous: config.rotation?.previous ?? null, fingerprintKey: config.rotation?.fingerprintKey ?? null });
}
