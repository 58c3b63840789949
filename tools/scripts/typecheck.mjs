// Every TypeScript project of the repository checked, two (or one per core) at a time: `tsc`
// uses one core, and the projects do not depend on each other's output, so on CI's two cores
// this halves the stage (issue 21).
import { runTogether } from './run-together.mjs';

// The biggest first, so the last to start is a small one.
const PROJECTS = ['apps/server', 'apps/web', 'apps/console', 'e2e', 'bench', 'ops', 'packages/domain/test', 'packages/domain', 'tools', 'apps/web/src/sw'];

const jobs = PROJECTS.map((project) => ({ label: `tsc -p ${project}`, command: process.execPath, args: ['node_modules/typescript/bin/tsc', '-p', project] }));
process.exit((await runTogether(jobs)) ? 0 : 1);
