import type { LandingPage } from '@lendline/domain';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootLanding } from '../features/landing/landing-boot.ts';
import { dropTypedMobile } from '../shared/marketing/typed-mobile.ts';
import { mockApi, networkDown } from '../test/api-mock.ts';
import { prerenderedRoot } from '../test/prerendered-root.ts';
import { serveDocumentOf } from '../test/served-document.ts';
import { keepEarlyTaps } from './early-taps.ts';
import { prerenderLandingPages } from './landing-pages.ts';

const open = (hash: string) => window.history.replaceState(null, '', `/${hash}`);

/** A Nigerian visitor at `hash`, with the page's prerendered copy on screen and no script yet. */
async function nigerianCopy(page: LandingPage, hash = `#/${page}`): Promise<HTMLElement> {
  mockApi({ '/loanMarket/index': networkDown });
  serveDocumentOf('NG');
  const pages = await prerenderLandingPages('NG');
  open(hash);
  return prerenderedRoot(pages[page]);
}

afterEach(() => {
  document.body.replaceChildren();
  dropTypedMobile();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the landing pages prerendered at build time (issue 20, ADR 065)', () => {
  it.each(['NG', 'MX'] as const)('are, in %s, exactly what the page’s script first draws: it redraws them with nothing moving', async (market) => {
    mockApi({ '/loanMarket/index': networkDown });
    serveDocumentOf(market);
    const pages = await prerenderLandingPages(market);
    expect(Object.keys(pages).sort()).toEqual(['yx1', 'yx2', 'yx2ConfirmBorrow', 'yx3']);
    for (const [page, markup] of Object.entries(pages)) {
      open(`#/${page}`);
      const root = prerenderedRoot(markup);
      await bootLanding(root, () => undefined);
      expect(root.innerHTML).toBe(markup);
      root.remove();
    }
  });

  it('keep the number a visitor typed, and their place, when the script takes the page', async () => {
    const root = await nigerianCopy('yx3', '#/yx3?afid=ad-7');
    await userEvent.type(root.querySelector<HTMLInputElement>('input[name="mobile"]')!, '0803 123 4567');
    await bootLanding(root, () => undefined);
    const input = root.querySelector<HTMLInputElement>('input[name="mobile"]')!;
    expect(input.value).toBe('0803 123 4567');
    expect(document.activeElement).toBe(input);
  });

  it('keep the amount a visitor chose on the copy: the page’s Continue carries it, not the default', async () => {
    const root = await nigerianCopy('yx2ConfirmBorrow');
    await userEvent.selectOptions(root.querySelector('select')!, '250000');
    const taps = keepEarlyTaps(root);
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!.click();
    await bootLanding(root, () => undefined);
    expect(root.querySelector<HTMLOptionElement>('option[selected]')!.value).toBe('250000');
    taps.replay();
    expect(decodeURIComponent(window.location.hash)).toBe('#/user/register?redirect=/borrow/to_borrow?amount=250000');
  });

  it('give a tap made before the script arrived to the same button once it has', async () => {
    const root = await nigerianCopy('yx1');
    const taps = keepEarlyTaps(root);
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Apply now')!.click();
    expect(window.location.hash).toBe('#/yx1');
    await bootLanding(root, () => undefined);
    taps.replay();
    expect(window.location.hash).toMatch(/^#\/user\/register\?redirect=/);
  });

  it('keep the Mexican copy on screen, and a tap on it, while the page’s Spanish words arrive (a lost tap found by the legal walk)', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    serveDocumentOf('MX');
    const markup = (await prerenderLandingPages('MX')).yx1;
    open('#/yx1');
    const root = prerenderedRoot(markup);
    // A first visit: the script has not fetched its Spanish chunk yet (the test setup has, in this module).
    vi.resetModules();
    const fresh = await import('../features/landing/landing-boot.ts');
    const taps = keepEarlyTaps(root);
    within(root).getByRole('link', { name: 'Términos y condiciones' }).click();
    const booted = fresh.bootLanding(root, () => undefined);
    expect(root.innerHTML).toBe(markup);
    await booted;
    taps.replay();
    expect(window.location.hash).toBe('#/termsCondition');
  });
});
