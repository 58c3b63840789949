import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/api-key.ts';
import { MINUTE, useTestApp } from './helper.ts';
import { staffKey } from './staff-key.ts';

const t = useTestApp();

const staff = (method: 'GET' | 'POST', url: string, key: string | null, payload?: object) =>
  t.app.inject({
    method, url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

async function rows<T>(query: string): Promise<T[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

const secretOf = (key: string) => key.slice(key.lastIndexOf('_', key.length - 44) + 1);

describe('API keys on the staff API (ADR 074)', () => {
  it('an admin makes a key (shown once), lists it without its secret, and revokes it; the key works until then', async () => {
    const admin = await staffKey(t, ['api-keys.manage', 'proofs.read', 'proofs.review'], ['NG'], 'bootstrap');
    const made = await staff('POST', '/staff/api-keys', admin, { name: 'proofs-bot', permissions: ['proofs.read', 'proofs.review', 'proofs.read'], markets: ['NG'] });
    expect(made.statusCode, made.body).toBe(200);
    const { key, apiKey } = made.json().data as { key: string; apiKey: { id: string; permissions: string[]; createdBy: string } };
    expect(key).toMatch(new RegExp(`^llk_${apiKey.id}_[A-Za-z0-9_-]{43}$`));
    expect(apiKey).toMatchObject({ permissions: ['proofs.read', 'proofs.review'], createdBy: `api-key:${admin.split('_')[1]}` });

    expect((await staff('GET', '/staff/repayment-proofs', key)).statusCode).toBe(200);
    const listed = await staff('GET', '/staff/api-keys', admin);
    expect(listed.body).not.toContain(secretOf(key));
    const entry = (listed.json().data.apiKeys as { id: string; lastUsedAt: string | null; revokedAt: string | null }[]).find((k) => k.id === apiKey.id);
    expect(entry).toMatchObject({ lastUsedAt: t.clock.now().toISOString(), revokedAt: null });
    expect(Object.keys(entry!).sort()).toEqual(['createdAt', 'createdBy', 'id', 'lastUsedAt', 'markets', 'name', 'permissions', 'revokedAt']);

    // Stored as the secret's sha256, never the key.
    const [stored] = await rows<{ secret_hash: string }>(`SELECT secret_hash FROM staff_api_keys WHERE id = '${apiKey.id}'`);
    expect(stored!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await rows('SELECT * FROM staff_api_keys'))).not.toContain(secretOf(key));

    const revoked = await staff('POST', `/staff/api-keys/${apiKey.id}/revoke`, admin);
    expect(revoked.json().data.revokedAt).toBe(t.clock.now().toISOString());
    expect((await staff('GET', '/staff/repayment-proofs', key)).json().code).toBe(ERRORS.STAFF_UNAUTHORIZED.code);
    expect((await staff('POST', '/staff/api-keys/no-such-key/revoke', admin)).json().code).toBe(ERRORS.NOT_FOUND.code);
    // Neither the keys nor their secrets were ever logged.
    for (const line of t.logs) for (const secret of [secretOf(key), secretOf(admin)]) expect(line).not.toContain(secret);
  });

  it('refuses a key with no name, no known permission or an unknown market, and a caller without api-keys.manage', async () => {
    const admin = await staffKey(t, ['api-keys.manage']);
    for (const [body, field] of [
      [{ permissions: ['proofs.read'], markets: ['NG'] }, 'name'],
      [{ name: 'x y', permissions: [], markets: ['NG'] }, 'permissions'],
      [{ name: 'x y', permissions: ['proofs.everything'], markets: ['NG'] }, 'permissions'],
      [{ name: 'x y', permissions: ['proofs.read'], markets: ['GH'] }, 'markets'],
    ] as const) {
      const res = (await staff('POST', '/staff/api-keys', admin, body)).json();
      expect(res.code).toBe(ERRORS.VALIDATION_FAILED.code);
      expect(res.data.fields.map((f: { field: string }) => f.field.split('.')[0])).toContain(field);
    }
    const reviewer = await staffKey(t, ['proofs.read', 'proofs.review']);
    expect((await staff('POST', '/staff/api-keys', reviewer, { name: 'escalate', permissions: ['money.approve'], markets: ['NG'] })).statusCode).toBe(403);
    expect((await staff('GET', '/staff/api-keys', reviewer)).statusCode).toBe(403);
  });

  it('gives a key nothing its maker does not hold: no permission, no market (else api-keys.manage were every permission, four-eyes included)', async () => {
    const maker = await staffKey(t, ['api-keys.manage', 'proofs.read', 'money.request'], ['NG']);
    for (const [body, field] of [
      [{ name: 'approver bot', permissions: ['money.request', 'money.approve'], markets: ['NG'] }, 'permissions'],
      [{ name: 'role granter', permissions: ['roles.approve'], markets: ['NG'] }, 'permissions'],
      [{ name: 'other market', permissions: ['proofs.read'], markets: ['NG', 'MX'] }, 'markets'],
    ] as const) {
      const res = (await staff('POST', '/staff/api-keys', maker, body)).json();
      expect(res.code, JSON.stringify(body)).toBe(ERRORS.VALIDATION_FAILED.code);
      expect(res.data.fields).toEqual([{ field, message: expect.any(String) }]);
    }
    expect(await rows("SELECT id FROM staff_api_keys WHERE name IN ('approver bot', 'role granter', 'other market')")).toEqual([]);
    const within = await staff('POST', '/staff/api-keys', maker, { name: 'proofs reader', permissions: ['proofs.read'], markets: ['NG'] });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('moves last_used_at at most once a minute per key', async () => {
    const key = await staffKey(t, ['proofs.read']);
    const lastUsed = async () => (await rows<{ last_used_at: Date | string }>('SELECT last_used_at FROM staff_api_keys'))[0]!.last_used_at;
    await staff('GET', '/staff/repayment-proofs', key);
    const first = new Date(await lastUsed()).toISOString();
    t.clock.advance(30_000);
    await staff('GET', '/staff/repayment-proofs', key);
    expect(new Date(await lastUsed()).toISOString()).toBe(first);
    t.clock.advance(MINUTE);
    await staff('GET', '/staff/repayment-proofs', key);
    expect(new Date(await lastUsed()).toISOString()).toBe(t.clock.now().toISOString());
  });
});

describe('npm run staff:api-key', () => {
  const run = async (args: string[]) => {
    const printed: string[] = [];
    const code = await main(args, { env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' }, database: t.database, print: (line) => void printed.push(line) });
    return { code, printed: printed.join('\n') };
  };

  it('prints a new key once, which then opens exactly its permissions on this market', async () => {
    const { code, printed } = await run(['--name', 'e2e', '--permissions', 'proofs.review,attribution.read', '--markets', 'NG']);
    expect(code).toBe(0);
    expect(printed).toMatch(/^llk_[0-9a-f-]{36}_[A-Za-z0-9_-]{43}$/);
    expect((await staff('GET', '/staff/attribution', printed)).statusCode).toBe(200);
    expect((await staff('GET', '/staff/repayment-proofs', printed)).statusCode).toBe(403);
    const [row] = await rows<{ created_by: string; permissions: string[] | string }>('SELECT created_by, permissions FROM staff_api_keys');
    expect(row!.created_by).toBe('cli');
  });

  it('writes the key to --out alone, readable by its owner only, and refuses bad arguments with a non-zero exit', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'lendline-key-')), 'key');
    const { code, printed } = await run(['--name', 'e2e', '--permissions', 'proofs.read', '--out', out]);
    expect(code).toBe(0);
    const key = readFileSync(out, 'utf8');
    expect(printed).not.toContain(secretOf(key));
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect((await staff('GET', '/staff/repayment-proofs', key)).statusCode).toBe(200);

    expect((await run(['--name', 'e2e', '--permissions', 'proofs.fly'])).code).toBe(1);
    expect((await run(['--permissions', 'proofs.read'])).code).toBe(1);
    expect((await run(['--colour', 'blue'])).code).toBe(2);
  });
});
