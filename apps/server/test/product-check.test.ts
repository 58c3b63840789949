import { findProductTerms, PRODUCT_TERMS, type MarketId, type ProductTerms } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { assertProductsValid } from '../src/composition/product-check.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { startTestServer } from './started-server.ts';

const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', LOG_LEVEL: 'silent' };
const ng50 = findProductTerms('NG', 'ng-cash-50k')!;
const mx = findProductTerms('MX', 'mx-efectivo')!;
/** 0.1% a day: 36.5% a year, over the spec's 36% cap (ADR 013). */
const overCap: ProductTerms = { ...ng50, productId: 'ng-over-cap', dailyInterestPpm: 1_000 };

/** Runs `body` with one market's products replaced, restoring them whatever happens. */
async function withProducts(market: MarketId, products: readonly ProductTerms[], body: () => Promise<void>): Promise<void> {
  const table = PRODUCT_TERMS as Record<MarketId, readonly ProductTerms[]>;
  const original = table[market];
  table[market] = products;
  try {
    await body();
  } finally {
    table[market] = original;
  }
}

describe('the products of the server’s market are checked at start', () => {
  it('refuses to start when one breaks a product rule, naming the product and the rule', async () => {
    await withProducts('NG', [ng50, overCap], async () => {
      const started = startTestServer({ env, config: { port: 0, host: '127.0.0.1' }, logger: createLogger('silent') });
      await expect(started).rejects.toThrow(/ng-over-cap: daily interest over the annual cap/);
    });
  });

  it('checks only its own market: a broken Mexican product does not stop a Nigerian server', async () => {
    await withProducts('MX', [{ ...mx, dailyFeePpm: -1 }], async () => {
      const server = await startTestServer({ env, config: { port: 0, host: '127.0.0.1' }, logger: createLogger('silent') });
      await server.close();
    });
  });

  it('lists every broken product and rule at once, and products filed under the wrong market', () => {
    const negativeFee = { ...ng50, productId: 'ng-negative-fee', dailyFeePpm: -200 };
    expect(() => assertProductsValid('NG', [ng50, overCap, negativeFee, mx])).toThrow(
      [
        'The loan products of market NG break the product rules:',
        '  - ng-over-cap: daily interest over the annual cap',
        '  - ng-negative-fee: daily processing fee above 0.098%',
        '  - mx-efectivo: listed under NG but its market is MX',
      ].join('\n'),
    );
    expect(() => assertProductsValid('NG', [ng50, ng50])).toThrow(/ng-cash-50k: listed twice/);
    expect(() => assertProductsValid('NG', [])).toThrow(/no product/);
    expect(() => assertProductsValid('NG', PRODUCT_TERMS.NG)).not.toThrow();
    expect(() => assertProductsValid('MX', PRODUCT_TERMS.MX)).not.toThrow();
  });
});
