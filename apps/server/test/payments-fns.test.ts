import { describe, expect, it } from 'vitest';
import { payoutReference, stepFor, type AttemptState, type HeardState } from '../src/modules/payments/payments-fns.ts';

describe('payoutReference', () => {
  it('is lower case, attempt-numbered and within 30 characters of [a-z0-9-]', () => {
    const reference = payoutReference('LL260302ABCDEFGH', 12);
    expect(reference).toBe('ll-ll260302abcdefgh-12');
    expect(reference).toMatch(/^[a-z0-9-]{1,30}$/);
  });
});

describe('stepFor: what news does to an attempt', () => {
  const table: [AttemptState, HeardState, ReturnType<typeof stepFor>][] = [
    ['queued', 'pending', 'lending'],
    ['sending', 'pending', 'lending'],
    ['pending', 'pending', 'ignore'],
    ['success', 'pending', 'ignore'],
    ['sending', 'success', 'settle'],
    ['pending', 'success', 'settle'],
    ['success', 'success', 'ignore'],
    ['failed', 'success', 'conflict'],
    ['reversed', 'success', 'ignore'],
    ['sending', 'failed', 'fail'],
    ['pending', 'failed', 'fail'],
    ['failed', 'failed', 'ignore'],
    ['success', 'failed', 'conflict'],
    ['pending', 'reversed', 'fail'],
    ['success', 'reversed', 'reverse'],
    ['reversed', 'reversed', 'ignore'],
    ['failed', 'reversed', 'ignore'],
  ];
  it.each(table)('%s + %s -> %s', (state, heard, step) => {
    expect(stepFor(state, heard)).toBe(step);
  });
});
