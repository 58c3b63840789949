import * as z from 'zod/mini';
import { orderStatusField } from '../application/contract-schemas.ts';
import { currencyField } from '../loan/contract-schemas.ts';

/**
 * Request and response shapes of the repayment calls (issue 10). Money is integer minor
 * units; dates are the market's calendar days, instants ISO UTC.
 */

/** Where a phase stands today: paid, past its due date and unpaid, due today, or still to come. */
export const PHASE_STATES = ['paid', 'overdue', 'due', 'upcoming'] as const;
export type PhaseState = (typeof PHASE_STATES)[number];

export const repayPhaseSchema = z.object({
  phase: z.number(),
  dueDate: z.string(),
  /** What the phase was charged: the schedule's amount and `penalty`. */
  amount: z.number(),
  /** Penalties the daily run charged on the phase (issue 11); absent before them. */
  penalty: z.optional(z.number()),
  paid: z.number(),
  outstanding: z.number(),
  state: z.enum(PHASE_STATES),
});

export const receivedPaymentSchema = z.object({
  paidAt: z.string(),
  amount: z.number(),
  /** What of it paid this loan (the rest became credit). */
  applied: z.number(),
  channel: z.string(),
});

/**
 * The ways to repay (issue 10, ADR 034). Each channel is one vendor's product, asked for through
 * its own spec call; which a market offers, and in which order, is configuration.
 * - `account`: a bank account (Nigeria) or CLABE (Mexico) that repays whatever is sent to it;
 * - `checkout`: a hosted page (card, payment link) for one amount, verified before it counts;
 * - `cash`: a reference paid in cash at a store (OXXO) before it expires;
 * - `ussd`: a code for one amount, dialled from the borrower's bank's USSD menu, no mobile data
 *   needed (issue 24, ADR 104).
 */
export const REPAY_CHANNELS = {
  paystack_account: { kind: 'account', path: '/repay/dedicated_account/create' },
  monnify_account: { kind: 'account', path: '/repay/monnify_reserved_account' },
  flutterwave_account: { kind: 'account', path: '/repay/flutterwave_reserved_account' },
  paystack_card: { kind: 'checkout', path: '/repay/paystack/authorization' },
  flutterwave_link: { kind: 'checkout', path: '/repay/flutterwave/repay-link' },
  stp_clabe: { kind: 'account', path: '/repay/getStpClabe' },
  oxxo: { kind: 'cash', path: '/repay/getOXXOReference' },
  paystack_ussd: { kind: 'ussd', path: '/repay/paystack/ussd' },
} as const;
export type RepayChannelId = keyof typeof REPAY_CHANNELS;
export type RepayChannelKind = (typeof REPAY_CHANNELS)[RepayChannelId]['kind'];
export const REPAY_CHANNEL_IDS = Object.keys(REPAY_CHANNELS) as RepayChannelId[];

export function isRepayChannel(value: unknown): value is RepayChannelId {
  return typeof value === 'string' && Object.hasOwn(REPAY_CHANNELS, value);
}

/** What the borrower may type on manual_repayment, in minor units (spec section 5). */
export const amountRuleSchema = z.object({ unit: z.number(), minimum: z.number() });

/** The channels this market offers, in its order; `sandbox` when "simulate payment" pays them. */
export const repayOptionsSchema = z.object({
  channels: z.array(z.enum(REPAY_CHANNEL_IDS as [RepayChannelId, ...RepayChannelId[]])),
  amountRule: amountRuleSchema,
  sandbox: z.boolean(),
});

/** `/repay/repay-order/detail`: what is due now and in total, each phase, what was paid. */
export const repayDetailResponse = z.object({
  orderNo: z.string(),
  status: orderStatusField,
  currency: currencyField,
  totalRepayable: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  /** Owed on phases due today or earlier; when none is, the next phase's outstanding amount. */
  dueNow: z.number(),
  nextDueDate: z.nullable(z.string()),
  /**
   * Days from the market's today to `nextDueDate` (0: due today; below 0: passed), null when
   * nothing is owed. The server's day, so home's "due soon" never follows a phone's wrong clock.
   */
  daysToNextDue: z.nullable(z.number()),
  overdueDays: z.number(),
  /** Every penalty charged so far, paid or not (issue 11, ADR 036). */
  penalty: z.number(),
  /**
   * The market days a penalty was charged for, oldest first, each with its amount (all phases):
   * a night the daily run missed is never charged afterwards, and the screen says so (issue 19).
   * Always sent; optional so a screen newer than its server (a rolling deploy) reads none.
   */
  penaltyDays: z.optional(z.array(z.object({ marketDay: z.string(), amount: z.number() }))),
  /**
   * The agreement's penalty rule, for the explanation on screen: the daily rate (ppm of the
   * overdue amount), the most penalty in all (minor units) and the overdue days after which
   * none is charged. Absent when the loan's terms cannot be read.
   */
  penaltyRule: z.optional(z.object({ dailyPpm: z.number(), cap: z.number(), maxDays: z.number() })),
  /** The borrower's money held for them (an overpayment): it pays their next amount due. */
  credit: z.number(),
  /** Interest (and its tax) not owed because the loan was paid off early: the days that did not come (ADR 013). */
  waived: z.number(),
  /** What pays the whole loan off today: interest only to today (ADR 013); `outstanding` on and after the last due date. */
  payoffNow: z.number(),
  phases: z.array(repayPhaseSchema),
  payments: z.array(receivedPaymentSchema),
  /** How this loan can be repaid: the market's channels and the amount rule. */
  options: repayOptionsSchema,
});
export type RepayDetailResponse = z.infer<typeof repayDetailResponse>;

