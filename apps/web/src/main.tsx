import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initLanguage } from './shared/i18n/i18n-store.ts';
import { adoptShellSession } from './shared/session/shell-login.ts';
import { captureLaunchParams } from './shared/storage/launch-params.ts';
import './app/global.css';

captureLaunchParams(window.location.search);

// The stored language's catalogue is loaded before the first paint, so nothing flashes in English.
void initLanguage().then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void adoptShellSession();
});
