import { ERRORS, PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Permission } from '@lendline/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStaffScope, type StaffRoute } from '../src/plugins/staff/staff-scope.ts';
import { ok } from '../src/shared/outcome.ts';
import { useTestApp } from './helper.ts';
import { staffKey } from './staff-key.ts';

const t = useTestApp();

/** The route's path with each `:param` filled by a value no row has. */
const urlOf = (route: StaffRoute) => route.path.replace(/:[A-Za-z]+/g, 'LL260302AAAAAAAA');

const call = (route: StaffRoute, key: string | null, lang?: string) =>
  t.app.inject({
    method: route.method,
    url: urlOf(route),
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(lang ? { lang } : {}), ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(route.method === 'POST' ? { payload: '{}' } : {}),
  });

describe('the staff API: every route x every role against the one permission table (ADR 074)', () => {
  it('registers every staff route with exactly one known permission', () => {
    const routes = t.app.staffRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(16);
    for (const route of routes) expect(PERMISSIONS).toContain(route.permission);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
    // The routes these tests and the README name, with the permission each was given.
    expect(routes).toEqual(expect.arrayContaining([
      { method: 'POST', path: '/staff/repayment-proofs/:proofId/approve', permission: 'proofs.review', action: 'proof.approve' },
      { method: 'GET', path: '/staff/attribution', permission: 'attribution.read', action: 'GET /staff/attribution' },
      { method: 'POST', path: '/staff/api-keys', permission: 'api-keys.manage', action: 'api-key.create' },
      { method: 'GET', path: '/staff/approvals', permission: 'approvals.read', action: 'GET /staff/approvals' },
      { method: 'POST', path: '/staff/staff/invite', permission: 'staff.manage', action: 'staff.invite' },
      { method: 'GET', path: '/staff/audit/export.csv', permission: 'audit.read', action: 'GET /staff/audit/export.csv' },
      { method: 'GET', path: '/staff/reconciliation', permission: 'reconciliation.read', action: 'GET /staff/reconciliation' },
      { method: 'POST', path: '/staff/reconciliation/:id/resolve', permission: 'reconciliation.resolve', action: 'reconciliation.resolve' },
      { method: 'GET', path: '/staff/collections', permission: 'collections.read', action: 'GET /staff/collections' },
      { method: 'POST', path: '/staff/collections/:orderNo/remind', permission: 'collections.act', action: 'collection.remind' },
      { method: 'POST', path: '/staff/collections/:orderNo/rollover-offer', permission: 'collections.act', action: 'collection.rolloverOffer' },
      { method: 'POST', path: '/staff/collections/:orderNo/notes', permission: 'collections.act', action: 'collection.note' },
      { method: 'GET', path: '/staff/bureau-files', permission: 'bureau-files.read', action: 'GET /staff/bureau-files' },
      { method: 'GET', path: '/staff/bureau-files/:id/content', permission: 'bureau-files.read', action: 'GET /staff/bureau-files/:id/content' },
      { method: 'POST', path: '/staff/bureau-files/generate', permission: 'bureau-files.manage', action: 'bureau-file.generate' },
      { method: 'POST', path: '/staff/bureau-files/:id/resend', permission: 'bureau-files.manage', action: 'bureau-file.resend' },
    ]));
  });

  it('refuses (403 STAFF_FORBIDDEN) exactly what a role does not hold, and lets through what it does', async () => {
    const seen: string[] = [];
    for (const role of ROLES) {
      const key = await staffKey(t, ROLE_PERMISSIONS[role], ['NG'], `role ${role}`);
      for (const route of t.app.staffRoutes) {
        const res = await call(route, key);
        const allowed = (ROLE_PERMISSIONS[role] as readonly Permission[]).includes(route.permission);
        const where = `${role} ${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed) {
          expect([401, 403], where).not.toContain(res.statusCode);
          seen.push(`${role}:${route.permission}`);
        } else {
          expect([res.statusCode, res.json().code], where).toEqual([403, ERRORS.STAFF_FORBIDDEN.code]);
        }
      }
    }
    // The walk is not vacuous: every role reached a route (risk through the four-eyes queue alone, for now).
    expect(ROLES.filter((role) => seen.some((s) => s.startsWith(`${role}:`)))).toEqual([...ROLES]);
    // Routes × roles, each refusal writing its audit row: it grows with every route, past 30 s on a shared PostgreSQL.
  }, 120_000);

  it('answers 401 STAFF_UNAUTHORIZED on every route without a credential, or with a borrower’s or unknown token', async () => {
    for (const route of t.app.staffRoutes) {
      for (const key of [null, 'a-borrower-session-token', 'llk_00000000-0000-0000-0000-000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        const res = await call(route, key);
        expect([res.statusCode, res.json().code], `${route.method} ${route.path} ${key}`).toEqual([401, ERRORS.STAFF_UNAUTHORIZED.code]);
      }
    }
  });

  it('refuses a key with the right secret but a changed one, a revoked key (401), and a Mexican key on a Nigerian server (403)', async () => {
    const route = t.app.staffRoutes.find((r) => r.permission === 'proofs.read' && r.method === 'GET')!;
    const key = await staffKey(t, ['proofs.read']);
    expect((await call(route, key)).statusCode).toBe(200);
    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await call(route, tampered)).statusCode).toBe(401);

    const id = key.split('_')[1]!;
    expect((await t.app.services.apiKeys.revokeKey('cli', id)).ok).toBe(true);
    const revoked = await call(route, key);
    expect([revoked.statusCode, revoked.json().code]).toEqual([401, ERRORS.STAFF_UNAUTHORIZED.code]);

    const mexican = await call(route, await staffKey(t, ['proofs.read'], ['MX']));
    expect([mexican.statusCode, mexican.json().code]).toEqual([403, ERRORS.STAFF_OTHER_MARKET.code]);
    expect((await call(route, await staffKey(t, ['proofs.read'], ['MX', 'NG']))).statusCode).toBe(200);
  });

  it('answers in the lang header’s language', async () => {
    const route = t.app.staffRoutes.find((r) => r.permission === 'proofs.read')!;
    const res = await call(route, await staffKey(t, ['coupons.grant']), 'es');
    expect(res.json()).toEqual({ code: ERRORS.STAFF_FORBIDDEN.code, data: null, msg: 'No tiene permiso para esta acción' });
  });
});

describe('a staff route without a permission stops the server at startup', () => {
  const handler = async () => ok(null);
  const scope = (app: ReturnType<typeof Fastify>, build: Parameters<typeof registerStaffScope>[2]) =>
    registerStaffScope(app, { market: 'NG', authenticators: [], audit: { recordAlone: async () => {} } }, build);

  it('throws for a route declared with no permission, an unknown one, or outside /staff', () => {
    expect(() => scope(Fastify(), (s) => s.get('/staff/things', {} as { permission: Permission }, handler))).toThrow(/exactly one known permission/);
    expect(() => scope(Fastify(), (s) => s.get('/staff/things', { permission: 'things.do' as Permission }, handler))).toThrow(/exactly one known permission/);
    expect(() => scope(Fastify(), (s) => s.post('/admin/things', { permission: 'staff.manage' }, handler))).toThrow(/\/staff routes only/);
    // A change names the audit action its service records (ADR 077).
    expect(() => scope(Fastify(), (s) => s.post('/staff/things', { permission: 'staff.manage' }, handler))).toThrow(/names its audit action/);
  });

  it('throws for a /staff route registered around the scope, and lets the sign-in family through', () => {
    const app = Fastify();
    const routes = scope(app, (s) => s.get('/staff/things', { permission: 'staff.read' }, handler));
    expect(routes).toEqual([{ method: 'GET', path: '/staff/things', permission: 'staff.read', action: 'GET /staff/things' }]);
    expect(() => app.get('/staff/other-things', async () => 'open')).toThrow(/outside the staff scope/);
    expect(() => app.post('/staff/things', async () => 'open')).toThrow(/outside the staff scope/);
    expect(() => app.head('/staff/other-things', async () => 'open')).toThrow(/outside the staff scope/);
    expect(() => app.post('/staff/auth/sign-in', async () => 'signing in')).not.toThrow();
    expect(() => app.get('/webhooks/things', async () => 'not staff')).not.toThrow();
  });
});
