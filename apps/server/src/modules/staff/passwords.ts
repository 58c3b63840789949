import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), about 80 ms here:
 * each guess against a stolen hash costs as much memory, which is what defeats GPUs (ADR 072).
 * 2 is argon2id in @node-rs/argon2's `Algorithm` (a const enum, which isolated modules cannot read).
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * A hash of no password, verified against when the account does not exist or has no password
 * yet, so that answer takes as long as a wrong password does (no timing tells who has an account).
 */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hash('lendline-no-such-account', ARGON2ID);
    await verify(await decoy, password);
    return false;
  }
  return verify(stored, password);
}
