import {
  PRODUCT_TERMS, productVersionSchema, withEditedTerms,
  type Language, type MarketId, type ProductPreview, type ProductTerms, type StaffProduct, type StaffProductsResponse,
} from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import { inCatalogueOrder, previewOf } from './products-fns.ts';
import * as repo from './products-repository.ts';

export interface ProductsDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  /** How long another instance may price with a version after it was put live here (a reload is started, never awaited). */
  reloadAfterMs?: number;
}

const RELOAD_AFTER_MS = 30_000;

export type ProductsService = ReturnType<typeof createProductsService>;

/**
 * The market's loan products as versions in the database (issue 22, ADR 082). The live terms
 * are read once and kept in memory: every offer, the catalogue and the credit decision read
 * `live()` without a query. They are read again when a version goes live on this instance, and
 * otherwise at most every 30 seconds (in the background) so other instances follow.
 */
export function createProductsService(deps: ProductsDeps) {
  const { db, now, market } = deps;
  const reloadAfterMs = deps.reloadAfterMs ?? RELOAD_AFTER_MS;
  // Until `start` has read the database: the release's own terms, which it seeds as version 1.
  let live: readonly ProductTerms[] = PRODUCT_TERMS[market];
  let generation = 0;
  let loadedAt = 0;
  let reloading: Promise<void> | null = null;

  async function reload(): Promise<void> {
    const rows = await repo.liveVersions(db, market);
    const terms = inCatalogueOrder(rows.map((row) => row.terms), PRODUCT_TERMS[market]);
    if (JSON.stringify(terms) !== JSON.stringify(live)) generation += 1;
    live = terms;
    loadedAt = now().getTime();
  }

  function reloadSoon(): void {
    if (reloading || now().getTime() - loadedAt < reloadAfterMs) return;
    reloading = reload().catch(() => undefined).finally(() => { reloading = null; });
  }

  function current(): readonly ProductTerms[] {
    reloadSoon();
    return live;
  }

  return {
    /** Seeds the release's products (version 1, live) where missing, then reads the live versions. Before the server listens. */
    async start(): Promise<void> {
      await repo.seedProducts(db, market, PRODUCT_TERMS[market], now());
      await reload();
    },

    /** The live terms, in catalogue order: what a new order is priced with. */
    live: current,
    /** Changes whenever the live terms do: readers that build answers from them rebuild on a new generation. */
    generation: () => generation,
    find(productId: string): ProductTerms | undefined {
      return current().find((terms) => terms.productId === productId);
    },
    reload,

    /** GET /staff/products: every product with its versions, newest first. */
    async list(): Promise<StaffProductsResponse> {
      const rows = await repo.allVersions(db, market);
      const byProduct = new Map<string, StaffProduct>();
      for (const row of rows) {
        const product = byProduct.get(row.productId) ?? { productId: row.productId, name: row.terms.name, liveVersion: 0, versions: [] };
        if (row.state === 'live') Object.assign(product, { name: row.terms.name, liveVersion: row.version });
        product.versions.push({
          version: row.version, state: row.state === 'live' || row.state === 'retired' ? row.state : 'pending', terms: row.terms,
          madeBy: row.madeBy, approvedBy: row.approvedBy, createdAt: row.createdAt.toISOString(), liveAt: row.liveAt?.toISOString() ?? null,
        });
        byProduct.set(row.productId, product);
      }
      const order = inCatalogueOrder(live, PRODUCT_TERMS[market]).map((t) => t.productId);
      return { products: [...byProduct.values()].sort((a, b) => order.indexOf(a.productId) - order.indexOf(b.productId)) };
    },

    /** The figures of edited terms for representative amounts, or the rules they break at their fields. Changes nothing. */
    preview(input: unknown, lang: Language): Outcome<ProductPreview> {
      const body = validateForm(productVersionSchema, input ?? {});
      if (!body.ok) return body;
      const base = live.find((t) => t.productId === body.value.productId);
      if (!base) return fail('NOT_FOUND');
      return ok(previewOf(withEditedTerms(base, body.value.terms), lang));
    },
  };
}
