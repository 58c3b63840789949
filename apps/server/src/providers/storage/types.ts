/**
 * Private file storage for identity photos. Keys are random names made by the caller; no
 * storage here is ever served over HTTP, so a file is only read back through its owner's row.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing file is not an error (a retry after a crash). */
  remove(key: string): Promise<void>;
}

/** Keys are made by us (randomUUID plus extension); anything else is a bug, never a path to follow. */
export const STORAGE_KEY = /^[0-9a-f-]{36}\.jpg$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error('Invalid storage key');
}
