import { describe, expect, it } from 'vitest';
import { hasPermission, maskCodes, maskTail, ROLES } from '../../src/index.ts';

describe('who sees a borrower unmasked (ADR 081)', () => {
  it('lets support reveal values, and support and reviewers see document images', () => {
    expect(ROLES.filter((role) => hasPermission([role], 'borrowers.reveal'))).toEqual(['support']);
    expect(ROLES.filter((role) => hasPermission([role], 'documents.read'))).toEqual(['support', 'reviewer']);
  });
});

describe('an SMS text as staff read it', () => {
  it.each([
    ['Your Lendline code is 482913. It expires in 5 minutes.', 'Your Lendline code is ••••••. It expires in 5 minutes.'],
    ['482913 is your code', '•••••• is your code'],
    ['Code: 4829', 'Code: ••••'],
    ['You paid ₦12,500.00; ₦2,000 is left.', 'You paid ₦12,500.00; ₦2,000 is left.'],
    ['Pay 12500.50 to account 0123456789 today', 'Pay 12500.50 to account 0123456789 today'],
  ])('masks every code in %j', (text, shown) => {
    expect(maskCodes(text)).toBe(shown);
  });
});

describe('maskTail', () => {
  it.each([
    ['22212345678', '*******5678'],
    ['GODE561231HJCMRN06', '**************RN06'],
    ['123', '***'],
  ])('shows only the last 4 of %s', (value, masked) => {
    expect(maskTail(value)).toBe(masked);
  });
});
