import { describe, expect, it } from 'vitest';
import { refundReference, refundStateAfter, refundStepFor, REVERSED } from '../src/modules/repayments/refund-fns.ts';

describe('refund references (ADR 085)', () => {
  it('are ours, stable per refund, distinct between refunds, and within the providers’ 30 characters of [a-z0-9-]', () => {
    const first = refundReference('four-eyes:3f2c9a1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f');
    expect(first).toMatch(/^ll-refund-[0-9a-f]{20}$/);
    expect(first.length).toBeLessThanOrEqual(30);
    expect(refundReference('four-eyes:3f2c9a1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f')).toBe(first);
    expect(refundReference('four-eyes:another')).not.toBe(first);
  });
});

describe('what an outcome does to a refund', () => {
  it.each([
    ['queued', 'pending', null, 'accept', 'pending'],
    ['sending', 'pending', null, 'accept', 'pending'],
    ['pending', 'pending', null, 'ignore', 'pending'],
    ['sending', 'success', null, 'settle', 'success'],
    ['pending', 'success', null, 'settle', 'success'],
    ['success', 'success', null, 'ignore', 'success'],
    ['pending', 'failed', null, 'fail', 'failed'],
    ['failed', 'failed', 'failed', 'ignore', 'failed'],
    ['success', 'failed', null, 'conflict', 'success'],
    ['failed', 'success', 'failed', 'conflict', 'failed'],
    ['pending', 'reversed', null, 'fail', 'failed'],
    ['success', 'reversed', null, 'reverse', 'failed'],
    ['failed', 'reversed', REVERSED, 'ignore', 'failed'],
    ['failed', 'reversed', 'failed', 'conflict', 'failed'],
  ] as const)('%s + heard %s (reason %s) → %s, then %s', (current, heard, reason, step, after) => {
    expect(refundStepFor(current, heard, reason)).toBe(step);
    expect(refundStateAfter(current, step)).toBe(after);
  });
});
