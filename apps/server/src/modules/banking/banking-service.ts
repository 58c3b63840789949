import { bankAccountSchema, isStatusIn, isValidNuban, nigerianBankByCode, nigerianBanks, OrderStatus, STATUS_GROUPS, type MarketId, type OrderStatusCode, type StepResponse } from '@lendline/domain';
import type { PersonalIdentity } from '../application/profile-service.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { PayoutProvider } from '../../providers/payout/types.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import { accountHolderProblem, maskedAccount } from './bank-fns.ts';
import { deleteBankAccount, findBankAccount, saveBankAccount, type BankAccountRow } from './bank-account-repository.ts';

/** What banking needs of the application module: its current order and its bank-card step. */
export interface BankCardStep {
  currentOrder(userId: string): Promise<StepResponse | null>;
  withBankCardStep(userId: string, save: (tx: Executor) => Promise<void>): Promise<Outcome<StepResponse>>;
  /** The borrower's latest order, open or not (for the payout-account lock). */
  latest(userId: string): Promise<Outcome<{ order: { orderNo: string; status: OrderStatusCode } | null }>>;
  /** The personal step's names and CURP: the payout account must be the borrower's own (ADR 029). */
  personalOf(userId: string): Promise<PersonalIdentity | null>;
}

export interface BankingDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  payout: PayoutProvider;
  application: BankCardStep;
  /** The auth module's check of the one-time code of purpose `bankCard`; `useUp` in the saving transaction (false: used meanwhile). */
  checkBankCardCode(userId: string, code: string): Promise<Outcome<{ useUp(tx: Executor): Promise<boolean> }>>;
}

/** A checked account, and the borrower's code to use up where it is saved (null: staff gave it, no code). */
interface ConfirmedAccount {
  row: BankAccountRow;
  code: { useUp(tx: Executor): Promise<boolean> } | null;
}

/** Thrown inside the saving transaction when the code was used by a simultaneous request: nothing is saved. */
class CodeUsedMeanwhile extends Error {}

async function useUpIn(tx: Executor, code: ConfirmedAccount['code']): Promise<void> {
  if (code && !(await code.useUp(tx))) throw new CodeUsedMeanwhile('bank-card code used meanwhile');
}

/** The saving transaction's answer, or CODE_INVALID when a simultaneous request used the code first. */
async function savedOnce<T>(save: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof CodeUsedMeanwhile) return fail('CODE_INVALID');
    throw error;
  }
}

export type BankingService = ReturnType<typeof createBankingService>;

/**
 * Anything open but a failed payout may be paying out to the stored account, so it is locked;
 * PayoutFailed is the one open status in which the payout account may change (ADR 017).
 */
const accountLocked = (status: number) => isStatusIn(STATUS_GROUPS.open, status) && status !== OrderStatus.PayoutFailed;

