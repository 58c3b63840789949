const PAINTED = 'first-contentful-paint';

/**
 * Resolves once the browser has shown its first content, or after 100 ms at most: a hidden page
 * paints nothing. What waits on it never delays the first paint, on a slow link above all, where
 * a request started before the paint competes with what the paint needs. The paint is the
 * browser's own record of it (Paint Timing): a frame callback alone can run before the frame is
 * on screen, and requests started then still count against the paint (ADR 065).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 100);
    if (performance.getEntriesByName(PAINTED).length > 0) return resolve();
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName(PAINTED).length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });
}

/** A turn of the event loop: what comes after runs in a task of its own, so the browser may paint or answer a tap between. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