/** `/repay/dedicated_account/create` and the market's reserved-account calls: one account per borrower. */
export const repaymentAccountResponse = z.object({
  provider: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  accountName: z.string(),
});
export type RepaymentAccountResponse = z.infer<typeof repaymentAccountResponse>;

/** `/sandbox/collections/pay`: an amount in minor units, paid into the borrower's own account. */
export const sandboxPayRequest = z.object({
  amount: z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{1,12}$/, 'error.validation.invalid'))], 'error.validation.required'),
    z.transform((value) => Number(value)),
  ).check(z.refine((value) => Number.isSafeInteger(value) && value > 0, 'error.validation.invalid')),
  /** Which of the market's account channels receives it; the first account channel when absent. */
  channel: z.optional(z.string().check(z.maxLength(32))),
});
/** `paidTo`: the account number or the reference the sandbox paid. */
export const sandboxPayResponse = z.object({ providerReference: z.string(), paidTo: z.string(), amount: z.number() });

/**
 * A typed amount in major units, as the borrower wrote it ("5000"), for a checkout or cash
 * reference. The server checks it with `checkRepaymentAmount` against the loan's figures;
 * each error names its field `amount`.
 */
export const repayAmountRequest = z.object({
  orderNo: z.string().check(z.trim(), z.minLength(1, 'error.repayment.orderNo.required'), z.maxLength(64)),
  amount: z.string().check(z.trim(), z.maxLength(40, 'error.repayment.amount.notNumber')),
});
export type RepayAmountRequest = z.infer<typeof repayAmountRequest>;

/** `/repay/paystack/authorization`, `/repay/flutterwave/repay-link`: a hosted page to pay one amount. */
export const checkoutResponse = z.object({
  url: z.string(),
  reference: z.string(),
  amount: z.number(),
});

/** `/repay/flutterwave/verify-opt` (and `/repay/checkout/verify`): our checkout reference. */
export const verifyCheckoutRequest = z.object({
  reference: z.string().check(z.trim(), z.minLength(1, 'error.validation.required'), z.maxLength(64)),
});
/** `paid`: credited now; `pending`: the provider has not settled it yet; `failed`: not paid. */
export const verifyCheckoutResponse = z.object({
  state: z.enum(['paid', 'pending', 'failed']),
  orderNo: z.string(),
  amount: z.number(),
});

/** `/repay/getOXXOReference`: a reference to pay one amount in cash at OXXO before `expiresAt`. */
export const cashReferenceResponse = z.object({
  reference: z.string(),
  barcodeUrl: z.nullable(z.string()),
  amount: z.number(),
  currency: currencyField,
  expiresAt: z.string(),
});
export type CashReferenceResponse = z.infer<typeof cashReferenceResponse>;
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
export type VerifyCheckoutResponse = z.infer<typeof verifyCheckoutResponse>;
export type RepayOptions = z.infer<typeof repayOptionsSchema>;

/**
 * The banks whose USSD codes Paystack's charge accepts (`ussd.type`, issue 24, ADR 104): its
 * API reference lists exactly these four; the names are the banks'. Kept here so the cashier's
 * picker and the server's check before the call are one list.
 */
export const USSD_BANKS = [
  { type: '737', name: 'GTBank (Guaranty Trust Bank)' },
  { type: '919', name: 'UBA (United Bank for Africa)' },
  { type: '822', name: 'Sterling Bank' },
  { type: '966', name: 'Zenith Bank' },
] as const;
export type UssdBankType = (typeof USSD_BANKS)[number]['type'];
export const USSD_BANK_TYPES = USSD_BANKS.map((b) => b.type) as UssdBankType[];

export function isUssdBankType(value: unknown): value is UssdBankType {
  return typeof value === 'string' && (USSD_BANK_TYPES as string[]).includes(value);
}

/**
 * A phone link that dials a USSD code: `#` would end the URL (a fragment), so it is written
 * %23; `*` is allowed as it is (RFC 3966).
 */
export function ussdDialHref(code: string): string {
  return `tel:${code.replace(/#/g, '%23')}`;
}

/**
 * `/repay/paystack/ussd`: a code to dial for a typed amount at one bank. `attempt` is the
 * screen's own id for this try (a new one per bank and amount): asking again with the same one
 * gives the same code and never a second charge (ADR 104).
 */
export const ussdChargeRequest = z.object({
  orderNo: z.string().check(z.trim(), z.minLength(1, 'error.repayment.orderNo.required'), z.maxLength(64)),
  amount: z.string().check(z.trim(), z.maxLength(40, 'error.repayment.amount.notNumber')),
  bank: z.string().check(z.trim(), z.refine(isUssdBankType, 'error.repayment.ussd.bank.required')),
  attempt: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'error.validation.invalid')),
});
export type UssdChargeRequest = z.infer<typeof ussdChargeRequest>;

