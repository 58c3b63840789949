import { OrderStatus, type OrderStatusCode } from './order-status.ts';

/** Home card states and the button each shows (spec section 4, "Home status labels"). */
export const HOME_STATE_BUTTON = {
  canLoan: 'apply',
  lending: 'detail',
  assessing: 'cannotApply',
  rejected: 'cannotApply',
  success: 'getMoney',
  failed: 'edit',
  repaying: 'pay',
  overdue: 'pay',
} as const;

export type HomeState = keyof typeof HOME_STATE_BUTTON;
export type HomeButton = (typeof HOME_STATE_BUTTON)[HomeState];

/** Label of an order in the records list (spec section 4, "Order status labels"). */
export type OrderLabel =
  | 'assessing'
  | 'repaying'
  | 'overdue'
  | 'finished'
  | 'addingCard'
  | 'incomplete'
  | 'disbursing'
  | 'cancelled'
  | 'rejected'
  | 'failed';

export function orderLabelFor(status: OrderStatusCode): OrderLabel {
  switch (status) {
    case OrderStatus.Applying:
      return 'assessing';
    case OrderStatus.Repaying:
      return 'repaying';
    case OrderStatus.Overdue:
      return 'overdue';
    case OrderStatus.Finish:
      return 'finished';
    case OrderStatus.BankAccount:
      return 'addingCard';
    case OrderStatus.Lending:
    case OrderStatus.AwaitingPayout:
      return 'disbursing';
    case OrderStatus.Cancel:
      return 'cancelled';
    case OrderStatus.Reject:
      return 'rejected';
    case OrderStatus.PayoutFailed:
      return 'failed';
    case OrderStatus.BasicInfo:
    case OrderStatus.AdditionalInfo:
    case OrderStatus.IdentityOCR:
    case OrderStatus.Confirm:
    case OrderStatus.Questionnaire:
    case OrderStatus.CollectingDeviceData:
      return 'incomplete';
  }
}

/** The home card for a borrower whose latest order has this status; no order means canLoan. */
export function homeStateFor(status: OrderStatusCode | null): HomeState {
  switch (status) {
    case null:
    case OrderStatus.Finish:
    case OrderStatus.Cancel:
      return 'canLoan';
    case OrderStatus.Lending:
      return 'lending';
    case OrderStatus.Applying:
      return 'assessing';
    case OrderStatus.Reject:
      return 'rejected';
    case OrderStatus.Confirm:
    case OrderStatus.AwaitingPayout:
      return 'success';
    case OrderStatus.PayoutFailed:
      return 'failed';
    case OrderStatus.Repaying:
      return 'repaying';
    case OrderStatus.Overdue:
      return 'overdue';
    case OrderStatus.BankAccount:
    case OrderStatus.BasicInfo:
    case OrderStatus.AdditionalInfo:
    case OrderStatus.IdentityOCR:
    case OrderStatus.Questionnaire:
    case OrderStatus.CollectingDeviceData:
      // An application in progress: the apply button resumes it at the routed step.
      return 'canLoan';
  }
}
