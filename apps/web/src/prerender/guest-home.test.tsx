import { amountRange, DEFAULT_PRODUCTS, formatMoney } from '@lendline/domain';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { mockApi, ok, PRODUCTS } from '../test/api-mock.ts';
import { prerenderedRoot } from '../test/prerendered-root.ts';
import { serveDocumentOf } from '../test/served-document.ts';
import { prerenderGuestHome } from './guest-home.tsx';

const MX_PRODUCTS = { products: PRODUCTS.products.map((product) => ({ ...product, currency: 'MXN' as const })) };

describe('the guest home prerendered at build time (issue 20, ADR 058)', () => {
  it('is the home a guest sees first, in the market’s language, with the offer this release ships', async () => {
    window.localStorage.removeItem('language');
    const { html, lang } = await prerenderGuestHome('MX');
    expect(lang).toBe('es');
    const page = document.createElement('div');
    page.innerHTML = html;
    // The offer is drawn from the release's products, not a skeleton: it is there from the first paint.
    expect(page.querySelector('.offer')?.getAttribute('aria-busy')).toBe('false');
    expect(page.querySelector('.offer .skeleton')).toBeNull();
    const range = amountRange(DEFAULT_PRODUCTS.MX)!;
    expect(page.querySelector('.offer__amount')?.textContent).toContain(formatMoney(range.max, 'MXN', 'es'));
    expect(page.querySelector('.status-card button')?.textContent).toBe('Solicitar ahora');
    expect(page.querySelector('nav.tab-bar')).not.toBeNull();
  });

  it('is adopted by React as it is: hydration finds nothing to correct, then the products arrive', async () => {
    window.localStorage.removeItem('language');
    mockApi({ '/loan/product/list': () => ok(MX_PRODUCTS) });
    const { html } = await prerenderGuestHome('MX');
    serveDocumentOf('MX');
    const root = prerenderedRoot(html);
    const firstButton = root.querySelector('.status-card button');
    const releaseAmount = root.querySelector('.offer__amount')?.textContent;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    // This server answers other products than the release's (as another release would): they replace them.
    const served = amountRange(MX_PRODUCTS.products)!;
    await vi.waitFor(() => expect(root.querySelector('.offer__amount')?.textContent).toContain(formatMoney(served.max, 'MXN', 'es')));
    expect(root.querySelector('.offer__amount')?.textContent).not.toBe(releaseAmount);
    expect(recoverable).not.toHaveBeenCalled();
    // The same element, adopted rather than drawn again.
    expect(root.querySelector('.status-card button')).toBe(firstButton);
    root.remove();
  });
});
