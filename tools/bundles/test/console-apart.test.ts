import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph, type ModuleGraph } from '../module-graph.ts';

const root = join(import.meta.dirname, '../../..');
const fromRoot = (file: string) => relative(root, file).split(sep).join('/');

/** The borrower app's build entries: the page's script, the service worker, the build's own helpers (prerender included). */
function borrowerEntries(): string[] {
  const html = readFileSync(join(root, 'apps/web/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => join(root, 'apps/web', m[1]!));
  expect(scripts.map(fromRoot)).toEqual(['apps/web/src/main.tsx']);
  // vite.config.ts: VitePWA's srcDir 'src/sw' and filename 'service-worker.ts'.
  return [...scripts, join(root, 'apps/web/src/sw/service-worker.ts'), join(root, 'apps/web/vite.config.ts')];
}

/** What of the staff console a graph reaches: its files or its package. */
function consoleIn(graph: ModuleGraph): string[] {
  return [...[...graph.files].map(fromRoot).filter((file) => file.startsWith('apps/console/')), ...[...graph.packages].filter((name) => name === '@lendline/console')];
}

describe('the staff console stays out of the borrower app (issue 22, ADR 075)', () => {
  const borrower = moduleGraph(borrowerEntries(), join(root, 'apps/web/tsconfig.json'));

  it('follows the borrower build’s imports, lazy screens and the domain included', () => {
    const files = new Set([...borrower.files].map(fromRoot));
    expect(files.has('apps/web/src/app/app-boot.tsx')).toBe(true);
    expect(files.has('apps/web/src/features/records/records-screen.tsx')).toBe(true);
    expect(files.has('apps/web/build/prerender.ts')).toBe(true);
    expect(files.has('packages/domain/src/index.ts')).toBe(true);
    expect(borrower.packages.has('react-dom')).toBe(true);
  });

  it('reaches no console module from any borrower entry', () => {
    expect(consoleIn(borrower)).toEqual([]);
  });

  it('would see console modules where they are imported: the console’s own graph is full of them', () => {
    const staff = moduleGraph([join(root, 'apps/console/src/main.tsx')], join(root, 'apps/console/tsconfig.json'));
    const found = consoleIn(staff);
    expect(found).toContain('apps/console/src/features/enrol/qr-code.tsx');
    expect(found).toContain('apps/console/src/features/portfolio/portfolio-screen.tsx');
    expect(found).toContain('apps/console/src/app/global.css');
  });
});
