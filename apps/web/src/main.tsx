import { keepEarlyTaps } from './prerender/early-taps.ts';
import { landingPageOf } from './shared/marketing/landing-route.ts';
import { afterFirstPaint, nextTask } from './shared/ui/after-first-paint.ts';
import './app/global.css';

/**
 * Two ways in (ADR 046). An advert's landing page (`#/yx1`, `#/yx2`, `#/yx2ConfirmBorrow`,
 * `#/yx3`) loads only its own small, React-free chunk: a visitor on paid mobile data sees the
 * offer after a few kilobytes. Every other route loads the app, which the landing page also
 * starts as soon as the visitor moves on (registration, login, the legal texts).
 */
const root = document.getElementById('root');
/**
 * The server may have sent the guest home prerendered (ADR 058); `first-paint.js` said before the
 * first paint whether it is this visit's screen. If so, the app hydrates it; if not, it goes.
 */
const html = document.documentElement;
const prerendered = html.dataset.prerendered === 'yes';
if (root && html.dataset.prerendered === 'no') root.replaceChildren();
html.removeAttribute('data-prerendered');

const startApp = async () => {
  if (!root) return;
  const hydrate = prerendered && root.firstElementChild !== null;
  const earlyTaps = hydrate ? keepEarlyTaps(root) : null;
  // The prerendered home paints from the document and its stylesheets alone: the app's scripts
  // are asked for after that paint, not competing with it for a slow link.
  if (hydrate) await afterFirstPaint();
  // React, then the app: each evaluated in its own task instead of one long one.
  await import('react-dom/client');
  await nextTask();
  const { bootApp } = await import('./app/app-boot.tsx');
  await bootApp(root, hydrate);
  earlyTaps?.replay();
};

if (root && landingPageOf(window.location.hash)) {
  void import('./features/landing/landing-boot.ts').then((m) => m.bootLanding(root, () => void startApp()));
} else {
  void startApp();
}
