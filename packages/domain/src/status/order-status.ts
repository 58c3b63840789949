/**
 * Loan order status codes, exactly as spec section 4 numbers them. The numbers cross the wire
 * and are stored; the keys are ours, named plainly (ADR 066), with the spec's name beside
 * each key that differs.
 */
export const OrderStatus = {
  Applying: 1,
  Repaying: 2,
  /** The spec's `Overdued`. */
  Overdue: 3,
  Finish: 4,
  /** The spec's `BindCard`: the step that links the bank account the loan is paid into. */
  BankAccount: 5,
  BasicInfo: 6,
  Lending: 7,
  Cancel: 8,
  Reject: 9,
  /** The spec's `PayFail`: the payout (not a repayment) failed or came back. */
  PayoutFailed: 10,
  /** The spec's `Addition`. */
  AdditionalInfo: 11,
  IdentityOCR: 12,
  Confirm: 14,
  /** The spec's `Question`. */
  Questionnaire: 17,
  /** The spec's `getMoney`: the borrower accepted the offer; the payout is queued or starting. */
  AwaitingPayout: 18,
  /** The spec's `finishLoading`: submitted, waiting for the device data the market collects. */
  CollectingDeviceData: 19,
} as const;

export type OrderStatusName = keyof typeof OrderStatus;
export type OrderStatusCode = (typeof OrderStatus)[OrderStatusName];

const CODES = new Set<number>(Object.values(OrderStatus));

export function isOrderStatusCode(value: unknown): value is OrderStatusCode {
  return typeof value === 'number' && CODES.has(value);
}

/**
 * Where the app sends a borrower whose latest order has this status (spec section 4,
 * "Routing by status"). Statuses not listed are not routed: the borrower stays where they are.
 */
export const STATUS_ROUTE = {
  [OrderStatus.BasicInfo]: 'personalInformation',
  [OrderStatus.AdditionalInfo]: 'additionalInformation',
  [OrderStatus.IdentityOCR]: 'idCardAuthentication',
  [OrderStatus.BankAccount]: 'addBankCard',
  [OrderStatus.Confirm]: 'confirmBorrow',
  [OrderStatus.AwaitingPayout]: 'confirmBorrow',
  [OrderStatus.Overdue]: 'repayDetail',
  [OrderStatus.Repaying]: 'repayDetail',
  [OrderStatus.PayoutFailed]: 'repayDetail',
  [OrderStatus.Applying]: 'reviewTips',
  [OrderStatus.Lending]: 'lending',
  [OrderStatus.Questionnaire]: 'loanQuestion',
  [OrderStatus.CollectingDeviceData]: 'finishLoading',
} as const satisfies Partial<Record<OrderStatusCode, string>>;

export type StatusRouteName = (typeof STATUS_ROUTE)[keyof typeof STATUS_ROUTE];

export function routeForStatus(status: OrderStatusCode): StatusRouteName | null {
  return (STATUS_ROUTE as Partial<Record<OrderStatusCode, StatusRouteName>>)[status] ?? null;
}
