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

  it('keeps web and server apart', async () => {
    const messages = await messagesFor('apps/web/src/shared/x.ts', "export { a } from '../../../server/src/app.ts';\n");
    expect(messages.some((m) => m.includes('must not import server code'))).toBe(true);
  });
});
