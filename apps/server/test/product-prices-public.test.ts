import { editableTermsOf, exampleFor, findProductTerms, loanMarketIndex, permissionsOf, PRODUCT_TERMS, withEditedTerms, type EditableTerms, type Role, type StaffPrincipal } from '@lendline/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffAct } from '../src/modules/approvals/approvals-service.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();
const approvals = () => t.app.services.approvals;

function act(id: string, roles: Role[]): StaffAct {
  const principal: StaffPrincipal = { kind: 'staff', id, name: `Staff ${id}`, roles, permissions: permissionsOf(roles), markets: ['NG'] };
  return { principal, context: { actor: { kind: 'staff', id, name: principal.name }, address: '127.0.0.1', requestId: `req-${id}` } };
}

const cash = findProductTerms('NG', 'ng-cash-50k')!;
const edited = (change: Partial<EditableTerms>): EditableTerms => ({ ...editableTermsOf(cash), ...change });

// Versions live in their own tables, which the helper does not empty: start from the release's, and leave it so.
const release = async () => {
  await t.database.transaction((s) => s.exec('DELETE FROM product_versions; DELETE FROM products'));
  await t.app.services.products.start();
};
beforeEach(release);
afterAll(release);

describe('the public answer the web app prices with (ADR 089)', () => {
  it("carries every product's release terms while nothing was changed", async () => {
    const index = await t.call('/loanMarket/index', {});
    expect(index.body.data.terms).toEqual(PRODUCT_TERMS.NG);
    // The good-record product too: the borrow screen and the FAQ's ladder read it.
    expect(index.body.data.terms.map((terms: { productId: string }) => terms.productId)).toContain('ng-good-record');
  });

  it("carries a first-loan product's new rate once its version is approved, with the examples priced by it", async () => {
    const cheaper = edited({ dailyInterestPpm: 700, dailyFeePpm: 150 });
    const asked = await approvals().ask(act('ada', ['risk']), {
      action: 'productVersion', input: { productId: 'ng-cash-50k', terms: cheaper }, reason: 'Cheaper first loans',
    });
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    expect((await approvals().approve(act('bola', ['risk']), asked.value.id)).ok).toBe(true);

    const index = await t.call('/loanMarket/index', {});
    const live = PRODUCT_TERMS.NG.map((terms) => (terms.productId === 'ng-cash-50k' ? withEditedTerms(terms, cheaper) : terms));
    expect(index.body.data).toEqual(loanMarketIndex('NG', live));
    const served = index.body.data.terms.find((terms: { productId: string }) => terms.productId === 'ng-cash-50k');
    expect(served).toMatchObject({ dailyInterestPpm: 700, dailyFeePpm: 150, name: cash.name });
    // What the web computes from the answer is what the server would price: 20,000 naira over 91 days.
    expect(exampleFor(served, 20_000_00, 91)).toEqual(exampleFor(live[0]!, 20_000_00, 91));
    expect(exampleFor(served, 20_000_00, 91).interest).toBeLessThan(exampleFor(cash, 20_000_00, 91).interest);
  });
});
