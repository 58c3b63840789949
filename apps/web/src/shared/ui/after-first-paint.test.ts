import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

type Listener = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A browser's Paint Timing, driven by the test: `paint(name)` reports a paint to every observer. */
function fakePaintTiming() {
  const listeners: Listener[] = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly listener: Listener) {}
    observe() {
      listeners.push(this.listener);
    }
    disconnect() {
      listeners.splice(listeners.indexOf(this.listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return { paint: (name: string) => [...listeners].forEach((l) => l({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('after the first paint (ADR 065)', () => {
  it('waits for the browser’s record of the first content on screen, not for a frame callback', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const timing = fakePaintTiming();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up after 100 ms: a hidden page paints nothing, and its scripts must still come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    fakePaintTiming();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
