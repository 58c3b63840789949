const TAPPABLE = 'button, a[href]';

/**
 * A prerendered screen is on screen before its script has taken it (ADR 058, ADR 064, ADR 065):
 * its buttons are drawn but nothing listens to them yet, and a tap there would be lost (a
 * borrower who taps Apply at once sees nothing happen). The entry keeps the last such tap from
 * the first paint on; once the script has taken the root, the button or link in the same place
 * is tapped again. React, seeing a tap on markup it has not hydrated yet, hydrates it at once and
 * handles the tap as if it had been listening all along; a landing page, which draws itself
 * anew, gets the tap on its new drawing of the same button.
 */
export function keepEarlyTaps(root: HTMLElement): { replay(): void } {
  const tappable = () => [...root.querySelectorAll<HTMLElement>(TAPPABLE)];
  let place = -1;
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
    if (!target || !root.contains(target)) return;
    place = tappable().indexOf(target);
    // A link would otherwise move the page under the markup the script is about to take.
    event.preventDefault();
  };
  root.addEventListener('click', keep, true);
  return {
    replay() {
      root.removeEventListener('click', keep, true);
      tappable()[place]?.click();
    },
  };
}
