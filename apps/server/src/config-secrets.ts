import { readFileSync } from 'node:fs';

type Env = Record<string, string | undefined>;

/**
 * The variables that hold secrets. Each may instead name a file, `NAME_FILE=/run/secrets/x`,
 * the convention of container platforms' mounted secrets (issue 23, ADR 091), so the value
 * never sits in the process environment, `docker inspect` or a unit file.
 */
export const SECRET_VARIABLES = [
  'DATABASE_URL', 'DATABASE_READ_URL', 'SECRET_KEY', 'SECRET_KEY_PREVIOUS', 'FINGERPRINT_KEY', 'TERMII_API_KEY', 'S3_SECRET_ACCESS_KEY', 'DOJAH_SECRET_KEY',
  'PAYSTACK_SECRET_KEY', 'STP_PRIVATE_KEY', 'STP_PRIVATE_KEY_PASSPHRASE', 'STP_WEBHOOK_SECRET', 'MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY',
  'FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_WEBHOOK_HASH', 'CONEKTA_PRIVATE_KEY',
  'BUREAU_SFTP_PRIVATE_KEY', 'BUREAU_SFTP_PRIVATE_KEY_PASSPHRASE', 'BUREAU_SFTP_PASSWORD', 'BUREAU_CIRCULO_REPORTING_API_KEY',
  'CREDITREGISTRY_PASSWORD', 'FIRSTCENTRAL_PASSWORD', 'CIRCULO_API_KEY', 'CIRCULO_PASSWORD', 'CIRCULO_PRIVATE_KEY',
] as const;

/**
 * The environment with every `NAME_FILE` read into `NAME` (one trailing newline trimmed: editors
 * and `echo` add it). Problems name the variable or the file, never a value: a start-up error
 * is printed and often shipped to a log service.
 */
export function withSecretFiles(env: Env, problems: string[], read: (path: string) => string = (path) => readFileSync(path, 'utf8')): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_VARIABLES) {
    const path = env[`${name}_FILE`]?.trim();
    if (!path) continue;
    if (env[name]?.trim()) {
      problems.push(`${name}: set either ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      resolved[name] = read(path).replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${name}_FILE: cannot read ${path} (${code})`);
    }
  }
  return resolved;
}

export interface RotationSettings {
  previous: { secretKey: string; until: Date } | null;
  fingerprintKey: string | null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * SECRET_KEY_PREVIOUS, _UNTIL and FINGERPRINT_KEY (ADR 091). A rotation without FINGERPRINT_KEY
 * is refused: the duplicate checks' hashes would silently stop matching the stored ones.
 */
export function readRotationSettings(env: Env, secretKey: string, problems: string[]): RotationSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  const previousKey = value('SECRET_KEY_PREVIOUS');
  const untilText = value('SECRET_KEY_PREVIOUS_UNTIL');
  const fingerprintKey = value('FINGERPRINT_KEY') ?? null;
  if (fingerprintKey !== null && fingerprintKey.length < 32) problems.push('FINGERPRINT_KEY: must be at least 32 characters');
  if (previousKey === undefined) {
    if (untilText !== undefined) problems.push('SECRET_KEY_PREVIOUS_UNTIL: only with SECRET_KEY_PREVIOUS');
    return { previous: null, fingerprintKey };
  }
  const before = problems.length;
  if (previousKey.length < 32) problems.push('SECRET_KEY_PREVIOUS: must be at least 32 characters');
  if (previousKey === secretKey) problems.push('SECRET_KEY_PREVIOUS: must differ from SECRET_KEY');
  const until = untilText !== undefined && INSTANT.test(untilText) ? new Date(untilText) : null;
  if (until === null || Number.isNaN(until.getTime())) {
    problems.push('SECRET_KEY_PREVIOUS_UNTIL: required with SECRET_KEY_PREVIOUS, an instant with its zone such as 2026-12-31T00:00:00Z');
  }
  if (fingerprintKey === null) {
    problems.push('FINGERPRINT_KEY: required with SECRET_KEY_PREVIOUS; set it to the key the fingerprints were made with (on a first rotation, the previous SECRET_KEY)');
  }
  return problems.length > before || until === null ? { previous: null, fingerprintKey } : { previous: { secretKey: previousKey, until }, fingerprintKey };
}

/** What the server says at start about a rotation: after its end the previous key is refused. */
export function rotationWarnings(settings: RotationSettings, now: Date): string[] {
  const until = settings.previous?.until;
  if (!until || until.getTime() > now.getTime()) return [];
  return [`SECRET_KEY_PREVIOUS_UNTIL passed at ${until.toISOString()}: the previous key is refused; remove SECRET_KEY_PREVIOUS and SECRET_KEY_PREVIOUS_UNTIL`];
}
