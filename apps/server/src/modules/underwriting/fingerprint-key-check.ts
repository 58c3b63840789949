import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fingerprintKey } from '../../db/schema.ts';
import { keyIdOf } from '../../shared/keyring.ts';

/**
 * Records, at the first start, which key the stored fingerprints are made with, and refuses a
 * start under another (ADR 091): with a different key every BVN, phone, account, device and ID
 * number would hash anew, and duplicates and the deny list would silently stop matching. Two
 * instances starting together record the same row; the first write wins.
 */
export async function checkFingerprintKey(db: Executor, key: string, at: Date): Promise<void> {
  const keyId = keyIdOf(key);
  await db.insert(fingerprintKey).values({ id: 1, keyId, recordedAt: at }).onConflictDoNothing();
  const [recorded] = await db.select({ keyId: fingerprintKey.keyId }).from(fingerprintKey).where(eq(fingerprintKey.id, 1));
  if (recorded && recorded.keyId !== keyId) {
    throw new Error(
      `FINGERPRINT_KEY: this database's fingerprints were made with key ${recorded.keyId}, and the configured key is ${keyId}; ` +
        'set FINGERPRINT_KEY to the key they were made with (the SECRET_KEY before the first rotation), see docs/operations.md',
    );
  }
}
