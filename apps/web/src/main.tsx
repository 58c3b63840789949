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
 * The server may have sent the guest home and the landing pages prerendered (ADR 058, ADR 065);
 * `first-paint.js` said before the first paint which, if any, is this visit's screen: `yes` for
 * home, which the app hydrates; `landing` for a landing page, which its script redraws; `no` when
 * neither is, and the home's markup goes.
 */
const html = document.documentElement;
const prerendered = html.dataset.prerendered;
if (root && prerendered === 'no') root.replaceChildren();
html.removeAttribute('data-prerendered');

const startApp = async (drawn = false) => {
  if (!root) return;
  // React, then the app: each evaluated in its own task instead of one long one.
  await import('react-dom/client');
  await nextTask();
  const { bootApp } = await import('./app/app-boot.tsx');
  await bootApp(root, drawn);
};

/**
 * A prerendered screen paints from the document and its stylesheets alone: its scripts are
 * asked for after that paint, not competing with it for a slow link, and a tap on it meanwhile
 * is kept for them (ADR 064).
 */
const start = async () => {
  if (!root) return;
  const landing = landingPageOf(window.location.hash) !== null;
  const drawn = prerendered === (landing ? 'landing' : 'yes') && root.firstElementChild !== null;
  const earlyTaps = drawn ? keepEarlyTaps(root) : null;
  if (drawn) await afterFirstPaint();
  if (landing) await (await import('./features/landing/landing-boot.ts')).bootLanding(root, () => void startApp());
  else await startApp(drawn);
  earlyTaps?.replay();
};

void start();
