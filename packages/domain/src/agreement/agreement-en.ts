import type { AgreementView, LoanAgreement } from './agreement-view.ts';
import { documentNumber, partiesSentence } from './parties.ts';

const DATA_LAW = { NG: 'the Nigeria Data Protection Act 2023', MX: 'Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties' };
const TAX = { NG: 'VAT', MX: 'VAT (IVA)' };

/** Nigeria's APR; Mexico's regulated disclosure is the CAT, without VAT (Banxico, ADR 028). */
function annualCostEn(v: AgreementView): string {
  if (v.cat === null) return `Annual percentage rate (APR), including all of these costs: ${v.apr}.`;
  return `Total annual cost (CAT, costo anual total): ${v.cat} without VAT, including every charge. For information and comparison only.`;
}

function interestEn(v: AgreementView): string {
  const rate = `Interest: ${v.interest}, at ${v.dailyRate} a day (${v.annualRate} a year)`;
  if (v.interestBasis === 'bullet') return `${rate} on the principal for ${v.tenureDays} days.`;
  if (v.interestBasis === 'flat') return `${rate} on the whole principal for all ${v.tenureDays} days, including the part already repaid.`;
  return `${rate} on the declining balance: each instalment repays an equal part of the principal, and each instalment's interest is charged only on the principal not yet repaid, for its own days.`;
}

/** Early repayment costs the interest up to the day of payment only (ADR 013), whatever the method. */
function earlyRepaymentEn(v: AgreementView): string {
  const tax = v.interestTax === null ? '' : ' and the VAT (IVA) on that interest';
  return `You may repay the whole loan early at any time. You then pay the principal still owed, the interest only up to the day you pay${tax}, and any penalty already charged; the interest of the remaining days is not charged.`;
}

function scheduleEn(v: AgreementView): string[] {
  const count = v.phases.length;
  if (count === 1) return [`You repay ${v.totalRepayable} in one payment on ${v.dueDate}.`];
  return [
    `You repay ${v.totalRepayable} in ${count} instalments:`,
    ...v.phases.map((p) => `Instalment ${p.number} of ${count}: ${p.amount} on ${p.dueDate} (principal ${p.principal}, interest ${p.interest}).`),
  ];
}

export function agreementEn(v: AgreementView): LoanAgreement {
  return {
    title: `Loan agreement ${documentNumber('en', v.orderNo)}`,
    sections: [
      { heading: 'The parties', paragraphs: [partiesSentence('en', 'loan', { lenderName: v.lender, borrowerName: v.borrower, orderNo: v.orderNo })] },
      { heading: 'The loan', paragraphs: [`Loan amount (principal): ${v.principal}.`, `Term: ${v.tenureDays} days, from ${v.startDate} to ${v.dueDate}.`] },
      {
        heading: 'What you receive',
        paragraphs: [
          `Processing fee: ${v.processingFee}. ${TAX[v.market]} on the fee: ${v.feeTax}.`,
          `The fee and its tax are deducted before payment: you receive ${v.disbursalAmount} in your bank account.`,
        ],
      },
      {
        heading: 'Interest and what you repay',
        paragraphs: [
          interestEn(v),
          ...(v.interestTax === null ? [] : [`VAT (IVA) on the interest: ${v.interestTax}.`]),
          ...(v.couponDiscount === null ? [] : [`Coupon discount: ${v.couponDiscount}, taken off the interest.`]),
          `Total repayable: ${v.totalRepayable}.`,
        ],
      },
      {
        heading: 'Cost of credit',
        paragraphs: [
          `Total cost of credit: ${v.totalCostOfCredit}. This is what you repay beyond the money you receive: interest, processing fee and tax, less any discount.`,
          annualCostEn(v),
        ],
      },
      { heading: 'Repayment schedule', paragraphs: scheduleEn(v) },
      { heading: 'Early repayment', paragraphs: [earlyRepaymentEn(v)] },
      {
        heading: 'Late payment',
        paragraphs: [
          `If a payment is late, a penalty of ${v.penaltyRate} a day is charged on the overdue amount until it is paid. It is never charged on penalty already charged.`,
          `All penalties together never exceed ${v.penaltyCap}, and none is charged after ${v.penaltyMaxDays} days overdue.`,
        ],
      },
      {
        heading: 'Cancellation',
        paragraphs: [
          'You may decline this offer at no cost before you accept it. Once you accept, the money is sent and the agreement cannot be cancelled. If the payment to your account fails, you may give up the loan instead of changing your bank account.',
        ],
      },
      {
        heading: 'Your data',
        paragraphs: [
          `We use your personal data only to assess, pay and collect this loan and to meet our legal duties, under ${DATA_LAW[v.market]}. You may ask to see, correct or delete it. We never contact people in your phone’s contacts.`,
        ],
      },
      { heading: 'Signature', paragraphs: [v.dateSigned === null ? `Not yet signed by ${v.borrower}.` : `Signed by ${v.borrower} on ${v.dateSigned}.`] },
    ],
  };
}
