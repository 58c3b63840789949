import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { MarketId, ProductTerms } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import { products, productVersions } from '../../db/schema.ts';

/** `products` and `product_versions` (ADR 082), written by the products module alone. */
export type ProductVersionRow = typeof productVersions.$inferSelect;

/** Version 1 of each product the release ships that the database does not hold yet, live; the others stay as they are. */
export async function seedProducts(db: Db, market: MarketId, terms: readonly ProductTerms[], at: Date): Promise<void> {
  for (const t of terms) {
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(products).values({ productId: t.productId, market, liveVersion: 1, createdAt: at }).onConflictDoNothing().returning({ id: products.productId });
      if (inserted.length === 0) return;
      await tx.insert(productVersions).values({ productId: t.productId, version: 1, terms: t, state: 'live', madeBy: 'release', createdAt: at, liveAt: at });
    });
  }
}

/** The live version of every product of the market. */
export async function liveVersions(db: Executor, market: MarketId): Promise<ProductVersionRow[]> {
  return db.select({ v: productVersions }).from(productVersions)
    .innerJoin(products, eq(products.productId, productVersions.productId))
    .where(and(eq(products.market, market), eq(productVersions.state, 'live')))
    .then((rows) => rows.map((row) => row.v));
}

/** Every version of the market's products, newest first. */
export async function allVersions(db: Executor, market: MarketId): Promise<ProductVersionRow[]> {
  return db.select({ v: productVersions }).from(productVersions)
    .innerJoin(products, eq(products.productId, productVersions.productId))
    .where(eq(products.market, market))
    .orderBy(asc(productVersions.productId), desc(productVersions.version))
    .then((rows) => rows.map((row) => row.v));
}

/** Locks the product's row: versions of one product are numbered and put live one at a time. */
export async function lockProduct(tx: Executor, productId: string): Promise<{ liveVersion: number } | undefined> {
  const [row] = await tx.select({ liveVersion: products.liveVersion }).from(products).where(eq(products.productId, productId)).for('update');
  return row;
}

export async function versionByKey(db: Executor, requestKey: string): Promise<ProductVersionRow | undefined> {
  const [row] = await db.select().from(productVersions).where(eq(productVersions.requestKey, requestKey));
  return row;
}

/** Puts a new version live in the caller's transaction (the product row locked): the live one retires. */
export async function putLive(tx: Executor, row: { productId: string; terms: ProductTerms; madeBy: string; approvedBy: string; requestKey: string; at: Date }): Promise<number> {
  const [top] = await tx.select({ version: max(productVersions.version) }).from(productVersions).where(eq(productVersions.productId, row.productId));
  const version = (top?.version ?? 0) + 1;
  await tx.update(productVersions).set({ state: 'retired' }).where(and(eq(productVersions.productId, row.productId), eq(productVersions.state, 'live')));
  await tx.insert(productVersions).values({
    productId: row.productId, version, terms: row.terms, state: 'live', madeBy: row.madeBy, approvedBy: row.approvedBy, requestKey: row.requestKey, createdAt: row.at, liveAt: row.at,
  });
  await tx.update(products).set({ liveVersion: version }).where(eq(products.productId, row.productId));
  return version;
}

/** Whether any market holds a product with this id (ids are the catalogue's keys everywhere). */
export async function productExists(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.productId }).from(products).where(eq(products.productId, productId)).limit(1);
  return row !== undefined;
}

/** A new product live as its version 1, in the caller's transaction; false when the id was taken meanwhile. */
export async function createProduct(
  tx: Executor,
  row: { productId: string; market: MarketId; terms: ProductTerms; madeBy: string; approvedBy: string; requestKey: string; at: Date },
): Promise<boolean> {
  const inserted = await tx.insert(products).values({ productId: row.productId, market: row.market, liveVersion: 1, createdAt: row.at })
    .onConflictDoNothing().returning({ id: products.productId });
  if (inserted.length === 0) return false;
  await tx.insert(productVersions).values({
    productId: row.productId, version: 1, terms: row.terms, state: 'live', madeBy: row.madeBy, approvedBy: row.approvedBy, requestKey: row.requestKey, createdAt: row.at, liveAt: row.at,
  });
  return true;
}
