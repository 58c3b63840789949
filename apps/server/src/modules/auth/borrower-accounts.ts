import { normalizePhone, type MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import { attributionOfUser } from './attribution-repository.ts';
import { codeRequestsTo } from './otp-repository.ts';
import { findUserById, findUsersByPhone, type UserRow } from './user-repository.ts';

/** A borrower's account as staff read it (ADR 081): the phone as stored; the borrowers module masks it. */
export interface BorrowerAccount {
  userId: string;
  phone: string;
  market: string;
  registeredAt: Date;
  closedAt: Date | null;
}

const accountOf = (row: UserRow): BorrowerAccount => ({ userId: row.id, phone: row.phone, market: row.market, registeredAt: row.createdAt, closedAt: row.deletedAt });

/** The auth module's reads for staff's borrower view (issue 22, ADR 081): accounts, code sends, attribution. */
export function createBorrowerAccounts(deps: { db: Db; market: MarketId }) {
  const { db, market } = deps;
  return {
    /** The accounts of a full phone number (open and closed); none when it is no number of this market. */
    async accountsByPhone(mobile: string): Promise<BorrowerAccount[]> {
      const phone = normalizePhone(mobile, market);
      return phone === null ? [] : (await findUsersByPhone(db, phone)).map(accountOf);
    },

    async accountById(userId: string): Promise<BorrowerAccount | null> {
      const row = await findUserById(db, userId);
      return row ? accountOf(row) : null;
    },

    /** When codes were sent to this number and for what (the texts are never kept). */
    codeSendsTo: (phone: string, limit: number, beforeId?: number) => codeRequestsTo(db, phone, limit, beforeId),

    attributionOf: async (userId: string) => (await attributionOfUser(db, userId)) ?? null,
  };
}
