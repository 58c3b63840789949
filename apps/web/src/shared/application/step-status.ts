import { isStatusIn, OrderStatus, routeForStatus, STATUS_GROUPS, type OrderStatusCode, type STATUS_ROUTE } from '@lendline/domain';

/**
 * The application steps come in the order of the draft statuses (ADR 010: the status names
 * the next step to do); each step's screen is the one its status routes to.
 */
const STEPS = STATUS_GROUPS.draftSteps;

export type StepRoute = (typeof STATUS_ROUTE)[(typeof STEPS)[number]];

const positionOfStatus = (status: OrderStatusCode) => STEPS.findIndex((step) => step === status);
const positionOfRoute = (route: StepRoute) => STEPS.findIndex((step) => routeForStatus(step) === route);

/** A draft, or submitted and waiting for the data-collection step: the borrower has more to do. */
export function isApplicationInProgress(status: OrderStatusCode): boolean {
  return isStatusIn(STEPS, status) || status === OrderStatus.finishLoading;
}

/**
 * Whether a step screen must give way to the order's own step: its turn has not come (a later
 * draft step), or the application has been submitted (finishLoading, Applying) and nothing can
 * change. Steps already done stay open for review and edit; other statuses leave the screen alone.
 */
export function stepMustYield(route: StepRoute, status: OrderStatusCode): boolean {
  if (status === OrderStatus.finishLoading || status === OrderStatus.Applying) return true;
  const at = positionOfStatus(status);
  return at !== -1 && positionOfRoute(route) > at;
}
