import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('architecture lint', () => {
  it('stops a web feature from importing another feature', async () => {
    const bad = await messagesFor('apps/web/src/features/auth/x.ts', "export { a } from '../home/a.ts';\n");
    expect(bad.some((m) => m.includes('Feature "auth" must not import feature "home"'))).toBe(true);
    const good = await messagesFor('apps/web/src/features/auth/x.ts', "export { a } from '../../shared/a.ts';\n");
    expect(good.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('keeps the staff console out of the borrower app, and the borrower app and server out of the console (ADR 075)', async () => {
    const intoWeb = await messagesFor('apps/web/src/app/x.ts', "export { a } from '../../../console/src/screens.ts';\n");
    expect(intoWeb.some((m) => m.includes('must not import the staff console'))).toBe(true);
    const byName = await messagesFor('apps/web/src/app/x.ts', "export { a } from '@lendline/console/src/screens.ts';\n");
    expect(byName.some((m) => m.includes('must not import the staff console'))).toBe(true);
    const fromWeb = await messagesFor('apps/console/src/app/x.ts', "export { a } from '../../../web/src/shared/forms/digits.ts';\n");
    expect(fromWeb.some((m) => m.includes('only through packages/domain'))).toBe(true);
    const fromServer = await messagesFor('apps/console/src/app/x.ts', "export { a } from '../../../server/src/config.ts';\n");
    expect(fromServer.some((m) => m.includes('only through packages/domain'))).toBe(true);
    const domain = await messagesFor('apps/console/src/app/x.ts', "export { ROLES } from '@lendline/domain';\n");
    expect(domain.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('keeps console features apart and its shared/ free of features, like the web app', async () => {
    const bad = await messagesFor('apps/console/src/features/enrol/x.ts', "export { a } from '../sign-in/a.ts';\n");
    expect(bad.some((m) => m.includes('Feature "enrol" must not import feature "sign-in"'))).toBe(true);
    const shared = await messagesFor('apps/console/src/shared/ui/x.ts', "export { a } from '../../features/enrol/a.ts';\n");
    expect(shared.some((m) => m.includes('shared/ must not import feature "enrol"'))).toBe(true);
    const good = await messagesFor('apps/console/src/features/enrol/x.ts', "export { a } from '../../shared/api/client.ts';\n");
    expect(good.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('rejects literal user-visible text in the console’s JSX too', async () => {
    const messages = await messagesFor('apps/console/src/features/home/x.tsx', 'export const A = () => <a title="Staff">Referrals</a>;\n');
    expect(messages.filter((m) => m.startsWith('lendline/no-literal-text'))).toHaveLength(2);
  });

  it('lets server modules meet only through services', async () => {
    const bad = await messagesFor('apps/server/src/modules/loans/x.ts', "export { a } from '../auth/auth-repository.ts';\n");
    expect(bad.some((m) => m.includes('only through its service'))).toBe(true);
    const good = await messagesFor('apps/server/src/modules/loans/x.ts', "export { a } from '../auth/auth-service.ts';\n");
    expect(good.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('keeps the domain package free of I/O and clocks', async () => {
    const messages = await messagesFor(
      'packages/domain/src/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\nexport const b = () => Date.now();\nexport const c = () => fetch('/');\n",
    );
    expect(messages.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
    expect(messages.some((m) => m.includes('No clock in the domain'))).toBe(true);
    expect(messages.some((m) => m.startsWith('no-restricted-globals'))).toBe(true);
  });

  it('rejects literal user-visible text in JSX', async () => {
    const messages = await messagesFor(
      'apps/web/src/features/home/x.tsx',
      'export const A = () => <button aria-label="Close">Apply now</button>;\n',
    );
    expect(messages.filter((m) => m.startsWith('lendline/no-literal-text'))).toHaveLength(2);
  });

  it('keeps web shared/ free of features', async () => {
    const bad = await messagesFor('apps/web/src/shared/api/x.ts', "export { a } from '../../features/home/a.ts';\n");
    expect(bad.some((m) => m.includes('shared/ must not import feature "home"'))).toBe(true);
  });

  it('lets providers reach neither the database nor a module', async () => {
    const db = await messagesFor('apps/server/src/providers/sms/sandbox/x.ts', "import { users } from '../../../db/schema.ts';\nexport const a = users;\n");
    expect(db.some((m) => m.includes('A provider speaks to its vendor only'))).toBe(true);
    const mod = await messagesFor('apps/server/src/providers/payout/x.ts', "export { a } from '../../modules/loans/loans-service.ts';\n");
    expect(mod.some((m) => m.includes('A provider speaks to its vendor only'))).toBe(true);
  });

  it('keeps HTTP out of services and repositories, but not out of routes', async () => {
    const service = await messagesFor('apps/server/src/modules/auth/x-service.ts', "import type { FastifyRequest } from 'fastify';\nexport type A = FastifyRequest;\n");
    expect(service.some((m) => m.includes('Only a module’s routes meet HTTP'))).toBe(true);
    const plugin = await messagesFor('apps/server/src/modules/auth/x-service.ts', "export type { Principal } from '../../plugins/api/handlers.ts';\n");
    expect(plugin.some((m) => m.includes('Only a module’s routes meet HTTP'))).toBe(true);
    const routes = await messagesFor('apps/server/src/modules/kyc/upload-routes.ts', "import type { FastifyRequest } from 'fastify';\nexport type A = FastifyRequest;\n");
    expect(routes.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('lets a module touch only its own tables and the published views', async () => {
    const imported = await messagesFor('apps/server/src/modules/underwriting/x-repository.ts', "import { loanOrders, denyList } from '../../db/schema.ts';\nexport const a = [loanOrders, denyList];\n");
    expect(imported.filter((m) => m.includes('belongs to module'))).toEqual([
      'lendline/boundaries: Table loanOrders belongs to module "loans": read it through its service (ADR 023).',
    ]);
    const sql = await messagesFor('apps/server/src/modules/retention/x-repository.ts', 'export const q = `SELECT user_id FROM loan_orders o JOIN retention_erasures e ON true`;\n');
    expect(sql.some((m) => m.includes('SQL touches loan_orders'))).toBe(true);
    const view = await messagesFor('apps/server/src/modules/retention/x-repository.ts', "import { borrowerOrderHistory } from '../../db/schema.ts';\nexport const a = borrowerOrderHistory;\n");
    expect(view.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('allows only the domain package’s public entry points', async () => {
    const deep = await messagesFor('apps/server/src/plugins/x.ts', "export { a } from '@lendline/domain/api/schemas';\n");
    expect(deep.some((m) => m.includes('public entry points'))).toBe(true);
    const relative = await messagesFor('apps/web/src/shared/x.ts', "export { a } from '../../../../packages/domain/src/index.ts';\n");
    expect(relative.some((m) => m.includes('not by a relative path'))).toBe(true);
    const entry = await messagesFor('apps/server/src/plugins/x.ts', "export { schemasFor } from '@lendline/domain/contract';\n");
    expect(entry.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('names order statuses instead of numbers', async () => {
    const bare = await messagesFor(
      'apps/server/src/modules/loans/x.ts',
      [
        'declare const order: { status: number };',
        'export const a = order.status === 14;',
        'export const b = { orderNo: "x", status: 18 };',
        'export const DRAFT_STATUSES = [6, 12] as const;',
        'export const c = ([1, 2] as number[]).includes(order.status);',
        'declare function inArray(a: unknown, b: unknown): boolean;',
        'export const d = inArray(order.status, [3, 4]);',
      ].join('\n'),
    );
    expect(bare.filter((m) => m.startsWith('lendline/no-bare-status'))).toHaveLength(5);
    const named = await messagesFor(
      'apps/server/src/modules/loans/x.ts',
      "import { OrderStatus } from '@lendline/domain';\ndeclare const order: { status: number };\nexport const a = order.status === OrderStatus.Confirm;\ndeclare const res: { status: number };\nexport const b = res.status === 404;\n",
    );
    expect(named.filter((m) => m.startsWith('lendline/no-bare-status'))).toEqual([]);
  });

  it('lets bench/ import only the app files listed for that bench', async () => {
    const internal = await messagesFor('bench/x.ts', "export { a } from '../apps/server/src/modules/loans/loans-service.ts';\n");
    expect(internal.some((m) => m.includes('bench/ drives the server from outside'))).toBe(true);
    const byPackage = await messagesFor('bench/x.ts', "export { buildApp } from '@lendline/server/app';\n");
    expect(byPackage.some((m) => m.includes('bench/ drives the server from outside'))).toBe(true);
    const otherBench = await messagesFor('bench/loan-journey.ts', "export { createServicingRun } from '../apps/server/src/modules/repayments/servicing-run.ts';\n");
    expect(otherBench.some((m) => m.includes('bench/ drives the server from outside'))).toBe(true);
    const listed = await messagesFor('bench/servicing-run.ts', "export { createServicingRun } from '../apps/server/src/modules/repayments/servicing-run.ts';\n");
    expect(listed.filter((m) => m.startsWith('lendline/'))).toEqual([]);
  });

  it('keeps web and server apart', async () => {
    const messages = await messagesFor('apps/web/src/shared/x.ts', "export { a } from '../../../server/src/app.ts';\n");
    expect(messages.some((m) => m.includes('must not import server code'))).toBe(true);
  });

  it('converts money only in the domain’s money module (ADR 068)', async () => {
    const conversions = [
      'declare const minor: number; declare let typed: number; declare const text: string;',
      'export const a = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;',
      'export const b = Number(text) * 100;',
      'export const c = BigInt(text) * 100n;',
      'export const d = (minor / 100).toFixed(2);',
      'export const e = parseFloat(text);',
      'export const f = Number.parseFloat(text);',
      'typed *= 100;',
    ].join('\n');
    const count = async (file: string, code: string) => (await messagesFor(file, code)).filter((m) => m.startsWith('lendline/no-money-arithmetic')).length;
    for (const file of ['apps/web/src/features/repay/x.ts', 'apps/server/src/providers/payout/x.ts', 'apps/server/src/modules/reminders/x.ts', 'packages/domain/src/agreement/x.ts']) {
      expect(await count(file, conversions), file).toBe(9);
    }
    // The money module itself, and tests that check it independently, may.
    expect(await count('packages/domain/src/money/x.ts', conversions)).toBe(0);
    expect(await count('apps/web/src/features/records/x.test.ts', conversions)).toBe(0);
    expect(await count('apps/server/test/x.ts', conversions)).toBe(0);
    // A constant, and arithmetic by other figures, convert nothing.
    expect(await count('packages/domain/src/kyc/x.ts', 'declare const n: number;\nexport const a = 100 * 1024;\nexport const b = n / 1_000_000 + n * 10;\n')).toBe(0);
  });
});
