import { readdir, readFile } from 'node:fs/promises';
import { getTableConfig, getViewConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schemaModule from '../src/db/schema.ts';
import { schema } from '../src/db/schema.ts';

interface OwnerMap {
  tables: Record<string, { export: string; owner: string }>;
  views: Record<string, { export: string; publishedBy: string }>;
}

const owners = JSON.parse(await readFile(new URL('../src/db/table-owners.json', import.meta.url), 'utf8')) as OwnerMap;
// A real owner is a folder of src/modules: a new module owns its tables without editing this test.
const MODULES = (await readdir(new URL('../src/modules/', import.meta.url), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);

// The map the lint rule enforces (ADR 023) must name every table and view of the schema, by
// the name Drizzle exports it under, with an owner that exists.
describe('table ownership map', () => {
  it('names every table of the schema once, under its Drizzle export, with a real owner', () => {
    const declared = Object.entries(schema).map(([name, table]) => [getTableConfig(table).name, name] as const);
    expect(Object.keys(owners.tables).sort()).toEqual(declared.map(([sqlName]) => sqlName).sort());
    for (const [sqlName, exportName] of declared) expect(owners.tables[sqlName]?.export, sqlName).toBe(exportName);
    for (const { owner } of Object.values(owners.tables)) expect([...MODULES, '(jobs)']).toContain(owner);
  });

  it('names every published view with the module that publishes it', () => {
    const views = Object.entries(schemaModule).filter(([, value]) => {
      try {
        return Boolean(getViewConfig(value as never).name);
      } catch {
        return false;
      }
    });
    expect(views.map(([name]) => name).sort()).toEqual(Object.values(owners.views).map((v) => v.export).sort());
    for (const view of Object.values(owners.views)) expect(MODULES).toContain(view.publishedBy);
  });
});
