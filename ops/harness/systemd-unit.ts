// The systemd unit read the way systemd reads it, as far as the ops tests need: the harness
// starts each instance from its ExecStart and Environment, so what the tests run is what the
// unit runs (deploy/systemd/lendline@.service, ADR 095).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const INSTANCE_UNIT = path.join(repoRoot, 'deploy/systemd/lendline@.service');
export const ENV_FILE_EXAMPLE = path.join(repoRoot, 'deploy/systemd/lendline.env.example');

/** Section → its settings in order (a key may repeat, as Environment= does). */
export type Unit = Record<string, [key: string, value: string][]>;

export function parseUnit(text: string): Unit {
  const unit: Unit = {};
  let section: [string, string][] | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = line.match(/^\[(.+)\]$/);
    if (header) {
      section = unit[header[1]!] ??= [];
      continue;
    }
    const equals = line.indexOf('=');
    if (!section || equals < 0) throw new Error(`not a unit line: ${line}`);
    section.push([line.slice(0, equals).trim(), line.slice(equals + 1).trim()]);
  }
  return unit;
}

export function settings(unit: Unit, section: string, key: string): string[] {
  return (unit[section] ?? []).filter(([name]) => name === key).map(([, value]) => value);
}

/** The specifiers the unit uses: %i (the instance, its port) and %d (the credentials directory). */
function expand(value: string, port: number, credentialsDir: string): string {
  return value.replace(/%([id%])/g, (_all, letter: string) => (letter === 'i' ? String(port) : letter === 'd' ? credentialsDir : '%'));
}

export interface InstanceCommand {
  /** ExecStart's program (an absolute path to node) and its arguments. */
  program: string;
  args: string[];
  /** Environment= of the unit, expanded for this instance. */
  env: Record<string, string>;
}

/** What systemd runs for `lendline@<port>`, its credentials (LoadCredential=) in `credentialsDir`. */
export function instanceCommand(port: number, credentialsDir: string, unitText = readFileSync(INSTANCE_UNIT, 'utf8')): InstanceCommand {
  const unit = parseUnit(unitText);
  const [execStart, ...more] = settings(unit, 'Service', 'ExecStart');
  if (!execStart || more.length > 0) throw new Error('the unit needs exactly one ExecStart');
  const [program, ...args] = execStart.split(/\s+/).map((word) => expand(word, port, credentialsDir));
  const env: Record<string, string> = {};
  for (const assignment of settings(unit, 'Service', 'Environment')) {
    const equals = assignment.indexOf('=');
    env[assignment.slice(0, equals)] = expand(assignment.slice(equals + 1), port, credentialsDir);
  }
  return { program: program!, args, env };
}

/** KEY=value lines of an EnvironmentFile (comments and blank lines skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals < 1) throw new Error(`not an environment line: ${line}`);
    env[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return env;
}