export function createBankingService(deps: BankingDeps) {
  const { db, now, market, payout } = deps;
  const banks = { banks: market === 'NG' ? nigerianBanks().map((b) => ({ code: b.paystackCode, name: b.name, slug: b.slug })) : [] };

  async function resolveName(bankCode: string, accountNumber: string): Promise<Outcome<string>> {
    const bank = nigerianBankByCode(bankCode);
    if (!bank) return fieldProblem('bankCode', 'error.application.bankCode.unknown');
    // Ten digits that fail this bank's NUBAN check: a typo, or a number of another bank.
    if (bank.cbnCode && !isValidNuban(bank.cbnCode, accountNumber)) return fieldProblem('accountNumber', 'error.application.accountNumber.bankMismatch');
    const resolved = await payout.resolveAccount({ bankCode, accountNumber });
    if (resolved.ok) return ok(resolved.accountName);
    return fail(resolved.reason === 'not_found' ? 'BANK_ACCOUNT_NOT_FOUND' : 'PAYOUT_UNAVAILABLE');
  }

  /** The bank-card step must be the one due; checked before a code is used up. */
  async function bankCardStepOpen(userId: string): Promise<Outcome<null>> {
    const order = await deps.application.currentOrder(userId);
    if (!order) return fail('NO_OPEN_ORDER');
    if (order.status === OrderStatus.BankAccount) return ok(null);
    return isStatusIn(STATUS_GROUPS.draftSteps, order.status) ? fail('STEP_OUT_OF_ORDER') : fail('ORDER_SUBMITTED');
  }

  /**
   * The row to store for a valid form: the provider's account name (the authority, whatever
   * the form posted) in Nigeria, the holder's name in Mexico, either of them the borrower's own
   * (ADR 029); then the bank-card code is checked, so a refused account costs no new code. The
   * code is used up only in the transaction that saves the row: a save that fails (the database
   * restarting, found by the issue 23 fault run) leaves it valid for the borrower's retry.
   */
  async function confirmedAccount(
    userId: string,
    account: ReturnType<ReturnType<typeof bankAccountSchema>['parse']>,
    verifyCode: string | null,
  ): Promise<Outcome<ConfirmedAccount>> {
    let accountName: string;
    if ('bvn' in account) {
      const name = await resolveName(account.bankCode, account.accountNumber);
      if (!name.ok) return name;
      accountName = name.value;
    } else accountName = account.holderName;
    const holder = accountHolderProblem('curp' in account ? account.curp : null, accountName, await deps.application.personalOf(userId));
    if (holder) return fieldProblem(holder.field, holder.key);
    // Staff (a four-eyes resend, ADR 080) give no code: two people checked the account instead.
    const code = verifyCode === null ? null : await deps.checkBankCardCode(userId, verifyCode);
    if (code && !code.ok) return code;
    const at = now();
    const row: BankAccountRow = {
      userId, market, accountName, verifiedAt: at, updatedAt: at,
      bankCode: 'bvn' in account ? account.bankCode : account.cardType,
      accountNumber: account.accountNumber,
      bvn: 'bvn' in account ? account.bvn : null,
      curp: 'curp' in account ? account.curp : null,
    };
    return ok({ row, code: code?.value ?? null });
  }

  return {
    bankList: async () => ok(banks),

    async verifyBankCard(bankCode: string, accountNumber: string): Promise<Outcome<{ accountName: string }>> {
      const name = await resolveName(bankCode, accountNumber);
      return name.ok ? ok({ accountName: name.value }) : name;
    },

    async addBankCard(userId: string, input: { verifyCode: string } & Record<string, unknown>): Promise<Outcome<StepResponse>> {
      const valid = validateForm(bankAccountSchema(market), input);
      if (!valid.ok) return valid;
      const open = await bankCardStepOpen(userId);
      if (!open.ok) return open;
      const confirmed = await confirmedAccount(userId, valid.value, input.verifyCode);
      if (!confirmed.ok) return confirmed;
      const { row, code } = confirmed.value;
      return savedOnce(() => deps.application.withBankCardStep(userId, async (tx) => {
        await useUpIn(tx, code);
        await saveBankAccount(tx, row);
      }));
    },

    /**
     * `/user/update-bankCard`: a new payout account after a failed payout (status 10), or
     * when no application is under way. Anything else under way may be paying out to the
     * stored account, so it is locked. Same form and code as addBankCard.
     */
    async updateBankCard(userId: string, input: { verifyCode: string } & Record<string, unknown>): Promise<Outcome<StepResponse>> {
      const valid = validateForm(bankAccountSchema(market), input);
      if (!valid.ok) return valid;
      const latest = await deps.application.latest(userId);
      const order = latest.ok ? latest.value.order : null;
      if (!order) return fail('NO_OPEN_ORDER');
      if (accountLocked(order.status)) return fail('BANK_ACCOUNT_LOCKED');
      const confirmed = await confirmedAccount(userId, valid.value, input.verifyCode);
      if (!confirmed.ok) return confirmed;
      const { row, code } = confirmed.value;
      return savedOnce(() => db.transaction(async (tx) => {
        await useUpIn(tx, code);
        await saveBankAccount(tx, row);
        return ok({ orderNo: order.orderNo, status: order.status });
      }));
    },

    /**
     * A new payout account staff give for a borrower (the four-eyes resendPayout, ADR 080): the
     * borrower's own form of the market, resolved and checked as theirs as the borrower's is,
     * without the borrower's one-time code. Answers the row to store, and it masked; stores nothing.
     */
    async checkStaffAccount(userId: string, input: unknown): Promise<Outcome<{ row: BankAccountRow; masked: Record<string, unknown> }>> {
      const valid = validateForm(bankAccountSchema(market), input ?? {});
      if (!valid.ok) return valid;
      const confirmed = await confirmedAccount(userId, valid.value, null);
      if (!confirmed.ok) return confirmed;
      const { row } = confirmed.value;
      return ok({ row, masked: maskedAccount(row, nigerianBankByCode(row.bankCode)?.name ?? null) });
    },

    /** Stores a checked account in the caller's transaction (the resend that will pay to it). */
    saveAccountIn: (tx: Executor, row: BankAccountRow) => saveBankAccount(tx, row),

    /** The full payout account, for the payments module only: never answered to a client or logged. */
    async payoutAccount(userId: string): Promise<{ bankCode: string; accountNumber: string; accountName: string; curp?: string } | null> {
      const row = await findBankAccount(db, userId);
      if (!row) return null;
      const account = { bankCode: row.bankCode, accountNumber: row.accountNumber, accountName: row.accountName };
      return row.curp ? { ...account, curp: row.curp } : account;
    },

    /**
     * The identifiers the credit decision checks (underwriting only; hashed there, never
     * answered or logged): bank, account number, BVN (NG) or CURP (MX), and whether it was verified.
     */
    async identifiersFor(userId: string): Promise<{ bankCode: string; accountNumber: string; bvn: string | null; curp: string | null; verified: boolean } | null> {
      const row = await findBankAccount(db, userId);
      if (!row) return null;
      return { bankCode: row.bankCode, accountNumber: row.accountNumber, bvn: row.bvn, curp: row.curp, verified: row.verifiedAt !== null };
    },

    /** Retention (ADR 020): deletes the borrower's payout account. Idempotent. */
    async eraseAccount(userId: string): Promise<void> {
      await deleteBankAccount(db, userId);
    },

    /** The stored account, masked; null when none. */
    async maskedAccount(userId: string): Promise<Record<string, unknown> | null> {
      const row = await findBankAccount(db, userId);
      return row ? maskedAccount(row, nigerianBankByCode(row.bankCode)?.name ?? null) : null;
    },
  };
}
