// Every TypeScript project of the repository checked, two (or one per core) at a time: `tsc`
// uses one core, and the projects do not depend on each other's output, so on CI's two cores
// this halves the stage (issue 21). Each project's messages are printed together when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The biggest first, so the last to start is a small one.
const PROJECTS = ['apps/server', 'apps/web', 'apps/console', 'e2e', 'bench', 'packages/domain/test', 'packages/domain', 'tools', 'apps/web/src/sw'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (output) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
  let allPassed = true;
  for (let project = queue.shift(); project; project = queue.shift()) allPassed = (await check(project)) && allPassed;
  return allPassed;
});
process.exit((await Promise.all(workers)).every(Boolean) ? 0 : 1);
