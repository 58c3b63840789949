import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetCsrfToken } from '../shared/api/csrf.ts';
import { resetLanguage } from '../shared/i18n/i18n.ts';

// Work areas are lazy chunks transformed on first import: on CI's shared cores one can take over
// findBy*'s default second (the web app's id-card screen did). A wait that succeeds is no slower.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts signed out, with no stored choice, at the start page, with the real fetch absent.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetCsrfToken();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetLanguage();
  window.history.replaceState(null, '', '#/');
});
