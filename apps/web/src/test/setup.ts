import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadLandingText } from '../features/landing/landing-text.ts';
import { forgetReads } from '../shared/api/read-store.ts';
import { needStrings, setLanguage } from '../shared/i18n/i18n-store.ts';
import { forgetServedMarket } from '../shared/market/market.ts';
import { resetBridge } from '../shared/native/bridge-core.ts';
import { clearToasts } from '../shared/ui/toast-store.ts';
import { resetLoading } from '../shared/ui/loading-store.ts';

// Screens are lazy chunks that vitest transforms on first import: on CI's two shared cores that
// took over a second once (id-card-screen, 2026-11-27), past findBy*'s default wait. A wait
// that succeeds is no slower for a longer limit; only a failing one is.
configure({ asyncUtilTimeout: 5_000 });

// Every part of every catalogue is in, as the screens' lazy imports make it in the app (ADR 059):
// a test renders a screen directly. i18n-parts.test.ts checks the parts themselves.
beforeAll(async () => {
  await needStrings('screens', 'errors');
  await loadLandingText('es');
});

// Each test starts signed out, in English, at home, with no shell and the real fetch absent.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.FKSDKJsFramework;
  delete window.webkit;
  resetBridge();
  await setLanguage('en');
  window.localStorage.clear();
  window.history.replaceState(null, '', '#/');
  clearToasts();
  resetLoading();
  forgetReads();
  forgetServedMarket();
  for (const meta of document.head.querySelectorAll('meta[name="lendline-market"], meta[name="description"]')) meta.remove();
});
