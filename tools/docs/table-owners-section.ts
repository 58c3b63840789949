// `npm run docs:tables` writes docs/architecture.md's table of modules and their tables from
// apps/server/src/db/table-owners.json, the map that lint enforces and a server test checks
// against the schema, so the doc says what the code does. The server test
// table-owners-doc.test.ts fails when the doc's table differs from what this would write.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DOC = path.join(ROOT, 'docs/architecture.md');
const OWNERS = path.join(ROOT, 'apps/server/src/db/table-owners.json');
const MODULES = path.join(ROOT, 'apps/server/src/modules');

const START = '<!-- table-owners: written by `npm run docs:tables` from apps/server/src/db/table-owners.json; edit the json, not the table -->';
const END = '<!-- /table-owners -->';

export interface OwnerMap {
  tables: Record<string, { owner: string }>;
  views: Record<string, { publishedBy: string }>;
}

/** One row per owner in the json's order, then the modules that own nothing, by name. */
export function ownersTable(owners: OwnerMap, modules: readonly string[]): string {
  const rows = new Map<string, { tables: string[]; views: string[] }>();
  const row = (owner: string) => rows.get(owner) ?? rows.set(owner, { tables: [], views: [] }).get(owner)!;
  for (const [table, { owner }] of Object.entries(owners.tables)) row(owner).tables.push(table);
  for (const [view, { publishedBy }] of Object.entries(owners.views)) row(publishedBy).views.push(view);
  for (const module of [...modules].sort()) row(module);
  // "(jobs)" is the owner name lint gives the job queue, which is not a module.
  const label = (owner: string) => (owner === '(jobs)' ? 'the job queue (`jobs/`)' : owner);
  const list = (names: string[]) => (names.length > 0 ? names.join(', ') : '—');
  return [
    '| module | owns (tables) | publishes (views) |',
    '|---|---|---|',
    ...[...rows].map(([owner, r]) => `| ${label(owner)} | ${list(r.tables)} | ${list(r.views)} |`),
  ].join('\n');
}

/** The table as the current json and module folders make it. */
export function generatedTable(): string {
  const owners = JSON.parse(readFileSync(OWNERS, 'utf8')) as OwnerMap;
  const modules = readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  return ownersTable(owners, modules);
}

function markers(doc: string): { from: number; to: number } {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${path.relative(ROOT, DOC)} has lost its table-owners markers`);
  return { from: from + START.length, to };
}

/** What the doc holds between the markers, without the blank lines around it. */
export function tableInDoc(doc: string): string {
  const { from, to } = markers(doc);
  return doc.slice(from, to).trim();
}

function withTable(doc: string, table: string): string {
  const { from, to } = markers(doc);
  return `${doc.slice(0, from)}\n${table}\n${doc.slice(to)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(DOC, withTable(readFileSync(DOC, 'utf8'), generatedTable()));
  console.log(`${path.relative(ROOT, DOC)}: table of owners written`);
}
