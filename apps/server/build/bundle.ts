// `npm run build -w @lendline/server`: the server as plain JavaScript for `npm start` (ADR 060).
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
// SERVER_BUILD_DIR: a build of its own elsewhere (the restore drill's test, while another test rebuilds dist/).
const outDir = process.env.SERVER_BUILD_DIR ? resolve(process.env.SERVER_BUILD_DIR) : `${serverRoot}dist`;

/**
 * Our own code (this package and @lendline/domain, which is TypeScript source) is bundled into
 * one file; every npm package stays an import resolved from node_modules at run time. Native
 * and optional modules (sharp, pg-native) and those that load files beside themselves (PGlite's
 * WebAssembly and data, pino's workers) would break in a bundle, and bundling the rest saves
 * little: what cost memory under tsx was the TypeScript compiler on every import, not the packages.
 */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lendline/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

async function bundleServer(): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    // The photo checks' image process (modules/kyc/image-worker.ts) is a program of its own,
    // forked by the server from dist/image-worker.js (image-worker-client.ts).
    entryPoints: { main: `${serverRoot}src/main.ts`, 'image-worker': `${serverRoot}src/modules/kyc/image-worker.ts` },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Not minified, so functions keep their names in stacks and profiles without keepNames,
    // whose __name() call on every closure made was 1.5 % of an authenticated read's CPU.
    legalComments: 'none',
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
  // migrate.ts reads the SQL files beside itself (new URL('./migrations/', import.meta.url)):
  // in the bundle that is dist/migrations. The other paths it resolves (web/dist, console/dist, content)
  // are the same depth from dist/ as from src/.
  await cp(`${serverRoot}src/db/migrations`, `${outDir}/migrations`, { recursive: true });
  // The embedded database's first start runs initdb in a child with this script (db/pglite-dir.ts).
  await cp(`${serverRoot}src/db/pglite-initdb.mjs`, `${outDir}/pglite-initdb.mjs`);
}

await bundleServer();
