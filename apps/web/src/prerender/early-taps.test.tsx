import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bootApp } from '../app/app-boot.tsx';
import { mockApi, ok, PRODUCTS } from '../test/api-mock.ts';
import { prerenderedRoot } from '../test/prerendered-root.ts';
import { serveDocumentOf } from '../test/served-document.ts';
import { keepEarlyTaps } from './early-taps.ts';
import { prerenderGuestHome } from './guest-home.tsx';

/** The Nigerian guest home as the server sends it, in the document, before any script has run. */
async function prerenderedHome(): Promise<HTMLElement> {
  window.localStorage.removeItem('language');
  mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
  const { html } = await prerenderGuestHome('NG');
  serveDocumentOf('NG');
  return prerenderedRoot(html);
}

const applyNow = (root: HTMLElement) => [...root.querySelectorAll('button')].find((b) => b.textContent === 'Apply now')!;

describe('a tap on the prerendered home before React has it (issue 20, ADR 064)', () => {
  it('is lost when nothing keeps it: the markup alone does nothing', async () => {
    const root = await prerenderedHome();
    applyNow(root).click();
    await act(() => bootApp(root, true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.hash).not.toMatch(/register/);
    root.remove();
  });

  it('is kept and handled once React has adopted the markup: Apply now takes the guest to register', async () => {
    const root = await prerenderedHome();
    const taps = keepEarlyTaps(root);
    applyNow(root).click();
    expect(window.location.hash).not.toMatch(/register/);
    await act(() => bootApp(root, true));
    act(() => taps.replay());
    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/user\/register\?redirect=/));
    root.remove();
  });
});
