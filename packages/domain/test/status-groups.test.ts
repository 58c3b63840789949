import { describe, expect, it } from 'vitest';
import { canCancelLoan } from '../src/loan/cancel-rules.ts';
import { homeStateFor } from '../src/status/labels.ts';
import { OrderStatus, type OrderStatusCode } from '../src/status/order-status.ts';
import { isStatusIn, STATUS_GROUPS } from '../src/status/status-groups.ts';

const ALL = Object.values(OrderStatus) as OrderStatusCode[];
const sorted = (codes: readonly number[]) => [...codes].sort((a, b) => a - b);

describe('status groups', () => {
  it('puts every status in exactly one of draft, in progress and ended', () => {
    const { draftSteps, inProgress, ended } = STATUS_GROUPS;
    expect(sorted([...draftSteps, ...inProgress, ...ended])).toEqual(sorted(ALL));
  });

  it('keeps the drafts in the order of the application steps (ADR 010)', () => {
    expect(STATUS_GROUPS.draftSteps).toEqual([6, 12, 11, 17, 5]);
  });

  it('counts as open exactly the drafts and the orders in progress, 10 included (ADR 016)', () => {
    expect(sorted(STATUS_GROUPS.open)).toEqual([1, 2, 3, 5, 6, 7, 10, 11, 12, 14, 17, 18, 19]);
  });

  it('derives its narrower groups from the wider ones', () => {
    const within = (inner: readonly number[], outer: readonly number[]) => inner.every((s) => outer.includes(s));
    expect(within(STATUS_GROUPS.endedWithoutLoan, STATUS_GROUPS.ended)).toBe(true);
    expect(within(STATUS_GROUPS.offered, STATUS_GROUPS.inProgress)).toBe(true);
    expect(within(STATUS_GROUPS.payoutUnderWay, STATUS_GROUPS.inProgress)).toBe(true);
    expect(within(STATUS_GROUPS.repayable, STATUS_GROUPS.inProgress)).toBe(true);
    expect(within(STATUS_GROUPS.cancellable, STATUS_GROUPS.open)).toBe(true);
  });

  it('agrees with the rules built on it', () => {
    for (const status of ALL) {
      expect(canCancelLoan(status), `cancel ${status}`).toBe(isStatusIn(STATUS_GROUPS.cancellable, status));
      // Home offers a new loan after a finished or cancelled order; a rejection waits 30 days.
      if (isStatusIn(STATUS_GROUPS.ended, status)) expect(homeStateFor(status), `home ${status}`).toBe(status === OrderStatus.Reject ? 'rejected' : 'canLoan');
      if (isStatusIn(STATUS_GROUPS.repayable, status)) expect(['repaying', 'overdue']).toContain(homeStateFor(status));
    }
  });

  it('answers membership for numbers from the wire', () => {
    expect(isStatusIn(STATUS_GROUPS.repayable, 3)).toBe(true);
    expect(isStatusIn(STATUS_GROUPS.repayable, 4)).toBe(false);
    expect(isStatusIn(STATUS_GROUPS.open, undefined)).toBe(false);
    expect(isStatusIn(STATUS_GROUPS.open, null)).toBe(false);
  });
});
