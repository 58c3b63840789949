// Imported first by the image process (image-worker.ts): its work runs below the server's.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice 10: below the server (0), which a request then preempts; still above idle. */
export const IMAGE_WORK_NICENESS = 10;

/**
 * Linux keeps a niceness per thread: setPriority(0) would lower only the calling thread, not
 * the threads node (or sharp, whose import a bundle may evaluate first) has already started, so
 * each is lowered; threads started afterwards inherit it from the thread that starts them.
 */
function lowerPriority(): void {
  let threads: number[] = [];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    // Not Linux: there the process has one priority.
  }
  for (const tid of threads.length > 0 ? threads : [0]) {
    try {
      setPriority(tid, IMAGE_WORK_NICENESS);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}

lowerPriority();
