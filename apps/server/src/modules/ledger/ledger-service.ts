import { randomUUID } from 'node:crypto';
import type { Currency } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { entryProblems, reversingEntries, type LedgerAccount, type LedgerEntryInput } from './ledger-fns.ts';
import * as repo from './ledger-repository.ts';

export { LEDGER_ACCOUNTS, creditApplicationEntries, creditRefundEntries, disbursementEntries, extensionFeeEntries, entryProblems, paymentEntries, payoffSettlementEntries, penaltyEntries, suspenseMatchEntries, writeOffEntries, type DisbursementFigures, type PaymentSplit, type LedgerAccount, type LedgerEntryInput } from './ledger-fns.ts';

export interface LedgerDeps {
  db: Db;
  now: Clock;
}

export interface PostRequest {
  kind: string;
  orderId: string | null;
  /** Idempotency key: what happened, once (e.g. `disbursement:<attempt id>`). */
  key: string;
  currency: Currency;
  entries: LedgerEntryInput[];
}

export interface PostedTransaction {
  id: string;
  /** False when the key had been posted before: nothing was written this time. */
  isNew: boolean;
}

export type LedgerService = ReturnType<typeof createLedgerService>;

/** Balances per account, as numbers of minor units (debit positive). */
export type Balances = Partial<Record<LedgerAccount, number>>;

/**
 * The double-entry ledger (ADR 018): append-only, every transaction balances, posting is
 * idempotent by key, and balances are derived. Callers pass their own transaction so the
 * money movement and the state change that caused it commit together.
 */
export function createLedgerService(deps: LedgerDeps) {
  const { db, now } = deps;

  async function post(tx: Executor, request: PostRequest, reversesId: string | null = null): Promise<PostedTransaction> {
    // An unbalanced set is a bug in the caller, never an expected outcome.
    const problem = entryProblems(request.entries);
    if (problem) throw new Error(`ledger.post ${request.kind}: ${problem}`);
    const id = randomUUID();
    const inserted = await repo.insertTransaction(tx, {
      id, kind: request.kind, orderId: request.orderId, idempotencyKey: request.key, currency: request.currency, createdAt: now(), reversesId,
    });
    if (!inserted) {
      const existing = await repo.findTransactionByKey(tx, request.key);
      if (!existing) throw new Error(`ledger.post: key ${request.key} conflicted but is not there`);
      return { id: existing.id, isNew: false };
    }
    await repo.insertEntries(tx, request.entries.map((e) => ({ transactionId: id, account: e.account, amount: e.amount, currency: request.currency })));
    return { id, isNew: true };
  }

  return {
    post: (tx: Executor, request: PostRequest) => post(tx, request),

    /**
     * Many postings in one go, in the caller's transaction (the daily servicing run, ADR 036):
     * each checked as `post` checks one, idempotent by key, written with two statements
     * whatever their number. Returns how many were new.
     */
    async postMany(tx: Executor, requests: readonly PostRequest[]): Promise<number> {
      const transactions = requests.map((request) => {
        const problem = entryProblems(request.entries);
        if (problem) throw new Error(`ledger.postMany ${request.kind}: ${problem}`);
        return { id: randomUUID(), kind: request.kind, orderId: request.orderId, idempotencyKey: request.key, currency: request.currency };
      });
      const entries = requests.flatMap((request, i) =>
        request.entries.map((e) => ({ transactionId: transactions[i]!.id, account: e.account, amount: e.amount, currency: request.currency })),
      );
      return repo.insertTransactionsBatch(tx, transactions, entries, now());
    },

    /** Posts the exact opposite of a transaction, once (by `key` and by the reversed id). */
    async reverse(tx: Executor, transactionId: string, key: string): Promise<PostedTransaction> {
      const original = await repo.findTransaction(tx, transactionId);
      if (!original) throw new Error(`ledger.reverse: no transaction ${transactionId}`);
      const entries = (await repo.findEntries(tx, transactionId)).map((e) => ({ account: e.account as LedgerAccount, amount: e.amount }));
      // reverses_id is unique: a second reversal under another key fails loudly (a bug).
      return post(tx, { kind: 'reversal', orderId: original.orderId, key, currency: original.currency, entries: reversingEntries(entries) }, transactionId);
    },

    findByKey: (key: string, executor: Executor = db) => repo.findTransactionByKey(executor, key),

    async balances(filter: { orderId: string } | { account: LedgerAccount }, executor: Executor = db): Promise<Balances> {
      const rows = await repo.sumByAccount(executor, filter);
      return Object.fromEntries(rows.map((r) => [r.account, Number(r.balance)])) as Balances;
    },

    async transactionsOf(orderId: string, executor: Executor = db) {
      const transactions = await repo.findTransactions(executor, orderId);
      return Promise.all(transactions.map(async (t) => ({ ...t, entries: await repo.findEntries(executor, t.id) })));
    },
  };
}

