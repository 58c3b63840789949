import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;
type Context = Rolldown.ChunkingContext;

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const ENTRY = source('main.tsx');
const APP = source('app/app-boot.tsx');
const LANDING = source('features/landing/landing-boot.ts');
const WEB_SOURCE = source('');

/** Every module `from` imports statically, directly or not, `from` included. */
function staticGraph(ctx: Context, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The modules `own` needs and none of `others` does: one chunk's worth, computed once. */
function onlyFor(own: string, others: string[], keep: (id: string) => boolean = () => true) {
  let members: Set<string> | null = null;
  return (id: string, ctx: Context) => {
    if (members === null) {
      const shared = new Set(others.flatMap((other) => [...staticGraph(ctx, other)]));
      members = new Set([...staticGraph(ctx, own)].filter((m) => keep(m) && !shared.has(m)));
    }
    return members.has(id);
  };
}

/**
 * The two ways in (ADR 046) each in as few files as the bundler can make them (ADR 065). Left to
 * itself, it splits what a start shares with one screen or another into many small files: on a
 * phone's link the browser fetches six at a time, so an advert's landing page waited three round
 * trips for its text, and each small file costs home's first load its own compression overhead.
 *
 * - The landing page: what it needs and neither the document's script nor the app's start does.
 * - The app's start: our own modules it needs and neither the document's script nor the landing
 *   page does. Every screen runs after the app has started, so none of them pays for this chunk.
 *   The shared domain package stays split: through its index, everything looks reachable.
 *
 * Only the modules named go in (not their imports), so no start waits for the other's chunk.
 */
export function startChunks(): Group[] {
  const landing = onlyFor(LANDING, [ENTRY, APP]);
  const app = onlyFor(APP, [ENTRY, LANDING], (id) => id.startsWith(WEB_SOURCE));
  return [
    { name: (id, ctx) => (landing(id, ctx) ? 'landing' : null), includeDependenciesRecursively: false },
    { name: (id, ctx) => (app(id, ctx) ? 'app-boot' : null), includeDependenciesRecursively: false },
  ];
}
