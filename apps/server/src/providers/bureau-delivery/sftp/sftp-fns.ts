import { createHash, timingSafeEqual } from 'node:crypto';
import { posix } from 'node:path';
import type { DeliveryOutcome } from '../types.ts';

export interface SftpSettings {
  host: string;
  port: number;
  username: string;
  /** PEM (OpenSSH or PKCS#1); empty: password authentication. */
  privateKey: string;
  passphrase: string;
  password: string;
  /** The bureau's host key as `ssh-keygen -lf` prints it: `SHA256:` + unpadded base64. */
  hostKeySha256: string;
  /** Where the bureau takes files; relative paths are from the login directory. */
  directory: string;
}

/** The remote names of one file: written as `.part`, renamed, then its checksum beside it. */
export function remotePaths(directory: string, fileName: string): { part: string; final: string; checksum: string } {
  const final = posix.join(directory, fileName);
  return { part: `${final}.part`, final, checksum: `${final}.sha256` };
}

/** The `sha256sum` line (two spaces, the name, a newline), which `sha256sum -c` checks. */
export function checksumLine(sha256: string, fileName: string): string {
  return `${sha256}  ${fileName}\n`;
}

/** The hash a `.sha256` file names, or null when it is not one. */
export function checksumOf(text: string): string | null {
  return /^([0-9a-f]{64})\s/i.exec(text)?.[1]?.toLowerCase() ?? null;
}

/** OpenSSH's fingerprint of a host key blob, to compare with BUREAU_SFTP_HOST_KEY_SHA256. */
export function fingerprintOf(hostKey: Buffer): string {
  return `SHA256:${createHash('sha256').update(hostKey).digest('base64').replace(/=+$/, '')}`;
}

export function isPinnedKey(hostKey: Buffer, pinned: string): boolean {
  const seen = Buffer.from(fingerprintOf(hostKey));
  const wanted = Buffer.from(pinned.replace(/=+$/, ''));
  return seen.length === wanted.length && timingSafeEqual(seen, wanted);
}

/** SFTP status codes (draft-ietf-secsh-filexfer-02 §7) that say our settings are wrong. */
const NO_SUCH_FILE = 2;
const PERMISSION_DENIED = 3;

/**
 * An ssh2 failure in the port's vocabulary. Never the message's details beyond a short code:
 * ssh2's messages are safe, but a remote status text is the bureau's and may echo the path.
 */
export function outcomeOfError(error: unknown, hostKeyRefused: boolean): DeliveryOutcome {
  if (hostKeyRefused) return { state: 'misconfigured', detail: 'the server\'s host key does not match BUREAU_SFTP_HOST_KEY_SHA256' };
  const e = (error ?? {}) as { level?: string; code?: unknown; message?: string };
  if (e.level === 'client-key') return { state: 'misconfigured', detail: 'BUREAU_SFTP_PRIVATE_KEY cannot be read (its format, or BUREAU_SFTP_PRIVATE_KEY_PASSPHRASE)' };
  if (e.level === 'client-authentication') return { state: 'misconfigured', detail: 'the SFTP server refused our credentials' };
  if (e.code === NO_SUCH_FILE) return { state: 'misconfigured', detail: 'BUREAU_SFTP_DIRECTORY does not exist on the server' };
  if (e.code === PERMISSION_DENIED) return { state: 'misconfigured', detail: 'the SFTP server does not let us write to BUREAU_SFTP_DIRECTORY' };
  if (e.level === 'client-timeout') return { state: 'unavailable', detail: 'the SFTP server did not answer in time' };
  if (typeof e.code === 'string') return { state: 'unavailable', detail: `SFTP connection failed (${e.code})` };
  return { state: 'unavailable', detail: 'the SFTP connection ended before the file was delivered' };
}
