import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeImage } from '../src/modules/kyc/image-fns.ts';
import { createImageWorker, type ImageWorker } from '../src/modules/kyc/image-worker-client.ts';
import { IMAGE_WORK_NICENESS } from '../src/modules/kyc/lower-priority.ts';
import { photo } from './kyc-fixtures.ts';

/** The niceness of every thread of a process, from /proc (the 19th field of each task's stat). */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits (without a deadline of its own: the test's timeout is the limit) until the process is gone. */
async function gone(pid: number): Promise<void> {
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the image process of the photo checks (ADR 056)', () => {
  let worker: ImageWorker;
  afterEach(() => worker.stop());

  it('gives what normalising in the server would, from another process whose threads all run at a lower priority', async () => {
    worker = createImageWorker();
    const image = await photo(1600, 1200);
    const [there, here] = await Promise.all([worker.normalize(image, 'front'), normalizeImage(image, 'front')]);
    expect(there).toEqual(here);
    expect(there.ok && Buffer.isBuffer(there.value.jpeg)).toBe(true);
    const pid = worker.pid()!;
    expect(pid).not.toBe(process.pid);
    const niceness = threadNiceness(pid);
    expect(niceness.length).toBeGreaterThan(1);
    expect(new Set(niceness)).toEqual(new Set([IMAGE_WORK_NICENESS]));
  });

  it('answers an unreadable photo with its problem, as normalising in the server would', async () => {
    worker = createImageWorker();
    const broken = Buffer.concat([(await photo(600, 400)).subarray(0, 200), Buffer.alloc(500)]);
    expect(await worker.normalize(broken, 'face')).toEqual(await normalizeImage(broken, 'face'));
  });

  it('checks several photos at once in one process', async () => {
    worker = createImageWorker();
    const images = await Promise.all([photo(600, 400), photo(800, 600), photo(400, 400, 'png')]);
    const results = await Promise.all(images.map((image) => worker.normalize(image, 'face')));
    expect(results.map((r) => r.ok && [r.value.width, r.value.height])).toEqual([[600, 400], [640, 480], [400, 400]]);
  });

  it('goes after being idle, and the next photo starts another', async () => {
    worker = createImageWorker({ idleMs: 50 });
    const image = await photo(600, 400);
    await worker.normalize(image, 'face');
    const first = worker.pid()!;
    await gone(first);
    expect((await worker.normalize(image, 'face')).ok).toBe(true);
    expect(worker.pid()).not.toBe(first);
  });

  it('kills a loaded process that stops answering, rejecting the photos it held, and starts again for the next', async () => {
    // Long enough for a fresh process to start on a loaded CI machine (300 ms was not: the
    // restarted process was killed before it had loaded), short enough for a test.
    worker = createImageWorker({ photoTimeoutMs: 3_000 });
    await worker.normalize(await photo(600, 400), 'face');
    const pid = worker.pid()!;
    // Stopped, as a decoder stuck on a pathological file would be: nothing answers.
    process.kill(pid, 'SIGSTOP');
    await expect(worker.normalize(await photo(600, 400), 'face')).rejects.toThrow(/image process exited \(SIGKILL\)/);
    await gone(pid);
    expect((await worker.normalize(await photo(600, 400), 'face')).ok).toBe(true);
    expect(worker.pid()).not.toBe(pid);
  });

  it('rejects the photos in hand when it dies, so their jobs are retried, and starts again for the next', async () => {
    worker = createImageWorker();
    const image = await photo(4000, 3000);
    const checking = worker.normalize(image, 'front');
    const pid = worker.pid()!;
    process.kill(pid, 'SIGKILL');
    await expect(checking).rejects.toThrow(/image process exited/);
    await gone(pid);
    expect((await worker.normalize(await photo(600, 400), 'face')).ok).toBe(true);
    expect(worker.pid()).not.toBe(pid);
  });
});
