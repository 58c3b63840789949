import { calendarDayNumber } from '../pricing/calendar-days.ts';
import { interestMethodOf } from '../pricing/interest-method.ts';
import type { LoanFigures } from '../pricing/price-loan.ts';
import type { ProductTerms } from '../pricing/product-terms.ts';
import { applyPpm } from '../pricing/rounding.ts';
import { applyCoupon, chargeFor, interestBalances, phaseInterests } from '../pricing/schedule.ts';
import { CHARGE_COMPONENTS, type Allocation, type ChargeComponent, type PhaseBalance } from './allocate.ts';

/**
 * Paying a whole loan off early (issue 10, ADR 013 "Decision on declining balance"): the
 * principal not yet paid, the interest accrued to the day of payment and its tax, and the
 * penalties charged; never the interest of the days still to come.
 */
export interface PayoffInput {
  /** The accepted figures as fixed at disbursement (`loan_offers.figures`): start date, rate, method, coupon, schedule. */
  figures: Pick<LoanFigures, 'principal' | 'startDate' | 'dailyInterestPpm' | 'interestMethod' | 'couponDiscount' | 'phases'>;
  /** The offer's terms snapshot (`loan_offers.terms`): only the tax on interest is read (absent = none). */
  terms: Pick<ProductTerms, 'interestTaxPpm'>;
  /** The market-calendar day of the payment, YYYY-MM-DD; not before `figures.startDate`. */
  today: string;
  /** Everything paid so far, per phase and component, as allocated (the `fee` of a phase is its tax on interest). */
  paid: readonly Allocation[];
  /** Penalties charged on each phase so far (issue 11); owed in full. */
  penalties?: readonly { phase: number; amount: number }[];
}

export interface PayoffQuote {
  /** What pays the whole loan off today = principal + interest + interestTax + penalties − paidAhead (0 when already covered). */
  amount: number;
  /** Principal not yet paid. */
  principal: number;
  /** Interest accrued up to today (after any coupon) not yet paid. */
  interest: number;
  /** Tax on that interest (Mexico's IVA) not yet paid. */
  interestTax: number;
  /** Penalties charged and not yet paid. */
  penalties: number;
  /** Interest and its tax already paid for days after today: counted toward the payoff (as principal). */
  paidAhead: number;
  /** What earlier payments exceed the payoff by, for the borrower's credit; 0 unless `amount` is 0. */
  overpaid: number;
  /** Scheduled interest (after coupon) and its tax for the days after today: no longer owed once `amount` is paid. */
  waivedInterest: number;
  waivedInterestTax: number;
  /** What `amount` pays, phase by phase, shaped for `allocatePayment`: their total is `amount`. */
  balances: PhaseBalance[];
}

type Phase = PayoffInput['figures']['phases'][number];
type Components = Record<ChargeComponent, number>;

/** Figures stored before ADR 028 carry no tax on interest. */
const taxOf = (phase: Phase): number => (phase as { interestTax?: number }).interestTax ?? 0;
const isMinor = (value: number) => Number.isSafeInteger(value) && value >= 0;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The days of the loan elapsed on `today`: 0 on the day the money was sent. */
function dayOfLoan(startDate: string, today: string): number {
  const start = calendarDayNumber(startDate);
  const day = calendarDayNumber(today);
  if (start === null || day === null) throw new RangeError(`payoffQuote: not a calendar date: ${startDate} or ${today}`);
  if (day < start) throw new RangeError(`payoffQuote: ${today} is before the loan started on ${startDate}`);
  return day - start;
}

/** Per phase, per component, what `rows` add up to; throws on a phase the loan does not have. */
function totalsByPhase(phases: readonly Phase[], rows: readonly { phase: number; component: ChargeComponent; amount: number }[]): Map<number, Components> {
  const totals = new Map(phases.map((p): [number, Components] => [p.phase, { penalty: 0, interest_tax: 0, interest: 0, principal: 0 }]));
  for (const row of rows) {
    const phase = totals.get(row.phase);
    if (!phase || !CHARGE_COMPONENTS.includes(row.component) || !isMinor(row.amount)) throw new RangeError(`payoffQuote: bad amount on phase ${row.phase}`);
    phase[row.component] += row.amount;
  }
  return totals;
}

/**
 * Each phase's interest before the coupon, recomputed from the figures and checked against
 * them: figures this schedule did not produce are a bug, not a price to improvise on.
 */
