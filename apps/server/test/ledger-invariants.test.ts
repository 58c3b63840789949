import { describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../src/modules/ledger/ledger-invariants.ts';
import { useTestApp, type TestApp } from './helper.ts';
import { forceEntries, seedMoneyJourneys } from './ledger-journeys-fixtures.ts';

const t = useTestApp();

const failed = async (h: TestApp) => (await checkLedgerInvariants(h.database.db)).checks.filter((c) => !c.ok).map((c) => c.name);

describe('the ledger invariants (ADR 018, 032, 092)', () => {
  it('hold after real money journeys: a partial repayment, a finished loan with credit, suspense', async () => {
    await seedMoneyJourneys(t);
    const result = await checkLedgerInvariants(t.database.db);
    expect(result.checks.map((c) => [c.name, c.ok])).toEqual([
      ['transactions_balanced', true], ['money_received_accounted', true], ['finished_loans_owe_nothing', true],
    ]);
    expect(result.ok).toBe(true);
    // The figures are there to read: two repayments, the finished loan's ₦2,000 credit, ₦7,000 in suspense.
    expect(result.checks[1]!.detail).toMatch(/^NGN received \d+ = allocated \d+ \+ credit 200000 \+ suspense 700000$/);
    expect(result.checks[2]!.detail).toBe('1 finished loans, receivables zero');
  });

  it('fail on an unbalanced transaction, naming it', async () => {
    await seedMoneyJourneys(t);
    const id = await forceEntries(t, { kind: 'repayment' }, [{ account: 'principal_receivable', amount: 500 }, { account: 'fee_income', amount: -400 }]);
    const result = await checkLedgerInvariants(t.database.db);
    expect(result.ok).toBe(false);
    expect(await failed(t)).toEqual(['transactions_balanced']);
    expect(result.checks[0]!.detail).toContain(`${id} (NGN sums to 100 over 2 entries)`);
  });

  it('fail on money in that the payments never recorded, or that went to no allocation, credit or suspense', async () => {
    await seedMoneyJourneys(t);
    // Balanced, but nobody's payment: collections debited with nothing recorded.
    await forceEntries(t, { kind: 'repayment' }, [{ account: 'collections_clearing', amount: 1_000 }, { account: 'principal_receivable', amount: -1_000 }]);
    expect(await failed(t)).toEqual(['money_received_accounted']);
  });

  it('fail when a finished loan still has receivables', async () => {
    await seedMoneyJourneys(t);
    const [finished] = await t.database.transaction((s) => s.query<{ order_id: string }>('SELECT order_id FROM portfolio_loans WHERE finished_at IS NOT NULL'));
    await forceEntries(t, { kind: 'penalty', orderId: finished!.order_id }, [{ account: 'penalty_receivable', amount: 250 }, { account: 'penalty_income', amount: -250 }]);
    const result = await checkLedgerInvariants(t.database.db);
    expect(await failed(t)).toEqual(['finished_loans_owe_nothing']);
    expect(result.checks[2]!.detail).toBe(`1 of 1 finished loans still owe: ${finished!.order_id} (250)`);
  });
});
