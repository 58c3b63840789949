/**
 * Resolves once the browser has painted (the frame after the next), or after 100 ms at most: a
 * hidden page gets no frames. What waits on it never delays the first paint, on a slow link
 * above all, where a request started before the paint competes with what the paint needs.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** A turn of the event loop: what comes after runs in a task of its own, so the browser may paint or answer a tap between. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
