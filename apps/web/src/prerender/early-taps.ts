/**
 * The prerendered home is on screen before React has adopted it (ADR 058, ADR 064): its buttons are drawn
 * but nothing listens to them yet, and a tap there would be lost (a borrower who taps Apply at
 * once sees nothing happen). The entry keeps the last such tap from the first paint on; once
 * React has taken the root, the tap is given again, and React, seeing a tap on markup it has not
 * hydrated yet, hydrates it at once and handles the tap as if it had been listening all along.
 */
export function keepEarlyTaps(root: HTMLElement): { replay(): void } {
  let kept: HTMLElement | null = null;
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, a[href]') : null;
    if (!target || !root.contains(target)) return;
    kept = target;
    // A link would otherwise move the page under the markup React is about to adopt.
    event.preventDefault();
  };
  root.addEventListener('click', keep, true);
  return {
    replay() {
      root.removeEventListener('click', keep, true);
      const tap = kept;
      kept = null;
      if (tap?.isConnected) tap.click();
    },
  };
}
