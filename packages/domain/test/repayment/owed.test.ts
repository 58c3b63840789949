import { describe, expect, it } from 'vitest';
import { owedSummary, type ChargeComponent, type PhaseBalance } from '../../src/index.ts';

const owes = (phase: number, dueDate: string, o: Partial<Record<ChargeComponent, number>>): PhaseBalance => ({
  phase, dueDate, outstanding: { penalty: 0, interest_tax: 0, interest: 0, principal: 0, ...o },
});

// Issue 19's figures: ₦20,000 of principal and ₦82.00 of interest still owed, with ₦803.28 of penalties: ₦20,885.28.
const BULLET = [owes(1, '2027-03-01', { principal: 20_000_00, interest: 82_00, penalty: 803_28 })];

describe('owedSummary: what every screen says is owed (issue 19)', () => {
  it.each([
    ['a bullet loan overdue, penalties included', BULLET, '2027-03-03', { outstanding: 20_885_28, dueNow: 20_885_28, nextDueDate: '2027-03-01' }],
    ['the same before its due date: the next due date’s amount', BULLET, '2027-02-01', { outstanding: 20_885_28, dueNow: 20_885_28, nextDueDate: '2027-03-01' }],
    [
      'instalments: what is due by today, not the later ones',
      [owes(1, '2027-01-01', { principal: 500_00, penalty: 10_00 }), owes(2, '2027-02-01', { principal: 500_00 })],
      '2027-01-15',
      { outstanding: 1_010_00, dueNow: 510_00, nextDueDate: '2027-01-01' },
    ],
    [
      'two instalments a rollover moved to one date are due together',
      [owes(1, '2027-01-20', { principal: 500_00 }), owes(2, '2027-01-20', { principal: 400_00 }), owes(3, '2027-03-01', { principal: 300_00 })],
      '2027-01-15',
      { outstanding: 1_200_00, dueNow: 900_00, nextDueDate: '2027-01-20' },
    ],
    [
      'a paid phase is left out, whatever its date',
      [owes(1, '2027-01-01', {}), owes(2, '2027-02-01', { interest: 12_34 })],
      '2027-01-15',
      { outstanding: 12_34, dueNow: 12_34, nextDueDate: '2027-02-01' },
    ],
    ['nothing owed', [owes(1, '2027-01-01', {})], '2027-01-15', { outstanding: 0, dueNow: 0, nextDueDate: null }],
  ])('%s', (_name, balances, today, expected) => {
    expect(owedSummary(balances, today)).toEqual(expected);
  });
});
