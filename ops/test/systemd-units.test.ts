// The systemd files of deploy/: what the unit runs is what the harness runs (instances.ts reads
// ExecStart and Environment from it), the env file is one the server accepts in production, and
// systemd-analyze finds nothing wrong. systemd itself does not run in CI's containers (ADR 095).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/server/src/config.ts';
import { ENV_FILE_EXAMPLE, INSTANCE_UNIT, instanceCommand, parseEnvFile, parseUnit, settings } from '../harness/systemd-unit.ts';

const unitText = readFileSync(INSTANCE_UNIT, 'utf8');
const unit = parseUnit(unitText);
const service = (key: string) => settings(unit, 'Service', key);
const packageJson = JSON.parse(readFileSync(new URL('../../apps/server/package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
const scratch = mkdtempSync(path.join(tmpdir(), 'lendline-units-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('deploy/systemd/lendline@.service', () => {
  it('runs the server package\'s own start command, from the repository root, on the instance\'s port', () => {
    const command = instanceCommand(8081, '/run/credentials/lendline@8081.service');
    // `npm start` of apps/server: "node dist/main.js", from apps/server.
    const [node, entry] = packageJson.scripts.start.split(' ');
    expect(path.basename(command.program)).toBe(node);
    expect(path.isAbsolute(command.program)).toBe(true);
    expect(command.args).toEqual([path.posix.join('apps/server', entry!)]);
    expect(service('WorkingDirectory')).toEqual(['/opt/lendline']);
    expect(command.env).toEqual({ PORT: '8081', SECRET_KEY_FILE: '/run/credentials/lendline@8081.service/secret_key' });
    expect(service('LoadCredential')).toEqual(['secret_key:/etc/lendline/secret_key']);
    expect(service('EnvironmentFile')).toEqual(['/etc/lendline/lendline.env']);
  });

  it('gives a stopping instance longer than main.ts\'s own grace before killing it', () => {
    const main = readFileSync(new URL('../../apps/server/src/main.ts', import.meta.url), 'utf8');
    const grace = Number(main.match(/setTimeout\(\(\) => process\.exit\(1\), ([\d_]+)\)/)?.[1]?.replace(/_/g, ''));
    expect(grace).toBeGreaterThan(0);
    expect(service('KillSignal')).toEqual(['SIGTERM']);
    expect(Number(service('TimeoutStopSec')[0]) * 1000).toBeGreaterThan(grace);
    expect(service('Restart')).toEqual(['on-failure']);
  });

  it('is hardened, and writes nowhere but its state directory', () => {
    for (const [key, value] of [['NoNewPrivileges', 'yes'], ['ProtectSystem', 'strict'], ['PrivateTmp', 'yes'], ['ProtectHome', 'yes'], ['StateDirectory', 'lendline']]) {
      expect(service(key!), key).toEqual([value]);
    }
    expect(service('ReadWritePaths')).toEqual([]);
    // V8 compiles to memory it then runs.
    expect(service('MemoryDenyWriteExecute')).toEqual([]);
    expect(service('User')).toEqual(['lendline']);
  });

  it.skipIf(spawnSync('systemd-analyze', ['--version']).status !== 0)('passes systemd-analyze verify (skipped where systemd-analyze is missing)', () => {
    // An instance of the template, as `systemctl start lendline@8081` would load it.
    const file = path.join(scratch, 'lendline@8081.service');
    writeFileSync(file, unitText);
    const verify = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
  });
});

describe('deploy/systemd/lendline.env.example', () => {
  const env = parseEnvFile(readFileSync(ENV_FILE_EXAMPLE, 'utf8'));

  it('is a production configuration the server accepts, with the signing key as the unit gives it', () => {
    const secretFile = path.join(scratch, 'secret_key');
    writeFileSync(secretFile, 'a'.repeat(48));
    const command = instanceCommand(8081, scratch);
    const config = loadConfig({ ...command.env, ...env });
    expect(config.nodeEnv).toBe('production');
    expect(config.port).toBe(8081);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toEqual(['127.0.0.1']);
  });

  it('sets neither the port nor the key: an env file overrides the unit\'s Environment=, and every instance reads the same file', () => {
    expect(Object.keys(env)).not.toContain('PORT');
    expect(Object.keys(env).filter((name) => name.startsWith('SECRET_KEY'))).toEqual([]);
  });
});
