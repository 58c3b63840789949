// The README's production start (issue 23): two commands, and what they run is what the ops tests
// run: the build's entry the systemd unit starts, and an env file Node reads as systemd does.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENV_FILE_EXAMPLE, INSTANCE_UNIT, parseEnvFile, parseUnit, settings } from '../harness/systemd-unit.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The lines of the first shell block under `## Production`. */
function productionCommands(): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Production\n'));
  if (!section) throw new Error('README has no "## Production" section');
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('the Production section has no sh block');
  return block.trim().split('\n');
}

describe('the README\'s production build and start', () => {
  it('is two commands: the build, then the built entry the systemd unit runs, under plain node with the env file', () => {
    const [build, start, ...more] = productionCommands();
    expect(more).toEqual([]);
    expect(build).toBe('npm ci && npm run build');
    const [execStart] = settings(parseUnit(readFileSync(INSTANCE_UNIT, 'utf8')), 'Service', 'ExecStart');
    const entry = execStart!.split(' ').at(-1)!;
    expect(entry).toBe('apps/server/dist/main.js');
    expect(start).toMatch(new RegExp(`^SECRET_KEY_FILE=\\S+ node --env-file=/etc/lendline/lendline\\.env ${entry.replaceAll('.', '\\.')}$`));
  });

  it('reads the shipped env file as systemd\'s EnvironmentFile does (Node\'s --env-file parser against ours)', () => {
    const text = readFileSync(ENV_FILE_EXAMPLE, 'utf8');
    expect(parseEnv(text)).toEqual(parseEnvFile(text));
    expect(Object.keys(parseEnvFile(text)).length).toBeGreaterThan(10);
  });
});
