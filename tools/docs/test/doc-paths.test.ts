import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPaths, namedPaths, readDoc, repositoryPaths } from '../doc-paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// The docs that describe the code as it is now; decisions are dated records and may name what has since moved.
const LIVING_DOCS = ['README.md', 'docs/architecture.md', 'docs/style.md', 'docs/testing.md', 'docs/operations.md', 'apps/server/CONFIG.md'];

describe('the docs name files that exist', () => {
  const paths = repositoryPaths(ROOT);
  it.each(LIVING_DOCS)('%s', (doc) => {
    expect(missingPaths(readDoc(ROOT, doc), paths)).toEqual([]);
  });
});

describe('what counts as a named path', () => {
  it('takes files and folders, from any root, and drops a line number', () => {
    expect(namedPaths('see `modules/inbox/`, `outcome.ts`, `apps/web/src/screens.ts:12` and `x/y.ts:3-9`')).toEqual(['modules/inbox/', 'outcome.ts', 'apps/web/src/screens.ts', 'x/y.ts']);
  });
  it('leaves commands, URLs, packages and placeholders alone', () => {
    expect(namedPaths('`npm run docs:tables` `/repay/repay_detail` `@lendline/domain` `db/schema-<module>.ts` `apps/**` `Minor<C>` `https://a.b/c.ts`')).toEqual([]);
  });
  it('reports a name no path ends with', () => {
    const paths = new Set(['apps/server/src/shared/outcome.ts', 'apps/server/src/shared']);
    expect(missingPaths('`shared/outcome.ts` `shared/` `shared/income.ts` `outcome.ts`', paths)).toEqual(['shared/income.ts']);
  });
  it('finds a built script by its source', () => {
    expect(missingPaths('`outcome.js` `income.js`', new Set(['src/outcome.ts']))).toEqual(['income.js']);
  });
  it('finds a package\'s built entry in dist/ by its source in src/ (dist/ is never in a clean clone)', () => {
    const paths = new Set(['apps/server/src/main.ts']);
    expect(missingPaths('`apps/server/dist/main.js` `apps/server/dist/start.js` `dist/main.js`', paths)).toEqual(['apps/server/dist/start.js']);
  });
});
