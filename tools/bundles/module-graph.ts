import { dirname, resolve } from 'node:path';
import ts from 'typescript';

export interface ModuleGraph {
  /** Every source file reached (absolute paths), node_modules excepted. */
  files: ReadonlySet<string>;
  /** Every package name imported by a file reached (`react`, `@lendline/domain`, `virtual:pwa-register`). */
  packages: ReadonlySet<string>;
}

/**
 * The modules a build reaches from its entries, static and dynamic imports alike, resolved as
 * the project's tsconfig resolves them (Vite resolves the same way: no aliases in either app).
 * Our own files are followed, including workspace packages (symlinked into node_modules, resolved
 * to their sources); third-party packages are recorded by name and not walked.
 */
export function moduleGraph(entries: readonly string[], tsconfigPath: string): ModuleGraph {
  const options = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })?.options;
  if (!options) throw new Error(`cannot read ${tsconfigPath}`);
  const cache = ts.createModuleResolutionCache(dirname(tsconfigPath), (name) => name, options);
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const text = ts.sys.readFile(file);
    if (text === undefined) throw new Error(`cannot read ${file}`);
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      const isRelative = specifier.startsWith('.') || specifier.startsWith('/');
      if (!isRelative) packages.add(packageNameOf(specifier));
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes('/node_modules/')) queue.push(resolve(resolved));
      // A stylesheet or asset: not code, but a path the build would read all the same.
      else if (!resolved && isRelative) files.add(resolve(dirname(file), specifier.replace(/\?.*$/, '')));
    }
  }
  return { files, packages };
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
