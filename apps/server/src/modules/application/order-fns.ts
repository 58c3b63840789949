import { isStatusIn, STATUS_GROUPS, type OrderStatusCode } from '@lendline/domain';

/**
 * The application's steps over the draft statuses (ADR 010): the status names the next step
 * to do, so an order at Question has done personal info, identity and work.
 */
const DRAFT_STEPS = STATUS_GROUPS.draftSteps;

export type Step = 'personal' | 'identity' | 'work' | 'questionnaire' | 'bankCard';
const STEP_INDEX: Record<Step, number> = { personal: 0, identity: 1, work: 2, questionnaire: 3, bankCard: 4 };

/**
 * The status after saving a step: the next step when this was the step due, unchanged when
 * it was done before (review and edit never move back); 'early' when its turn has not come;
 * 'submitted' when the order is past the drafts.
 */
export function statusAfter(current: OrderStatusCode, step: Step): OrderStatusCode | 'early' | 'submitted' {
  const position = (DRAFT_STEPS as readonly OrderStatusCode[]).indexOf(current);
  if (position === -1) return 'submitted';
  const due = STEP_INDEX[step];
  if (position < due) return 'early';
  if (position > due) return current;
  return DRAFT_STEPS[Math.min(due + 1, DRAFT_STEPS.length - 1)]!;
}

/**
 * Open orders a new `apply-market` must not start over: the application is being decided,
 * paid out or repaid; at PayoutFailed the borrower re-applies on the same order (ADR 016).
 */
export function isInProgress(status: OrderStatusCode): boolean {
  return isStatusIn(STATUS_GROUPS.inProgress, status);
}
