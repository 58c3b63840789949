import { afterEach, describe, expect, it } from 'vitest';
import firstPaint from './first-paint.js?raw';

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

describe('the first-paint check of the prerendered landing pages (issue 20, ADR 065)', () => {
  /** The document's root with the home in it and a template for yx1, the check run, then the body parsed. */
  function opened(hash: string, storage: Record<string, string> = {}): { root: HTMLElement; prerendered: string | null } {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<p class="home">home</p>';
    const template = document.createElement('template');
    template.id = 'landing-yx1';
    template.innerHTML = '<p class="landing__lead">Cash for what cannot wait</p>';
    document.body.append(root, template);
    keepsPrerender(hash, storage);
    document.dispatchEvent(new Event('readystatechange'));
    const result = { root, prerendered: document.documentElement.getAttribute('data-prerendered') };
    root.remove();
    template.remove();
    return result;
  }

  it('puts the landing page an advert opens into the root before the first paint', () => {
    for (const hash of ['#/yx1', '#/yx1?afid=ad-7', '#yx1/']) {
      const { root, prerendered } = opened(hash);
      expect(prerendered).toBe('landing');
      expect(root.innerHTML).toBe('<p class="landing__lead">Cash for what cannot wait</p>');
    }
  });

  it('leaves it out when the page would be drawn otherwise: a signed-in borrower, another language, an amount asked for, a page the document lacks', () => {
    for (const [hash, storage] of [['#/yx1', { token: 'Bearer t' }], ['#/yx1', { language: 'en' }], ['#/yx1?amount=500000', {}], ['#/yx3', {}]] as const) {
      const { root, prerendered } = opened(hash, storage);
      expect(prerendered).toBe('no');
      expect(root.innerHTML).toBe('<p class="home">home</p>');
    }
  });
});
