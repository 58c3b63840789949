import { bankAccountSchema, errorMessage, isValidNuban, nigerianBankByCode, nigerianBanks, type Language, type MarketId, type StepResponse } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { PayoutProvider } from '../../providers/payout/types.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import { maskedAccount } from './bank-fns.ts';
import { findBankAccount, saveBankAccount } from './bank-account-repository.ts';

/** What banking needs of the application module: its current order and its bank-card step. */
export interface BankCardStep {
  currentOrder(userId: string): Promise<StepResponse | null>;
  withBankCardStep(userId: string, save: (tx: Executor) => Promise<void>): Promise<Outcome<StepResponse>>;
}

export interface BankingDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  payout: PayoutProvider;
  application: BankCardStep;
  /** The auth module's check of the one-time code of purpose `bankCard`. */
  verifyBankCardCode(userId: string, code: string): Promise<Outcome<null>>;
}

export type BankingService = ReturnType<typeof createBankingService>;

const DRAFTS_BEFORE_BANK_CARD = [6, 11, 12, 17];

const fieldError = (field: string, key: string, lang: Language) =>
  fail('VALIDATION_FAILED', { fields: [{ field, message: errorMessage(key, lang) }] });

export function createBankingService(deps: BankingDeps) {
  const { db, now, market, payout } = deps;
  const banks = { banks: market === 'NG' ? nigerianBanks().map((b) => ({ code: b.paystackCode, name: b.name, slug: b.slug })) : [] };

  async function resolveName(bankCode: string, accountNumber: string, lang: Language): Promise<Outcome<string>> {
    const bank = nigerianBankByCode(bankCode);
    if (!bank) return fieldError('bankCode', 'error.application.bankCode.unknown', lang);
    if (bank.cbnCode && !isValidNuban(bank.cbnCode, accountNumber)) return fieldError('accountNumber', 'error.application.accountNumber.invalid', lang);
    const resolved = await payout.resolveAccount({ bankCode, accountNumber });
    if (resolved.ok) return ok(resolved.accountName);
    return fail(resolved.reason === 'not_found' ? 'BANK_ACCOUNT_NOT_FOUND' : 'PAYOUT_UNAVAILABLE');
  }

  /** The bank-card step must be the one due; checked before a code is used up. */
  async function bankCardStepOpen(userId: string): Promise<Outcome<null>> {
    const order = await deps.application.currentOrder(userId);
    if (!order) return fail('NO_OPEN_ORDER');
    if (DRAFTS_BEFORE_BANK_CARD.includes(order.status)) return fail('STEP_OUT_OF_ORDER');
    return order.status === 5 ? ok(null) : fail('ORDER_SUBMITTED');
  }

  return {
    bankList: async () => ok(banks),

    async verifyBankCard(bankCode: string, accountNumber: string, lang: Language): Promise<Outcome<{ accountName: string }>> {
      const name = await resolveName(bankCode, accountNumber, lang);
      return name.ok ? ok({ accountName: name.value }) : name;
    },

    async addBankCard(userId: string, input: { verifyCode: string } & Record<string, unknown>, lang: Language): Promise<Outcome<StepResponse>> {
      const valid = validateForm(bankAccountSchema(market), input, lang);
      if (!valid.ok) return valid;
      const open = await bankCardStepOpen(userId);
      if (!open.ok) return open;
      const account = valid.value;
      let accountName: string;
      if ('bvn' in account) {
        // The provider's name is the authority, whatever the form posted.
        const name = await resolveName(account.bankCode, account.accountNumber, lang);
        if (!name.ok) return name;
        accountName = name.value;
      } else accountName = account.holderName;
      const code = await deps.verifyBankCardCode(userId, input.verifyCode);
      if (!code.ok) return code;
      const at = now();
      return deps.application.withBankCardStep(userId, (tx) =>
        saveBankAccount(tx, {
          userId, market, accountName, verifiedAt: at, updatedAt: at,
          bankCode: 'bvn' in account ? account.bankCode : account.cardType,
          accountNumber: account.accountNumber,
          bvn: 'bvn' in account ? account.bvn : null,
          curp: 'curp' in account ? account.curp : null,
        }),
      );
    },

    /** The stored account, masked; null when none. */
    async maskedAccount(userId: string): Promise<Record<string, unknown> | null> {
      const row = await findBankAccount(db, userId);
      return row ? maskedAccount(row, nigerianBankByCode(row.bankCode)?.name ?? null) : null;
    },
  };
}
