import type { TestApp } from './helper.ts';

/**
 * A small Nigerian book (kobo) whose figures were worked out by hand (ADR 078), as of the test
 * clock's market day 2026-03-02 (30 days before: 2026-01-31; the 90-day window: 2025-12-03 to
 * 2026-03-02). Each loan: principal P, interest 10% of P, one phase due 30 days after payout
 * unless said. Rows are written as the owning modules write them; the ledger balances.
 *
 * | loan | paid out   | P       | due        | status  | first overdue | repaid in full | paid (principal + interest)           |
 * | L1   | 2025-10-10 | 100,000 | 2025-11-09 | Finish  | -             | 2025-11-05     | 110,000 on 11-05 (monnify, account)   |
 * | L2   | 2025-10-20 | 200,000 | 2025-11-19 | Overdue | 2025-11-20    | -              | 55,000 on 12-10 (monnify, account)    |
 * | L3   | 2026-01-05 | 300,000 | 2026-02-04 | Overdue | 2026-02-05    | -              | -                                     |
 * | L4   | 2026-01-10 | 400,000 | 2026-03-10 | Repaying| -             | -              | -                                     |
 * | L5   | 2025-12-01 | 500,000 | 2025-12-31 | Finish  | 2026-01-01    | 2026-02-10     | 550,000 on 02-10 (monnify, account)   |
 * | L6   | 2026-01-12 | 900,000 | -          | payout failed (10): not in the book                                              |
 * | L7   | 2025-12-15 | 600,000 | 01-14, 02-13 (two phases of 330,000) | Overdue | 2026-02-14 | - | 330,000 on 01-14 (paystack, checkout) |
 * | L8   | 2025-11-01 | 100,000 | 2025-12-01 | Finish  | 2025-12-02    | 2025-12-15     | 110,000 on 12-15 (monnify, account)   |
 *
 * Also: a 9,000 payment to no loan on 2026-02-20 (suspense), a penalty of 7,000 on L2, an MXN
 * ledger line (another currency, never counted), and underwriting decisions in and out of the window.
 */
interface Loan {
  id: string;
  paidOut: string;
  principal: number;
  status: number;
  firstOverdue?: string;
  finished?: string;
  phases: { due: string; principal: number }[];
}

const LOANS: Loan[] = [
  { id: 'L1', paidOut: '2025-10-10', principal: 100_000, status: 4, finished: '2025-11-05', phases: [{ due: '2025-11-09', principal: 100_000 }] },
  { id: 'L2', paidOut: '2025-10-20', principal: 200_000, status: 3, firstOverdue: '2025-11-20', phases: [{ due: '2025-11-19', principal: 200_000 }] },
  { id: 'L3', paidOut: '2026-01-05', principal: 300_000, status: 3, firstOverdue: '2026-02-05', phases: [{ due: '2026-02-04', principal: 300_000 }] },
  { id: 'L4', paidOut: '2026-01-10', principal: 400_000, status: 2, phases: [{ due: '2026-03-10', principal: 400_000 }] },
  { id: 'L5', paidOut: '2025-12-01', principal: 500_000, status: 4, firstOverdue: '2026-01-01', finished: '2026-02-10', phases: [{ due: '2025-12-31', principal: 500_000 }] },
  { id: 'L7', paidOut: '2025-12-15', principal: 600_000, status: 3, firstOverdue: '2026-02-14', phases: [{ due: '2026-01-14', principal: 300_000 }, { due: '2026-02-13', principal: 300_000 }] },
  { id: 'L8', paidOut: '2025-11-01', principal: 100_000, status: 4, firstOverdue: '2025-12-02', finished: '2025-12-15', phases: [{ due: '2025-12-01', principal: 100_000 }] },
];

interface Payment {
  id: string;
  order: string | null;
  at: string;
  provider: string;
  reference: string | null;
  principal: number;
  interest: number;
  phase: number;
}

const PAYMENTS: Payment[] = [
  { id: 'P1', order: 'L1', at: '2025-11-05', provider: 'monnify', reference: null, principal: 100_000, interest: 10_000, phase: 1 },
  { id: 'P2', order: 'L2', at: '2025-12-10', provider: 'monnify', reference: null, principal: 50_000, interest: 5_000, phase: 1 },
  { id: 'P5', order: 'L5', at: '2026-02-10', provider: 'monnify', reference: null, principal: 500_000, interest: 50_000, phase: 1 },
  { id: 'P7', order: 'L7', at: '2026-01-14', provider: 'paystack', reference: 'CHK-7', principal: 300_000, interest: 30_000, phase: 1 },
  { id: 'P8', order: 'L8', at: '2025-12-15', provider: 'monnify', reference: null, principal: 100_000, interest: 10_000, phase: 1 },
];

const at = (day: string) => `'${day}T10:00:00Z'`;
const tenth = (minor: number) => Math.round(minor / 10);

function ledgerSql(id: string, kind: string, order: string | null, day: string, currency: string, entries: [string, number][]): string {
  const rows = entries.map(([account, amount]) => `('${id}', '${account}', ${amount}, '${currency}')`).join(', ');
  return `INSERT INTO ledger_transactions (id, kind, order_id, idempotency_key, currency, created_at) VALUES ('${id}', '${kind}', ${order ? `'${order}'` : 'NULL'}, 'key-${id}', '${currency}', ${at(day)});
    INSERT INTO ledger_entries (transaction_id, account, amount, currency) VALUES ${rows};`;
}

