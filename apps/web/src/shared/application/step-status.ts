import { isOrderStatusCode, OrderStatus } from '@lendline/domain';

/**
 * The application steps in the order they come, by the status that names each (ADR 010: the
 * status is the next step to do), and the route of each step.
 */
export const STEP_SEQUENCE = [
  { status: OrderStatus.BasicInfo, route: 'personalInfomation' },
  { status: OrderStatus.IdentityOCR, route: 'idCardAuthentication' },
  { status: OrderStatus.Addition, route: 'additionalInfomation' },
  { status: OrderStatus.Question, route: 'loanQuestion' },
  { status: OrderStatus.BindCard, route: 'addBankCard' },
] as const;

export type StepRoute = (typeof STEP_SEQUENCE)[number]['route'];

const positionOfStatus = (status: number) => STEP_SEQUENCE.findIndex((step) => step.status === status);
const positionOfRoute = (route: StepRoute) => STEP_SEQUENCE.findIndex((step) => step.route === route);

/** A draft, or submitted and waiting for the data-collection step: the borrower has more to do. */
export function isApplicationInProgress(status: number): boolean {
  return positionOfStatus(status) !== -1 || status === OrderStatus.finishLoading;
}

/**
 * Whether a step screen must give way to the order's own step: its turn has not come (a later
 * draft step), or the application has been submitted (19, 1) and nothing can change. Steps
 * already done stay open for review and edit; other statuses leave the screen alone.
 */
export function stepMustYield(route: StepRoute, status: number): boolean {
  if (!isOrderStatusCode(status)) return false;
  if (status === OrderStatus.finishLoading || status === OrderStatus.Applying) return true;
  const at = positionOfStatus(status);
  return at !== -1 && positionOfRoute(route) > at;
}
