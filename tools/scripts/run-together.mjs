// Runs commands a few at a time and prints each one's output together when it ends: the
// checks of CI's two cores (typecheck, lint) are single-threaded and independent (issue 21).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** One command: a label for its line, the program and its arguments. */
function run({ label, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`${label}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (output) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

/** Runs every job, `parallel` at a time (at least two); true when all passed. */
export async function runTogether(jobs, parallel = Math.max(2, availableParallelism())) {
  const queue = [...jobs];
  const workers = Array.from({ length: Math.min(parallel, jobs.length) }, async () => {
    let allPassed = true;
    for (let job = queue.shift(); job; job = queue.shift()) allPassed = (await run(job)) && allPassed;
    return allPassed;
  });
  return (await Promise.all(workers)).every(Boolean);
}
