import { describe, expect, it } from 'vitest';
import { createDecodeSlots } from '../src/modules/kyc/decode-slots.ts';

/** A piece of work that runs until released, recording how many ran at once. */
function gatedWork() {
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const work = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      gates.push(() => {
        running -= 1;
        resolve('done');
      });
    });
  const releaseOne = async () => {
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { work, releaseOne, most: () => most, started: () => gates.length };
}

describe('decode slots', () => {
  it('runs at most `slots` at once and hands a freed slot to the longest waiter', async () => {
    const slots = createDecodeSlots({ slots: 2, waitMs: 10_000, maxWaiting: 8 });
    const gated = gatedWork();
    const results = Array.from({ length: 5 }, () => slots.run(gated.work));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gated.started()).toBe(2);
    for (let i = 0; i < 5; i++) await gated.releaseOne();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(gated.most()).toBe(2);
  });

  it('answers null to a caller that waited waitMs for nothing, and to one that finds the queue full', async () => {
    const slots = createDecodeSlots({ slots: 1, waitMs: 30, maxWaiting: 1 });
    const gated = gatedWork();
    const first = slots.run(gated.work);
    const waiting = slots.run(gated.work);
    expect(await slots.run(gated.work)).toBeNull(); // the one waiting place is taken
    expect(await waiting).toBeNull(); // 30 ms passed with the slot still busy
    await gated.releaseOne();
    expect(await first).toBe('done');
    // The slot is free again, and a caller that gave up did not keep it.
    const again = slots.run(gated.work);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gated.started()).toBe(1);
    await gated.releaseOne();
    expect(await again).toBe('done');
  });

  it('frees the slot when the work throws', async () => {
    const slots = createDecodeSlots({ slots: 1, waitMs: 0, maxWaiting: 0 });
    await expect(slots.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('with no wait, refuses at once while the slot is busy', async () => {
    const slots = createDecodeSlots({ slots: 1, waitMs: 0, maxWaiting: 8 });
    const gated = gatedWork();
    const first = slots.run(gated.work);
    expect(await slots.run(gated.work)).toBeNull();
    await gated.releaseOne();
    expect(await first).toBe('done');
  });
});
