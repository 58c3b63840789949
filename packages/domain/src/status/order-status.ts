/** Loan order status codes, exactly as spec section 4 numbers them. */
export const OrderStatus = {
  Applying: 1,
  Repaying: 2,
  Overdued: 3,
  Finish: 4,
  BindCard: 5,
  BasicInfo: 6,
  Lending: 7,
  Cancel: 8,
  Reject: 9,
  PayFail: 10,
  Addition: 11,
  IdentityOCR: 12,
  Confirm: 14,
  Question: 17,
  getMoney: 18,
  finishLoading: 19,
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
  [OrderStatus.BasicInfo]: 'personalInfomation',
  [OrderStatus.Addition]: 'additionalInfomation',
  [OrderStatus.IdentityOCR]: 'idCardAuthentication',
  [OrderStatus.BindCard]: 'addBankCard',
  [OrderStatus.Confirm]: 'confirmBorrow',
  [OrderStatus.getMoney]: 'confirmBorrow',
  [OrderStatus.Overdued]: 'repayDetail',
  [OrderStatus.Repaying]: 'repayDetail',
  [OrderStatus.PayFail]: 'repayDetail',
  [OrderStatus.Applying]: 'reviewTips',
  [OrderStatus.Lending]: 'lending',
  [OrderStatus.Question]: 'loanQuestion',
  [OrderStatus.finishLoading]: 'FinishLoading',
} as const satisfies Partial<Record<OrderStatusCode, string>>;

export type StatusRouteName = (typeof STATUS_ROUTE)[keyof typeof STATUS_ROUTE];

export function routeForStatus(status: OrderStatusCode): StatusRouteName | null {
  return (STATUS_ROUTE as Partial<Record<OrderStatusCode, StatusRouteName>>)[status] ?? null;
}
