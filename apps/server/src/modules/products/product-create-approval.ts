import { editableTermsOf, productCreateSchema, productFieldProblems, withEditedTerms, type MarketId, type ProductCreateInput, type ProductTerms } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import * as repo from './products-repository.ts';
import type { ProductsService } from './products-service.ts';

/**
 * A new product, as the four-eyes action `productCreate` (issue 22, ADR 082): made from one of
 * the market's live products, whose market, currency, taxes and interest cap it keeps (law, not
 * a selling term), with its own id and the edited selling terms. The rules are checked when
 * asked, each at its field, and again when it runs; the run inserts it live as version 1 keyed
 * by the request, so a second run answers as the first. Borrowers see it once this instance
 * reloads (at once) and the others within their reload interval.
 */
export function productCreateApproval(deps: { db: Db; now: Clock; market: MarketId; products: ProductsService }): FourEyesExecutor {
  const { db, now, market, products } = deps;

  /** The new product's whole terms, or the problem at its field. */
  async function termsOf(input: ProductCreateInput): Promise<Outcome<ProductTerms>> {
    if (!input.productId.startsWith(`${market.toLowerCase()}-`)) return fieldProblem('productId', 'error.product.newIdMarket');
    const base = products.find(input.basedOn);
    if (!base) return fieldProblem('basedOn', 'error.product.productId');
    const terms = withEditedTerms({ ...base, productId: input.productId }, input.terms);
    const problems = productFieldProblems(terms);
    if (problems.length > 0) return fail('VALIDATION_FAILED', { fields: problems.map((p) => ({ field: `terms.${p.field}`, key: p.key })) });
    return ok(terms);
  }

  return {
    async prepare(input) {
      const body = validateForm(productCreateSchema, input ?? {});
      if (!body.ok) return body;
      if (await repo.productExists(db, body.value.productId)) return fieldProblem('productId', 'error.product.exists');
      const terms = await termsOf(body.value);
      if (!terms.ok) return terms;
      return ok({
        payload: { ...body.value },
        object: { type: 'product', id: body.value.productId },
        before: {},
        after: { basedOn: body.value.basedOn, currency: terms.value.currency, ...editableTermsOf(terms.value) },
      });
    },
    async run(payload, context) {
      const body = validateForm(productCreateSchema, payload);
      if (!body.ok) return body;
      const { productId } = body.value;
      const done = await db.transaction(async (tx) => {
        const earlier = await repo.versionByKey(tx, context.key);
        if (earlier) return ok({ productId, version: earlier.version });
        // Over the base as it is live now: what it sells by may have changed while the request waited.
        const terms = await termsOf(body.value);
        if (!terms.ok) return terms;
        const created = await repo.createProduct(tx, { productId, market, terms: terms.value, madeBy: context.maker.name, approvedBy: context.approver.name, requestKey: context.key, at: now() });
        if (created) return ok({ productId, version: 1 });
        // The id was taken while this run waited on it: by this request's other run (the same answer), or by another.
        const racing = await repo.versionByKey(tx, context.key);
        return racing ? ok({ productId, version: racing.version }) : fieldProblem('productId', 'error.product.exists');
      });
      if (done.ok) await products.reload();
      return done;
    },
  };
}