function grossInterests(figures: PayoffInput['figures'], taxPpm: number): number[] {
  const { phases } = figures;
  const gross = phaseInterests({
    principal: figures.principal, phasePrincipals: phases.map((p) => p.principal), days: phases.map((p) => p.days),
    ratePpm: figures.dailyInterestPpm, method: interestMethodOf(figures),
  });
  const net = applyCoupon(gross, figures.couponDiscount);
  const matches = phases.every((p, i) => p.interest === net[i] && taxOf(p) === applyPpm(p.interest, taxPpm));
  if (!matches || sum(phases.map((p) => p.principal)) !== figures.principal) throw new RangeError('payoffQuote: the figures do not match their own schedule');
  return gross;
}

/**
 * Interest accrued on each phase by `day`, after the coupon: pro rata by days on the balance
 * the phase's interest runs on (declining: the principal still owed in it; flat: the whole
 * principal), balance × rate × days elapsed in the phase / 1e6, rounded half-up once; a phase
 * whose due date has come owes its whole interest. The coupon comes off the accrued interest
 * as it came off the schedule (last phase first), so it is used in full as soon as enough
 * interest has accrued, and the full schedule is reproduced on the last due date.
 */
function accruedInterests(figures: PayoffInput['figures'], gross: readonly number[], day: number): number[] {
  const balances = interestBalances(figures.principal, figures.phases.map((p) => p.principal), interestMethodOf(figures));
  let before = 0;
  const accrued = figures.phases.map((p, i) => {
    const elapsed = Math.min(Math.max(day - before, 0), p.days);
    before += p.days;
    const full = gross[i] ?? 0;
    // A flat last phase is the remainder of the loan's one charge, so its days' charge may exceed it by rounding.
    return elapsed === p.days ? full : Math.min(full, chargeFor(balances[i] ?? 0, elapsed, figures.dailyInterestPpm));
  });
  return applyCoupon(accrued, figures.couponDiscount);
}

/** Takes `amount` off the balances, principal first, from the last phase back; what it cannot take is returned. */
function deductFromBalances(balances: Components[], amount: number): number {
  let left = amount;
  for (const component of ['principal', 'interest', 'interest_tax', 'penalty'] as const) {
    for (let i = balances.length - 1; i >= 0 && left > 0; i--) {
      const row = balances[i]!;
      const taken = Math.min(left, row[component]);
      row[component] -= taken;
      left -= taken;
    }
  }
  return left;
}

/** What paying the whole loan off on `today` costs (see `PayoffInput` and `PayoffQuote`). */
export function payoffQuote(input: PayoffInput): PayoffQuote {
  const { figures } = input;
  const taxPpm = input.terms.interestTaxPpm ?? 0;
  const day = dayOfLoan(figures.startDate, input.today);
  const accrued = accruedInterests(figures, grossInterests(figures, taxPpm), day);
  const taxes = accrued.map((interest) => applyPpm(interest, taxPpm));
  const paid = totalsByPhase(figures.phases, input.paid);
  const charged = totalsByPhase(figures.phases, (input.penalties ?? []).map((p) => ({ ...p, component: 'penalty' as const })));

  let paidAhead = 0;
  const rows = figures.phases.map((p, i): Components => {
    const was = paid.get(p.phase)!;
    const penalty = charged.get(p.phase)!.penalty;
    if (was.principal > p.principal || was.interest > p.interest || was.interest_tax > taxOf(p) || was.penalty > penalty) {
      throw new RangeError(`payoffQuote: phase ${p.phase} was paid more than it was charged`);
    }
    const interest = (accrued[i] ?? 0) - was.interest;
    const interestTax = (taxes[i] ?? 0) - was.interest_tax;
    paidAhead += Math.max(0, -interest) + Math.max(0, -interestTax);
    return { penalty: penalty - was.penalty, interest_tax: Math.max(0, interestTax), interest: Math.max(0, interest), principal: p.principal - was.principal };
  });
  const owed = (component: ChargeComponent) => sum(rows.map((r) => r[component]));
  const [principal, interest, interestTax, penalties] = [owed('principal'), owed('interest'), owed('interest_tax'), owed('penalty')];
  const overpaid = deductFromBalances(rows, paidAhead);

  return {
    amount: principal + interest + interestTax + penalties - paidAhead + overpaid,
    principal, interest, interestTax, penalties, paidAhead, overpaid,
    waivedInterest: sum(figures.phases.map((p) => p.interest)) - sum(accrued),
    waivedInterestTax: sum(figures.phases.map(taxOf)) - sum(taxes),
    balances: figures.phases.map((p, i) => ({ phase: p.phase, dueDate: p.dueDate, outstanding: rows[i]! })),
  };
}
