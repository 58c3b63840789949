import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DOC, generatedTable, ownersTable, tableInDoc } from '../../../tools/docs/table-owners-section.ts';

// docs/architecture.md's table of owners is written from table-owners.json (npm run docs:tables):
// a table that moves, a new module or a new view must reach the doc.
describe('architecture.md table of owners', () => {
  it('is what `npm run docs:tables` writes from table-owners.json', async () => {
    expect(tableInDoc(await readFile(DOC, 'utf8')), 'run `npm run docs:tables`').toBe(generatedTable());
  });

  it('puts each table and view in its owner’s row, and lists modules that own nothing', () => {
    const owners = { tables: { a_one: { owner: 'alpha' }, jobs: { owner: '(jobs)' }, a_two: { owner: 'alpha' } }, views: { a_view: { publishedBy: 'alpha' } } };
    expect(ownersTable(owners, ['alpha', 'zeta']).split('\n').slice(2)).toEqual([
      '| alpha | a_one, a_two | a_view |',
      '| the job queue (`jobs/`) | jobs | — |',
      '| zeta | — | — |',
    ]);
  });
});
