import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLegalVersions } from '../src/modules/legal/legal-versions.ts';
import { HOUR, T0, useTestApp } from './helper.ts';

// A content directory of this test's own, so publishing a version here touches no real text.
const dir = mkdtempSync(join(tmpdir(), 'lendline-content-'));
function publish(document: 'terms' | 'privacy', version: string, languages = ['en', 'es']) {
  for (const lang of languages) {
    mkdirSync(join(dir, 'NG', lang), { recursive: true });
    writeFileSync(join(dir, 'NG', lang, `${document}-${version}.md`), `## ${document} ${version}\nText.\n`);
  }
}
publish('terms', '2026-01-10');
publish('privacy', '2026-01-10');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const t = useTestApp({ env: { CONTENT_DIR: dir } });
const PHONE = '+234 803 123 4567';

describe('legal texts and their acceptance (ADR 043)', () => {
  it('records the versions accepted at registration, with the time', async () => {
    const token = await t.register(PHONE);
    const before = await t.call('/legal/state', { token });
    expect(before.body.data).toEqual({ current: { terms: '2026-01-10', privacy: '2026-01-10' }, accepted: [], pending: ['terms', 'privacy'] });

    const accepted = await t.call('/legal/accept', { token, body: { terms: '2026-01-10', privacy: '2026-01-10', source: 'register' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.pending).toEqual([]);
    expect(accepted.body.data.accepted).toEqual([
      { document: 'privacy', version: '2026-01-10', acceptedAt: T0.toISOString() },
      { document: 'terms', version: '2026-01-10', acceptedAt: T0.toISOString() },
    ]);
  });

  it('asks again when a newer version is published, and records the new acceptance beside the old', async () => {
    const token = await t.register(PHONE);
    await t.call('/legal/accept', { token, body: { terms: '2026-01-10', privacy: '2026-01-10', source: 'register' } });

    // A version in one language only is not yet published: nobody is asked to accept a text they cannot read.
    publish('terms', '2026-02-01', ['en']);
    expect((await t.call('/legal/state', { token })).body.data.pending).toEqual([]);
    publish('terms', '2026-02-01', ['es']);

    const signedIn = await t.login(PHONE);
    const state = await t.call('/legal/state', { token: signedIn });
    expect(state.body.data.current).toEqual({ terms: '2026-02-01', privacy: '2026-01-10' });
    expect(state.body.data.pending).toEqual(['terms']);

    t.clock.advance(HOUR);
    const after = await t.call('/legal/accept', { token: signedIn, body: { terms: '2026-02-01', privacy: '2026-01-10' } });
    expect(after.body.data.pending).toEqual([]);
    expect(after.body.data.accepted).toEqual([
      { document: 'privacy', version: '2026-01-10', acceptedAt: T0.toISOString() },
      { document: 'terms', version: '2026-01-10', acceptedAt: T0.toISOString() },
      { document: 'terms', version: '2026-02-01', acceptedAt: new Date(T0.getTime() + HOUR).toISOString() },
    ]);
    rmSync(join(dir, 'NG', 'en', 'terms-2026-02-01.md'));
    rmSync(join(dir, 'NG', 'es', 'terms-2026-02-01.md'));
  });

  it('refuses a version that was never published, and asks for a session', async () => {
    const token = await t.register(PHONE);
    const refused = await t.call('/legal/accept', { token, body: { terms: '2030-01-01', privacy: '2026-01-10' } });
    expect(refused.status).toBe(400);
    expect((await t.call('/legal/state', { token })).body.data.accepted).toEqual([]);
    expect((await t.call('/legal/state')).status).toBe(401);
  });

  it('reads the repository texts: every market has both documents in both languages', async () => {
    const content = join(import.meta.dirname, '../../../content');
    for (const market of ['NG', 'MX'] as const) {
      const versions = await readLegalVersions(content, market);
      expect(versions.terms.length, market).toBeGreaterThan(0);
      expect(versions.privacy.length, market).toBeGreaterThan(0);
    }
  });
});
