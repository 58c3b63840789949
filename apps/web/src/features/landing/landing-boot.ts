import { captureLaunchParams } from '../../shared/storage/launch-params.ts';
import { landingPageOf, landingQuery } from '../../shared/marketing/landing-route.ts';
import { mountLanding } from './landing-controller.ts';
import '../../shared/ui/forms.css';
import './landing.css';

/**
 * A landing page opened from an advert (`/#/yx3?afid=...`): no React, no service worker, no
 * catalogue beyond its own, so it shows in one small download (ADR 046). When the visitor moves
 * on to any other route, `leave` starts the whole app in the same page.
 */
export function bootLanding(root: HTMLElement, leave: () => void): void {
  captureLaunchParams(window.location.search);
  const first = landingPageOf(window.location.hash);
  if (!first) return leave();
  const frame = document.createElement('main');
  frame.className = 'app__main';
  const app = document.createElement('div');
  app.className = 'app';
  app.append(frame);
  root.replaceChildren(app);
  const landing = mountLanding(frame, first, landingQuery(window.location.search, window.location.hash), {
    navigate: (path) => {
      window.location.hash = `#${path}`;
    },
  });
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
