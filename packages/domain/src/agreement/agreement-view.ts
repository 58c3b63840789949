import { marketOfCurrency } from '../market/markets.ts';
import { interestMethodOf } from '../pricing/interest-method.ts';
import { penaltyLimitsOf, type LoanFigures } from '../pricing/price-loan.ts';
import { formatCalendarDate, formatCatPpm, formatMoney, formatRatePpm, type AgreementLanguage } from './format.ts';

export interface LoanAgreementInput {
  lang: AgreementLanguage;
  figures: LoanFigures;
  borrowerName: string;
  orderNo: string;
  lenderName: string;
  /** 'YYYY-MM-DD' when signed, null for the unsigned preview. */
  dateSigned: string | null;
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface LoanAgreement {
  title: string;
  sections: AgreementSection[];
}

export interface PhaseView {
  number: number;
  dueDate: string;
  amount: string;
  principal: string;
  interest: string;
}

/** Every figure of the agreement, already formatted for the language; the copy only arranges them. */
export interface AgreementView {
  market: 'NG' | 'MX';
  lender: string;
  borrower: string;
  orderNo: string;
  principal: string;
  tenureDays: number;
  startDate: string;
  dueDate: string;
  processingFee: string;
  feeTax: string;
  disbursalAmount: string;
  interest: string;
  dailyRate: string;
  annualRate: string;
  /**
   * What the interest runs on (ADR 013): one repayment (`bullet`), the whole principal for the
   * whole tenure (`flat`, also figures accepted before the decision), or the principal still
   * owed in each instalment (`declining`).
   */
  interestBasis: 'bullet' | 'flat' | 'declining';
  couponDiscount: string | null;
  totalRepayable: string;
  totalCostOfCredit: string;
  apr: string;
  /** Mexico: the IVA on the interest and the CAT, one decimal (ADR 028); null in Nigeria. */
  interestTax: string | null;
  cat: string | null;
  penaltyRate: string;
  /** The most penalty in all, and the overdue days after which none is charged (issue 11). */
  penaltyCap: string;
  penaltyMaxDays: number;
  phases: PhaseView[];
  dateSigned: string | null;
}

export function agreementView(input: LoanAgreementInput): AgreementView {
  const { lang, figures: f } = input;
  const money = (minor: number): string => formatMoney(minor, f.currency, lang);
  const day = (date: string): string => formatCalendarDate(date, lang);
  const penalty = penaltyLimitsOf(f);
  return {
    market: marketOfCurrency(f.currency),
    lender: input.lenderName,
    borrower: input.borrowerName,
    orderNo: input.orderNo,
    principal: money(f.principal),
    tenureDays: f.tenureDays,
    startDate: day(f.startDate),
    dueDate: day(f.dueDate),
    processingFee: money(f.processingFee),
    feeTax: money(f.feeTax),
    disbursalAmount: money(f.disbursalAmount),
    interest: money(f.interest),
    dailyRate: formatRatePpm(f.dailyInterestPpm, lang),
    annualRate: formatRatePpm(f.dailyInterestPpm * 365, lang),
    interestBasis: f.phases.length === 1 ? 'bullet' : interestMethodOf(f),
    couponDiscount: f.couponDiscount > 0 ? money(f.couponDiscount) : null,
    totalRepayable: money(f.totalRepayable),
    totalCostOfCredit: money(f.totalCostOfCredit),
    apr: formatRatePpm(f.aprPpm, lang),
    interestTax: f.catPpm === null ? null : money(f.interestTax),
    cat: f.catPpm === null ? null : formatCatPpm(f.catPpm, lang),
    penaltyRate: formatRatePpm(f.overduePenaltyDailyPpm, lang),
    penaltyCap: money(penalty.cap),
    penaltyMaxDays: penalty.maxDays,
    phases: f.phases.map((p) => ({ number: p.phase, dueDate: day(p.dueDate), amount: money(p.amount), principal: money(p.principal), interest: money(p.interest) })),
    dateSigned: input.dateSigned === null ? null : day(input.dateSigned),
  };
}
