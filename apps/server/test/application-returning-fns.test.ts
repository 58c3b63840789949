import { OrderStatus } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { returningFirstStep } from '../src/modules/application/returning-fns.ts';

// The identity check (with the personal details it verified) is reused for 365 days.
describe('where a returning borrower’s application starts (ADR 035)', () => {
  it.each([
    ['identity checked today', true, '2026-03-02', OrderStatus.AdditionalInfo],
    ['identity checked 364 days ago', true, '2025-03-03', OrderStatus.AdditionalInfo],
    ['identity checked 365 days ago', true, '2025-03-02', OrderStatus.BasicInfo],
    ['no identity check on file', true, null, OrderStatus.BasicInfo],
    ['no personal details on file', false, '2026-03-01', OrderStatus.BasicInfo],
  ] as const)('%s', (_name, hasPersonal, identityVerifiedOn, expected) => {
    expect(returningFirstStep({ hasPersonal, identityVerifiedOn, today: '2026-03-02' })).toBe(expected);
  });
});