export async function seedKnownBook(t: Pick<TestApp, 'database'>): Promise<void> {
  const statements: string[] = [];
  const orders = [...LOANS.map((l) => ({ id: l.id, status: l.status })), { id: 'L6', status: 10 }, { id: 'X1', status: 9 }, { id: 'X2', status: 9 }, { id: 'X3', status: 1 }];
  for (const o of orders) {
    statements.push(`INSERT INTO users (id, phone, market, created_at) VALUES ('u-${o.id}', '2348000000${o.id.charCodeAt(0)}${o.id.slice(1)}', 'NG', ${at('2025-09-01')});`);
    const loan = LOANS.find((l) => l.id === o.id);
    const updated = loan?.finished ?? '2026-02-28';
    statements.push(`INSERT INTO loan_orders (id, order_no, user_id, market, status, created_at, updated_at, first_overdue_at)
      VALUES ('${o.id}', 'NO-${o.id}', 'u-${o.id}', 'NG', ${o.status}, ${at('2025-09-01')}, ${at(updated)}, ${loan?.firstOverdue ? at(loan.firstOverdue) : 'NULL'});`);
  }
  for (const l of [...LOANS, { id: 'L6', paidOut: '2026-01-12', principal: 900_000, phases: [] }]) {
    statements.push(`INSERT INTO loan_offers (order_id, user_id, product_id, currency, credit_limit, reloan, terms, approved_at, confirm_by, principal, interest, disbursed_at)
      VALUES ('${l.id}', 'u-${l.id}', 'ng-cash', 'NGN', 1000000, false, '{}'::jsonb, ${at(l.paidOut)}, ${at(l.paidOut)}, ${l.principal}, ${tenth(l.principal)}, ${at(l.paidOut)});`);
    l.phases.forEach((p, i) => {
      statements.push(`INSERT INTO loan_phases (order_id, phase, due_date, principal, interest, amount) VALUES ('${l.id}', ${i + 1}, '${p.due}', ${p.principal}, ${tenth(p.principal)}, ${p.principal + tenth(p.principal)});`);
    });
    if (l.id === 'L6') continue;
    statements.push(ledgerSql(`d-${l.id}`, 'disbursement', l.id, l.paidOut, 'NGN', [
      ['principal_receivable', l.principal], ['provider_clearing', -l.principal], ['interest_receivable', tenth(l.principal)], ['interest_income', -tenth(l.principal)],
    ]));
  }
  statements.push(`INSERT INTO repayment_references (reference, provider, kind, channel, user_id, order_id, amount, currency, created_at) VALUES ('CHK-7', 'paystack', 'checkout', 'checkout', 'u-L7', 'L7', 330000, 'NGN', ${at('2026-01-14')});`);
  for (const p of PAYMENTS) {
    const amount = p.principal + p.interest;
    const target = p.reference ? `'reference', '${p.reference}'` : `'account', '99000${p.id}'`;
    statements.push(`INSERT INTO incoming_payments (id, provider, provider_reference, amount, currency, target_kind, target, paid_at, received_at, user_id, order_id, outcome)
      VALUES ('${p.id}', '${p.provider}', 'ref-${p.id}', ${amount}, 'NGN', ${target}, ${at(p.at)}, ${at(p.at)}, 'u-${p.order}', '${p.order}', 'allocated');
      INSERT INTO repayment_allocations (payment_id, order_id, phase, component, amount) VALUES ('${p.id}', '${p.order}', ${p.phase}, 'principal', ${p.principal}), ('${p.id}', '${p.order}', ${p.phase}, 'interest', ${p.interest});`);
    statements.push(ledgerSql(`r-${p.id}`, 'repayment', p.order, p.at, 'NGN', [['collections_clearing', amount], ['principal_receivable', -p.principal], ['interest_receivable', -p.interest]]));
  }
  statements.push(`INSERT INTO incoming_payments (id, provider, provider_reference, amount, currency, target_kind, target, paid_at, received_at, outcome, reason)
    VALUES ('P9', 'monnify', 'ref-P9', 9000, 'NGN', 'account', '9900000000', ${at('2026-02-20')}, ${at('2026-02-20')}, 'suspense', 'unknown account');`);
  statements.push(ledgerSql('r-P9', 'repayment', null, '2026-02-20', 'NGN', [['collections_clearing', 9_000], ['suspense', -9_000]]));
  statements.push(ledgerSql('pen-L2', 'penalty', 'L2', '2025-11-21', 'NGN', [['penalty_receivable', 7_000], ['penalty_income', -7_000]]));
  statements.push(ledgerSql('mx-1', 'disbursement', null, '2026-01-01', 'MXN', [['principal_receivable', 999], ['provider_clearing', -999]]));
  const decisions: [string, string, string[], string][] = [
    ['L1', 'approve', ['SCORE_OK'], '2025-10-09'],
    ['L3', 'approve', ['SCORE_OK'], '2026-01-04'],
    ['L4', 'approve', ['SCORE_OK'], '2026-01-09'],
    ['L7', 'approve', ['SCORE_OK'], '2025-12-14'],
    ['X1', 'reject', ['DENY_LIST', 'LOW_SCORE'], '2026-02-01'],
    ['X2', 'reject', ['LOW_SCORE'], '2026-02-02'],
    ['X3', 'refer', ['SCORE_REFER_BAND'], '2026-02-20'],
  ];
  for (const [order, outcome, reasons, day] of decisions) {
    statements.push(`INSERT INTO underwriting_decisions (order_id, user_id, outcome, score, reloan, reasons, engine_version, decided_by, decided_at)
      VALUES ('${order}', 'u-${order}', '${outcome}', 600, false, '${JSON.stringify(reasons)}'::jsonb, 'v1', 'engine', ${at(day)});`);
  }
  await t.database.transaction((s) => s.exec(statements.join('\n')));
}
