import type { ExtensionQuote } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import type { RepayableLoan } from '../loans/loans-service.ts';
import { quoteFor } from './extension-fee.ts';
import { owedNow } from './owed.ts';

/** What an overdue loan owes now, by charge, and what rolling it over would cost today. */
export interface CollectionFigures {
  owed: { principal: number; interest: number; penalty: number; total: number; dueNow: number };
  /** The borrower's own rollover quote (ADR 037); null when the loan has no pricing to quote from. */
  quote: ExtensionQuote | null;
}

/**
 * The repayments module's figures for the collections desk (issue 22, ADR 087): the same reads
 * the borrower's repayment detail and rollover screen use (`owedNow`, `quoteFor`), so a
 * collector never quotes a figure the app does not show. Interest includes its tax.
 */
export async function collectionFigures(executor: Executor, loan: RepayableLoan, today: string): Promise<CollectionFigures> {
  const owed = await owedNow(executor, loan, today);
  const sum = (pick: (o: (typeof owed.balances)[number]['outstanding']) => number) => owed.balances.reduce((total, b) => total + pick(b.outstanding), 0);
  return {
    owed: {
      principal: sum((o) => o.principal),
      interest: sum((o) => o.interest + o.interest_tax),
      penalty: sum((o) => o.penalty),
      total: owed.outstanding,
      dueNow: owed.dueNow,
    },
    quote: await quoteFor(executor, loan, today),
  };
}
