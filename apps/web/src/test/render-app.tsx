import { render } from '@testing-library/react';
import { App } from '../app/app.tsx';
import { setLanguage } from '../shared/i18n/i18n-store.ts';
import type { Language } from '@lendline/domain';

/** Renders the whole app at a hash route, optionally in Spanish and signed in. */
export async function renderApp(hash: string, options: { language?: Language; token?: string; userInfo?: unknown } = {}) {
  if (options.token) window.localStorage.setItem('token', options.token);
  if (options.userInfo) window.localStorage.setItem('userInfo', JSON.stringify(options.userInfo));
  await setLanguage(options.language ?? 'en');
  window.history.replaceState(null, '', `#${hash}`);
  return render(<App />);
}
