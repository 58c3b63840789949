import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files and folders the docs name, checked against the tree: a doc that names a moved or
 * deleted file is wrong, and nothing else would notice (issue 21). A name may be written from
 * any root a reader would start at (`modules/inbox/`, `apps/server/src/modules/inbox/`), so it
 * is found when some path in the repository ends with it.
 */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report', 'results']);
const FILE_NAME = /\.(ts|tsx|js|mjs|cjs|json|md|sql|css|html|sh)$/;

export function repositoryPaths(root: string): Set<string> {
  const paths = new Set<string>();
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      paths.add(child);
      if (entry.isDirectory()) walk(child);
    }
  };
  walk('');
  return paths;
}

/** The code spans of a Markdown text that name a repository path: `a/b.ts`, `b.ts`, `a/b/`, `a/b.ts:12`. */
export function namedPaths(markdown: string): string[] {
  const names: string[] = [];
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const name = span!.replace(/:\d+(-\d+)?$/, '').replace(/^\.\//, '');
    // Commands, URLs, packages, globs and placeholders are not paths of this tree.
    if (/[\s*<>{}()|,=]/.test(name) || name.startsWith('/') || name.startsWith('@') || name.includes('://')) continue;
    if (name.includes('/') ? /^[\w.-]+(\/[\w.-]+)*\/?$/.test(name) && (FILE_NAME.test(name) || name.endsWith('/')) : FILE_NAME.test(name)) names.push(name);
  }
  return names;
}

/** The names of `markdown` that no path of the tree ends with. */
export function missingPaths(markdown: string, paths: ReadonlySet<string>): string[] {
  const all = [...paths];
  const found = (wanted: string) => paths.has(wanted) || all.some((p) => p.endsWith(`/${wanted}`));
  return namedPaths(markdown).filter((name) => {
    const wanted = name.replace(/\/$/, '');
    // A built script (`service-worker.js` in dist, `apps/server/dist/main.js`) is named by what the
    // build makes of its source: the same name beside it, or under src/ for a package's dist/.
    const source = wanted.replace(/(^|\/)dist\//, '$1src/');
    const built = (js: string) => js.endsWith('.js') && (found(js.replace(/\.js$/, '.ts')) || found(js.replace(/\.js$/, '.tsx')));
    return !found(wanted) && !built(wanted) && !built(source);
  });
}

export function readDoc(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}
