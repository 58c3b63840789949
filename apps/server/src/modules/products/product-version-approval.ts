import { productFieldProblems, productVersionSchema, withEditedTerms, type MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import { changedTerms } from './products-fns.ts';
import * as repo from './products-repository.ts';
import type { ProductsService } from './products-service.ts';

/**
 * A new version of a product, as the four-eyes action `productVersion` (issue 22, ADR 082).
 * Asked with the edited terms: the product rules are checked then, each broken rule at its
 * field; the approver reads the changed fields, the live version's value against the new. The
 * run puts it live under the product's row lock, keyed by the request: a second run finds its
 * version and answers as the first. New orders are priced with it; an offer already made keeps
 * the copy of the terms it was priced with.
 */
export function productVersionApproval(deps: { db: Db; now: Clock; market: MarketId; products: ProductsService }): FourEyesExecutor {
  const { db, now, market, products } = deps;
  return {
    async prepare(input) {
      const body = validateForm(productVersionSchema, input ?? {});
      if (!body.ok) return body;
      const base = products.find(body.value.productId);
      if (!base) return fieldProblem('productId', 'error.product.productId');
      const terms = withEditedTerms(base, body.value.terms);
      const problems = productFieldProblems(terms);
      if (problems.length > 0) return fail('VALIDATION_FAILED', { fields: problems.map((p) => ({ field: `terms.${p.field}`, key: p.key })) });
      const change = changedTerms(base, terms);
      if (Object.keys(change.after).length === 0) return fieldProblem('terms', 'error.product.unchanged');
      // The currency (unchanged, the product's) lets the approver read changed amounts as money.
      const withCurrency = { before: { ...change.before, currency: terms.currency }, after: { ...change.after, currency: terms.currency } };
      return ok({ payload: { productId: terms.productId, terms: body.value.terms }, object: { type: 'product', id: terms.productId }, ...withCurrency });
    },
    async run(payload, context) {
      const body = validateForm(productVersionSchema, payload);
      if (!body.ok) return body;
      const { productId } = body.value;
      const done = await db.transaction(async (tx) => {
        const locked = await repo.lockProduct(tx, productId);
        if (!locked) return fail('NOT_FOUND');
        const earlier = await repo.versionByKey(tx, context.key);
        if (earlier) return ok({ productId, version: earlier.version });
        // Over the version live now (not the one asked over): a field nobody edited keeps today's value.
        const [current] = (await repo.liveVersions(tx, market)).filter((row) => row.productId === productId);
        if (!current) return fail('NOT_FOUND');
        const terms = withEditedTerms(current.terms, body.value.terms);
        if (productFieldProblems(terms).length > 0) return fail('VALIDATION_FAILED', { fields: [{ field: 'terms', key: 'error.product.terms' }] });
        const version = await repo.putLive(tx, { productId, terms, madeBy: context.maker.name, approvedBy: context.approver.name, requestKey: context.key, at: now() });
        return ok({ productId, version });
      });
      // Live on this instance at once; the others read it within their reload interval.
      if (done.ok) await products.reload();
      return done;
    },
  };
}
