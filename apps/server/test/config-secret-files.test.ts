import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, CONFIG_VARIABLES, loadConfig } from '../src/config.ts';
import { rotationWarnings, SECRET_VARIABLES } from '../src/config-secrets.ts';

const dir = mkdtempSync(join(tmpdir(), 'lendline-secret-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const KEY = 'a-secret-key-read-from-a-mounted-file-42';
const OTHER = 'another-secret-key-of-at-least-32-characters';

function secretFile(name: string, contents: string): string {
  const path = join(dir, name);
  writeFileSync(path, contents);
  return path;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
}

describe('NAME_FILE: a secret from a mounted file (issue 23, ADR 091)', () => {
  it('reads the file, one trailing newline trimmed', () => {
    const path = secretFile('secret_key', `${KEY}\n`);
    expect(loadConfig({ NODE_ENV: 'test', SECRET_KEY_FILE: path }).secretKey).toBe(KEY);
    const pem = '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----';
    expect(loadConfig({ NODE_ENV: 'test', STP_PRIVATE_KEY_FILE: secretFile('stp.pem', `${pem}\n`) }).payout.stp.privateKey).toContain('abc\n-----END');
  });

  it('refuses NAME with NAME_FILE, naming the variable and never the value', () => {
    const problems = problemsOf({ SECRET_KEY: KEY, SECRET_KEY_FILE: secretFile('both', OTHER) });
    expect(problems).toEqual(['SECRET_KEY: set either SECRET_KEY or SECRET_KEY_FILE, not both']);
    expect(problems.join(' ')).not.toContain(KEY);
    expect(problems.join(' ')).not.toContain(OTHER);
  });

  it('refuses a file it cannot read, naming the file', () => {
    const missing = join(dir, 'missing');
    expect(problemsOf({ PAYSTACK_SECRET_KEY_FILE: missing })).toEqual([`PAYSTACK_SECRET_KEY_FILE: cannot read ${missing} (ENOENT)`]);
    if (process.getuid?.() !== 0) {
      const locked = secretFile('locked', OTHER);
      chmodSync(locked, 0o000);
      expect(problemsOf({ DATABASE_URL_FILE: locked })).toEqual([`DATABASE_URL_FILE: cannot read ${locked} (EACCES)`]);
    }
  });

  it('holds only for variables the server reads', () => {
    const names = new Set(CONFIG_VARIABLES.map((v) => v.name));
    expect(SECRET_VARIABLES.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('SECRET_KEY_PREVIOUS, _UNTIL and FINGERPRINT_KEY', () => {
  const rotating = { SECRET_KEY: KEY, SECRET_KEY_PREVIOUS: OTHER, SECRET_KEY_PREVIOUS_UNTIL: '2026-04-01T00:00:00Z', FINGERPRINT_KEY: OTHER };

  it('reads a rotation, the previous key from its file too', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...rotating, SECRET_KEY_PREVIOUS: '', SECRET_KEY_PREVIOUS_FILE: secretFile('previous', `${OTHER}\n`) });
    expect(config.rotation).toEqual({ previous: { secretKey: OTHER, until: new Date('2026-04-01T00:00:00Z') }, fingerprintKey: OTHER });
  });

  it('refuses a rotation that would lose duplicate detection, an end without a zone, and a short or unchanged key', () => {
    expect(problemsOf({ ...rotating, FINGERPRINT_KEY: '' }).map((p) => p.split(':')[0])).toEqual(['FINGERPRINT_KEY']);
    expect(problemsOf({ ...rotating, SECRET_KEY_PREVIOUS_UNTIL: '2026-04-01 00:00' }).map((p) => p.split(':')[0])).toEqual(['SECRET_KEY_PREVIOUS_UNTIL']);
    expect(problemsOf({ ...rotating, SECRET_KEY_PREVIOUS: 'short' }).map((p) => p.split(':')[0])).toEqual(['SECRET_KEY_PREVIOUS']);
    expect(problemsOf({ ...rotating, SECRET_KEY_PREVIOUS: KEY })).toEqual(['SECRET_KEY_PREVIOUS: must differ from SECRET_KEY']);
    expect(problemsOf({ SECRET_KEY_PREVIOUS_UNTIL: '2026-04-01T00:00:00Z' })).toEqual(['SECRET_KEY_PREVIOUS_UNTIL: only with SECRET_KEY_PREVIOUS']);
    expect(problemsOf({ ...rotating }).join(' ')).toBe('');
  });

  it('warns at start once the period has passed, without the key', () => {
    const { rotation } = loadConfig({ NODE_ENV: 'test', ...rotating });
    expect(rotationWarnings(rotation, new Date('2026-03-31T23:59:59Z'))).toEqual([]);
    const [warning] = rotationWarnings(rotation, new Date('2026-04-01T00:00:00Z'));
    expect(warning).toMatch(/^SECRET_KEY_PREVIOUS_UNTIL passed at 2026-04-01T00:00:00.000Z/);
    expect(warning).not.toContain(OTHER);
  });
});
