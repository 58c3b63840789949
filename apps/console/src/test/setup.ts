import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetCsrfToken } from '../shared/api/csrf.ts';
import { resetLanguage } from '../shared/i18n/i18n.ts';

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
