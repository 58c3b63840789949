import { captureLaunchParams } from '../../shared/storage/launch-params.ts';
import { landingPageOf, landingQuery } from '../../shared/marketing/landing-route.ts';
import { keepTypedMobile } from '../../shared/marketing/typed-mobile.ts';
import { landingTextReady, mountLanding } from './landing-controller.ts';
import '../../shared/ui/forms.css';
import './landing.css';

/** The app's frame a landing page is drawn in; the prerendered copy has the same (ADR 065). */
export function landingFrame(): { app: HTMLElement; frame: HTMLElement } {
  const frame = document.createElement('main');
  frame.className = 'app__main';
  const app = document.createElement('div');
  app.className = 'app';
  app.append(frame);
  return { app, frame };
}

/**
 * A landing page opened from an advert (`/#/yx3?afid=...`): no React, no service worker, no
 * catalogue beyond its own, so it shows in one small download (ADR 046). When the visitor moves
 * on to any other route, `leave` starts the whole app in the same page.
 *
 * The root may hold the page's prerendered copy (ADR 065): this draws it anew, keeping what the
 * visitor did there (the number typed, the amount chosen, the field they were in). It settles
 * once the page is drawn, so a tap kept from the copy (ADR 064) then finds its button.
 */
export async function bootLanding(root: HTMLElement, leave: () => void): Promise<void> {
  captureLaunchParams(window.location.search);
  const first = landingPageOf(window.location.hash);
  if (!first) return leave();
  // The copy stays on screen until the page can be drawn in its language: replacing it before the
  // Spanish words arrive blanked a Mexican page for as long as they took, and lost a tap made then.
  await landingTextReady();
  const query = landingQuery(window.location.search, window.location.hash);
  const typed = root.querySelector<HTMLInputElement>('input[name="mobile"]')?.value.trim();
  if (typed) keepTypedMobile(typed);
  const chosen = root.querySelector<HTMLSelectElement>('select[name="amount"]')?.value;
  if (chosen) query.set('amount', chosen);
  const focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement.id : '';
  const { app, frame } = landingFrame();
  root.replaceChildren(app);
  const landing = mountLanding(frame, first, query, {
    navigate: (path) => {
      window.location.hash = `#${path}`;
    },
  });
  if (focused) document.getElementById(focused)?.focus();
  const onHash = () => {
    const page = landingPageOf(window.location.hash);
    if (page) return landing.show(page, landingQuery(window.location.search, window.location.hash));
    window.removeEventListener('hashchange', onHash);
    landing.destroy();
    root.replaceChildren();
    leave();
  };
  window.addEventListener('hashchange', onHash);
}
