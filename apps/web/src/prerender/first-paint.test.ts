import { afterEach, describe, expect, it } from 'vitest';
import firstPaint from '../../public/first-paint.js?raw';

/** Runs the check as the browser does before the first paint, and says whether the prerender stays. */
function keepsPrerender(hash: string, storage: Record<string, string> = {}, search = ''): boolean {
  document.documentElement.lang = 'es';
  document.documentElement.setAttribute('data-prerendered', 'yes');
  window.history.replaceState(null, '', `/${search}${hash}`);
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  new Function(firstPaint)();
  return document.documentElement.getAttribute('data-prerendered') === 'yes';
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prerendered');
  window.localStorage.clear();
});

describe('the first-paint check of the prerendered guest home (issue 20, ADR 058)', () => {
  it('keeps it for a guest opening home in the document’s language', () => {
    expect(keepsPrerender('')).toBe(true);
    expect(keepsPrerender('#/')).toBe(true);
    expect(keepsPrerender('#/?afid=7')).toBe(true);
    expect(keepsPrerender('#/', { language: 'es' })).toBe(true);
  });

  it('hides it from a signed-in borrower: no guest home flashes before their own', () => {
    expect(keepsPrerender('#/', { token: 'Bearer t' })).toBe(false);
  });

  it('hides it on any other route: a landing page, a link into a screen', () => {
    expect(keepsPrerender('#/yx1')).toBe(false);
    expect(keepsPrerender('#/records')).toBe(false);
  });

  it('hides it when another language was chosen, or is asked for in the link', () => {
    expect(keepsPrerender('#/', { language: 'en' })).toBe(false);
    expect(keepsPrerender('#/', {}, '?language=en')).toBe(false);
  });
});
