import { describe, expect, it } from 'vitest';
import { findProductTerms, loanAgreement, priceLoan, renewalAgreement } from '../../src/index.ts';

// Issue 19: the loan agreement and its renewal named the parties differently (in Spanish, "el
// prestamista … para la orden" against "el acreditante … para el pedido"). One loan, one way of
// naming who lends, who borrows and which loan, in both documents and both languages.
const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 5_000_000, tenureDays: 91, startDate: '2026-11-22' });
const parties = { borrowerName: 'Adaeze Ngozi Okafor', lenderName: 'Lendline Finance Ltd', orderNo: 'LL-000123' };

function documents(lang: 'en' | 'es') {
  const loan = loanAgreement({ lang, figures, dateSigned: null, ...parties });
  const renewal = renewalAgreement({
    lang, currency: 'NGN', principalOwed: 50_000_00, feePpm: 6_860, fee: 343_00, feeTax: 25_73, total: 368_73, days: 7,
    currentDueDate: '2027-02-21', newDueDate: '2027-02-28', number: 1, max: 2, dateSigned: null, ...parties,
  });
  return { loan, renewal };
}

/** The parties sentence from the lender's name to its full stop: who is who, and for which loan. */
const whoIsWho = (paragraph: string) => paragraph.slice(paragraph.indexOf(parties.lenderName)).split(/\.(?:\s|$)/)[0];

describe.each(['en', 'es'] as const)('the parties, in %s', (lang) => {
  it('are named alike in the loan agreement and its renewal: the same roles, names and loan', () => {
    const { loan, renewal } = documents(lang);
    const [loanParties, renewalParties] = [loan.sections[0]!.paragraphs[0]!, renewal.sections[0]!.paragraphs[0]!];
    expect(whoIsWho(renewalParties)).toBe(whoIsWho(loanParties));
    expect(whoIsWho(loanParties)).toContain(parties.borrowerName);
    expect(whoIsWho(loanParties)).toContain(parties.orderNo);
  });

  it('number the two documents alike', () => {
    const { loan, renewal } = documents(lang);
    const numbering = (title: string) => title.slice(0, -parties.orderNo.length).split(' ').at(-2);
    expect(numbering(renewal.title)).toBe(numbering(loan.title));
    expect(renewal.title.endsWith(parties.orderNo)).toBe(true);
  });
});