/** The code to dial, the amount it pays and our reference (which the payment arrives under). */
export const ussdChargeResponse = z.object({
  ussdCode: z.string(),
  reference: z.string(),
  bank: z.string(),
  amount: z.number(),
  currency: currencyField,
});
export type UssdChargeResponse = z.infer<typeof ussdChargeResponse>;

/** `/sandbox/collections/pay-reference`: the sandbox pays a checkout or cash reference, as its vendor would. */
export const sandboxPayReferenceRequest = z.object({
  reference: z.string().check(z.trim(), z.minLength(1, 'error.validation.required'), z.maxLength(64)),
});

/** The signed, expiring token of a repayment link for one order (ADR 034), as sent in a reminder. */
const portalTokenField = z.string().check(z.trim(), z.minLength(1, 'error.repayment.link.invalid'), z.maxLength(200, 'error.repayment.link.invalid'));

/** `/portal/repayment/detail`: what paying one order needs, and nothing else of the borrower. */
export const portalDetailRequest = z.object({ token: portalTokenField });
export const portalDetailResponse = z.object({
  /** First letter and last letter of each name, the rest hidden: "A***e O***r". */
  maskedName: z.string(),
  /** The order number's last four characters, to match a reminder. */
  orderTail: z.string(),
  status: orderStatusField,
  currency: currencyField,
  dueNow: z.number(),
  outstanding: z.number(),
  nextDueDate: z.nullable(z.string()),
  overdueDays: z.number(),
  options: repayOptionsSchema,
  /** ISO instant after which the link no longer opens. */
  linkExpiresAt: z.string(),
});
export type PortalDetailResponse = z.infer<typeof portalDetailResponse>;

/**
 * `/portal/repayment/confirm`: pay through one channel: an account channel answers its account,
 * a checkout its page, the cash channel its reference. With `reference` instead of a channel,
 * it verifies a checkout the payer came back from.
 */
export const portalConfirmRequest = z.object({
  token: portalTokenField,
  channel: z.optional(z.string().check(z.maxLength(32))),
  amount: z.optional(z.string().check(z.trim(), z.maxLength(40, 'error.repayment.amount.notNumber'))),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export const portalConfirmResponse = z.object({
  kind: z.enum(['account', 'checkout', 'cash', 'verified']),
  account: z.optional(repaymentAccountResponse),
  checkout: z.optional(checkoutResponse),
  cash: z.optional(cashReferenceResponse),
  verified: z.optional(verifyCheckoutResponse),
});
export type PortalConfirmResponse = z.infer<typeof portalConfirmResponse>;

/**
 * The kinds of a statement line (issue 10, Records' Statement). `principal`, `interest`,
 * `interest_tax` are what the loan made owed; `payment` and `credit_applied` what paid it;
 * `fee`, `fee_tax`, `disbursed` and `credit_held` are told for the record and change nothing
 * owed; `payment_credit` is a payment that paid nothing of the loan (it arrived after Finish,
 * or paid a rollover fee already paid) and is kept as the borrower's credit (issue 19);
 * `early_payoff` is what paying off early settled without money (ADR 013); `reversal` is a
 * payout that came back; `extension_fee` is a rollover's fee and its tax, paid beside the loan
 * (it changes nothing owed, ADR 037); `written_off` is what staff wrote off of an overdue loan,
 * by two people's decision (ADR 079): owed no more, and not paid either.
 */
export const STATEMENT_LINE_KINDS = ['principal', 'interest', 'interest_tax', 'fee', 'fee_tax', 'disbursed', 'payment', 'credit_applied', 'credit_held', 'payment_credit', 'early_payoff', 'reversal', 'extension_fee', 'penalty', 'written_off'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const statementLineSchema = z.object({
  /** ISO instant, UTC. */
  at: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** Minor units, never negative; `effect` says which way it moved what is owed. */
  amount: z.number(),
  effect: z.enum(['owed', 'paid', 'none']),
  /** What is owed after the line. */
  balance: z.number(),
  /**
   * How a payment was spread: principal, interest and the tax on it. On `early_payoff`, what it
   * settled without money: interest and its tax for the days that did not come, and (`principal`)
   * the loan amount that interest paid ahead covered instead (ADR 052).
   */
  parts: z.optional(z.object({ principal: z.number(), interest: z.number(), interestTax: z.number(), penalty: z.optional(z.number()) })),
  /** A day's penalty (issue 11, ADR 036): the market day, the overdue amount the daily rate (ppm) was applied to. */
  penalty: z.optional(z.object({ marketDay: z.string(), base: z.number(), ratePpm: z.number() })),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** `/loan/loan-order/statement`: every event of one loan from the ledger, with a running balance. */
export const statementResponse = z.object({
  orderNo: z.string(),
  currency: currencyField,
  status: orderStatusField,
  lines: z.array(statementLineSchema),
});
export type StatementResponse = z.infer<typeof statementResponse>;
