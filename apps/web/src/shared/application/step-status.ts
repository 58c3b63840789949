import { isStatusIn, OrderStatus, routeForStatus, STATUS_GROUPS, STATUS_ROUTE, type OrderStatusCode } from '@lendline/domain';

/**
 * The application steps come in the order of the draft statuses (ADR 010: the status names
 * the next step to do); each step's screen is the one its status routes to.
 */
const STEPS = STATUS_GROUPS.draftSteps;

export type StepRoute = (typeof STATUS_ROUTE)[(typeof STEPS)[number]];

/** Whether a screen is an application step (its screen is then guarded, app/screen-for.tsx). */
export function isStepRoute(name: string): name is StepRoute {
  return STEPS.some((step) => routeForStatus(step) === name);
}

const positionOfStatus = (status: OrderStatusCode) => STEPS.findIndex((step) => step === status);
const positionOfRoute = (route: StepRoute) => STEPS.findIndex((step) => routeForStatus(step) === route);

/** A draft, or submitted and waiting for the data-collection step: the borrower has more to do. */
export function isApplicationInProgress(status: OrderStatusCode): boolean {
  return isStatusIn(STEPS, status) || status === OrderStatus.CollectingDeviceData;
}

/**
 * Whether a step screen must give way to the order's own step: its turn has not come (a later
 * draft step). Steps already done stay open for review and edit; after submit every step
 * opens read-only (`isSubmitted`), so the borrower can still see what was sent.
 */
export function stepMustYield(route: StepRoute, status: OrderStatusCode): boolean {
  const at = positionOfStatus(status);
  return at !== -1 && positionOfRoute(route) > at;
}

/**
 * The application was submitted: past the draft steps, except a draft the borrower abandoned
 * (cancelled with no submit time). Nothing of it can change any more ("no cancelling after
 * submission"), so its steps are shown read-only instead of refusing at the end.
 */
export function isSubmitted(order: { status: OrderStatusCode; submittedAt: string | null }): boolean {
  if (isStatusIn(STEPS, order.status)) return false;
  return order.status !== OrderStatus.Cancel || order.submittedAt !== null;
}

/** The step before a step (the back arrow), or null for the first: it goes home. */
export function previousStep(route: StepRoute): StepRoute | null {
  const before = STEPS[positionOfRoute(route) - 1];
  return before === undefined ? null : STATUS_ROUTE[before];
}
