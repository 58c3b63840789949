import { landingPageOf } from './shared/marketing/landing-route.ts';
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

const startApp = () => {
  if (root) void import('./app/app-boot.tsx').then((m) => m.bootApp(root, prerendered && root.firstElementChild !== null));
};

if (root && landingPageOf(window.location.hash)) {
  void import('./features/landing/landing-boot.ts').then((m) => m.bootLanding(root, startApp));
} else {
  startApp();
}
