import { render } from '@testing-library/react';
import { afterAll } from 'vitest';
import { App } from '../app/app.tsx';
import { SCREENS } from '../screens.ts';
import { initLanguage, setLanguage } from '../shared/i18n/i18n-store.ts';
import type { Language, MarketId } from '@lendline/domain';
import { serveDocumentOf } from './served-document.ts';

// Screens are lazy chunks (src/screens.ts). A test that ends on a navigation can leave one
// still loading; if the file's environment is torn down first, the late import fails the
// whole run. Every file that renders the app (they all come through here) loads them all
// before it ends, which lets any such import finish: the same module load is shared.
afterAll(async () => {
  await Promise.all([...SCREENS.map((screen) => screen.load?.()), import('../app/not-found-page.tsx')]);
});

/**
 * Renders the whole app at a hash route, optionally in Spanish and signed in. `language: null`
 * starts as the app does with no language chosen yet (the market's default). `servedMarket`
 * is the market the serving document names (none: a document served from elsewhere).
 */
export async function renderApp(hash: string, options: { language?: Language | null; token?: string; userInfo?: unknown; servedMarket?: MarketId } = {}) {
  if (options.servedMarket) serveDocumentOf(options.servedMarket);
  if (options.token) window.localStorage.setItem('token', options.token);
  if (options.userInfo) window.localStorage.setItem('userInfo', JSON.stringify(options.userInfo));
  if (options.language === null) {
    window.localStorage.removeItem('language');
    await initLanguage();
  } else {
    await setLanguage(options.language ?? 'en');
  }
  window.history.replaceState(null, '', `#${hash}`);
  return render(<App />);
}
