import * as z from 'zod/mini';
import { orderStatusField } from '../application/contract-schemas.ts';
import { currencyField } from '../loan/contract-schemas.ts';
import { cashReferenceResponse, checkoutResponse, REPAY_CHANNEL_IDS, repaymentAccountResponse, type RepayChannelId } from './contract-schemas.ts';

/**
 * The rollover calls (issue 11, ADR 037): `/repay/getExtensionData` (what a rollover costs and
 * where it moves the due date, or why there is none), `/repay/confirmExtensionOrder` (the
 * borrower agrees: an extension order awaiting its fee, and how to pay it) and
 * `/repay/updateExtensionOrderStatus` (where that order stands). Money in minor units, dates
 * the market's calendar days, instants ISO UTC.
 */

export const EXTENSION_STATES = ['awaiting_payment', 'applied', 'expired'] as const;
export type ExtensionState = (typeof EXTENSION_STATES)[number];

/** The error a refusal travels as (its message is `error.<name>`, translated). */
export const EXTENSION_REFUSAL_ERRORS = ['EXTENSION_LOAN_CLOSED', 'EXTENSION_NOT_OFFERED', 'EXTENSION_LIMIT_REACHED'] as const;

const channelsField = z.array(z.enum(REPAY_CHANNEL_IDS as [RepayChannelId, ...RepayChannelId[]]));
const orderNoField = z.string().check(z.trim(), z.minLength(1, 'error.repayment.orderNo.required'), z.maxLength(64));

/** One extension order: the fee agreed, and the dates it moves once that fee is paid. */
export const extensionOrderSchema = z.object({
  extensionNo: z.string(),
  orderNo: z.string(),
  state: z.enum(EXTENSION_STATES),
  currency: currencyField,
  days: z.number(),
  fee: z.number(),
  feeTax: z.number(),
  /** What to pay: fee + tax. */
  total: z.number(),
  /** The due date when the borrower confirmed, and where it moves (counted again from the day paid if that is later). */
  currentDueDate: z.string(),
  newDueDate: z.string(),
  /** After this instant an unpaid order is expired and a new one may be confirmed. */
  expiresAt: z.string(),
  appliedAt: z.nullable(z.string()),
});
export type ExtensionOrder = z.infer<typeof extensionOrderSchema>;

/** `/repay/getExtensionData`: whether the loan can be rolled over now and what it costs. */
export const extensionDataResponse = z.object({
  orderNo: z.string(),
  status: orderStatusField,
  currency: currencyField,
  canExtend: z.boolean(),
  /** Why not, as an error name of the contract (null when it can). */
  reason: z.nullable(z.enum(EXTENSION_REFUSAL_ERRORS)),
  days: z.number(),
  fee: z.number(),
  feeTax: z.number(),
  total: z.number(),
  /** The principal still owed, on which the fee is charged. */
  principalOwed: z.number(),
  /** Everything owed today, penalties included: the repayment detail's `outstanding`, which the fee does not reduce (issue 19). */
  owed: z.number(),
  currentDueDate: z.nullable(z.string()),
  newDueDate: z.nullable(z.string()),
  /** Rollovers taken on this loan and the product's most. */
  used: z.number(),
  max: z.number(),
  /** The market's channels the fee can be paid through, in the cashier's order; `sandbox` when "simulate payment" pays them. */
  channels: channelsField,
  sandbox: z.boolean(),
  /** An order confirmed and not yet paid (or expired), if any: its figures are the ones agreed. */
  pending: z.nullable(extensionOrderSchema),
  /** The renewal agreement from these figures, in the request's language (null when there is nothing to agree). */
  agreement: z.nullable(z.object({ title: z.string(), sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })) })),
});
export type ExtensionDataResponse = z.infer<typeof extensionDataResponse>;

/** The borrower must tick the renewal agreement: `true`, 'true' or '1' from a query string. */
const acceptedField = z.pipe(
  z.union([z.boolean(), z.string()], 'error.extension.agreement.required'),
  z.transform((value) => value === true || value === 'true' || value === '1'),
).check(z.refine((value) => value, 'error.extension.agreement.required'));

/**
 * `/repay/confirmExtensionOrder`: agree and get what to pay. With a checkout or cash channel it
 * also makes that channel's reference for the fee; with an account channel it answers the
 * borrower's account, whose next transfer pays the fee first.
 */
export const confirmExtensionRequest = z.object({
  orderNo: orderNoField,
  agreementAccepted: acceptedField,
  channel: z.optional(z.string().check(z.maxLength(32))),
});
export type ConfirmExtensionRequest = z.infer<typeof confirmExtensionRequest>;

export const extensionPaymentSchema = z.object({
  kind: z.enum(['account', 'checkout', 'cash']),
  account: z.optional(repaymentAccountResponse),
  checkout: z.optional(checkoutResponse),
  cash: z.optional(cashReferenceResponse),
});

export const confirmExtensionResponse = z.object({
  order: extensionOrderSchema,
  channels: channelsField,
  payment: z.nullable(extensionPaymentSchema),
});
export type ConfirmExtensionResponse = z.infer<typeof confirmExtensionResponse>;

/** `/repay/updateExtensionOrderStatus`: the latest extension order of the loan; `reference` verifies a fee checkout the borrower came back from. */
export const extensionStatusRequest = z.object({
  orderNo: orderNoField,
  reference: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export const extensionStatusResponse = z.object({ order: z.nullable(extensionOrderSchema), nextDueDate: z.nullable(z.string()), status: orderStatusField });
export type ExtensionStatusResponse = z.infer<typeof extensionStatusResponse>;
