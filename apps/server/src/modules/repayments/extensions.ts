import { randomBytes, randomUUID } from 'node:crypto';
import {
  EXTENSION_REFUSALS, LENDERS, isRepayChannel, marketDate, REPAY_CHANNELS, renewalAgreement, servicingTermsOf,
  type ConfirmExtensionRequest, type ConfirmExtensionResponse, type ExtensionDataResponse, type ExtensionOrder, type ExtensionQuote, type ExtensionStatusResponse,
  type Language, type RepaymentAccountResponse, type VerifyCheckoutResponse,
} from '@lendline/domain';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { RepayableLoan } from '../loans/loans-service.ts';
import { awaitingExtension, findExtension, insertExtension, insertExtensionReference, latestExtension, markExpired, type ExtensionRow } from './extension-repository.ts';
import { quoteFor } from './extension-fee.ts';
import { owedNow } from './owed.ts';
import { insertReference, updateCashReference } from './reference-repository.ts';
import type { AccountChannel } from './repayment-channels.ts';
import { CASH_REFERENCE_HOURS } from './repayment-channels.ts';
import type { RepaymentsDeps } from './repayments-service.ts';

/** An extension order not paid within the time a cash reference lives expires: the borrower confirms again. */
export const EXTENSION_ORDER_HOURS = CASH_REFERENCE_HOURS;

/** What the rollover calls need of the channels: the borrower's account, and verifying a checkout they came back from. */
export interface ExtensionChannels {
  account(userId: string, channel: AccountChannel): Promise<Outcome<RepaymentAccountResponse>>;
  verifyCheckout(userId: string, reference: string): Promise<Outcome<VerifyCheckoutResponse>>;
}

type ExtensionsDeps = Pick<RepaymentsDeps, 'db' | 'now' | 'log' | 'loans' | 'channels' | 'providers' | 'providerOf' | 'contactOf' | 'borrowerName' | 'publicUrl' | 'sandbox'>;

export type Extensions = ReturnType<typeof createExtensions>;

/**
 * The borrower's rollover calls (issue 11, ADR 037): the quote, the confirmation that makes an
 * extension order awaiting its fee (one per loan however often it is confirmed), and its
 * state. The rollover itself is applied by the payment of the fee (extension-fee.ts).
 */
export function createExtensions(deps: ExtensionsDeps, channels: ExtensionChannels) {
  // A USSD code pays a loan, not a rollover's fee (ADR 104): the quote never offers what confirming refuses.
  const feeChannels = deps.channels.filter((c) => REPAY_CHANNELS[c].kind !== 'ussd');
  const { db, now, loans } = deps;

  /** An order's state as of now: one awaiting payment past its expiry reads as expired. */
  function view(row: ExtensionRow, orderNo: string): ExtensionOrder {
    const expired = row.state === 'awaiting_payment' && row.expiresAt.getTime() <= now().getTime();
    return {
      extensionNo: row.id, orderNo, state: expired ? 'expired' : row.state, currency: row.currency, days: row.days,
      fee: row.fee, feeTax: row.feeTax, total: row.fee + row.feeTax, currentDueDate: row.currentDueDate,
      newDueDate: row.appliedDueDate ?? row.newDueDate, expiresAt: row.expiresAt.toISOString(), appliedAt: row.appliedAt?.toISOString() ?? null,
    };
  }

  async function agreementOf(loan: RepayableLoan, figures: ExtensionOrder | null, quote: ExtensionQuote, lang: Language) {
    const dueDate = figures?.currentDueDate ?? quote.currentDueDate;
    const newDueDate = figures?.newDueDate ?? quote.newDueDate;
    if (!loan.pricing || !dueDate || !newDueDate || (!figures && !quote.allowed)) return null;
    // The borrower as the loan agreement names them (issue 19): one person, one name in both.
    const borrowerName = (await deps.borrowerName(loan.userId)) ?? '';
    const pending = figures ? await findExtension(db, figures.extensionNo) : undefined;
    return renewalAgreement({
      lang, orderNo: loan.orderNo, borrowerName, lenderName: LENDERS[loan.market],
      currency: loan.currency, principalOwed: pending?.principalOwed ?? quote.principalOwed, feePpm: servicingTermsOf(loan.pricing.terms).extensionFeePpm,
      fee: figures?.fee ?? quote.fee, feeTax: figures?.feeTax ?? quote.feeTax, total: figures?.total ?? quote.total, days: figures?.days ?? quote.days,
      currentDueDate: dueDate, newDueDate, number: Math.min(quote.used + 1, quote.max), max: quote.max,
      dateSigned: pending ? marketDate(pending.createdAt, loan.market) : null,
    });
  }

  /** A checkout or cash reference for the fee, recorded (with its purpose) before the vendor hears of it. */
  async function feeReference(userId: string, loan: RepayableLoan, extension: ExtensionRow, channel: 'checkout' | 'cash', channelId: string, origin: string): Promise<Outcome<ConfirmExtensionResponse['payment']>> {
    if (!isRepayChannel(channelId) || !deps.channels.includes(channelId)) return fail('CHANNEL_NOT_OFFERED');
    const name = deps.providerOf(channelId);
    const provider = deps.providers.get(name);
    const contact = await deps.contactOf(userId);
    if (!provider || !contact) return fail('CHANNEL_NOT_OFFERED');
    const reference = `LL${randomBytes(12).toString('hex').toUpperCase()}`;
    const amount = extension.fee + extension.feeTax;
    const common = { reference, provider: name, channel: channelId, userId, orderId: loan.orderId, amount, currency: loan.currency, createdAt: now() };
    if (channel === 'checkout') {
      if (!provider.startCheckout) return fail('CHANNEL_NOT_OFFERED');
      await insertReference(db, { ...common, kind: 'checkout' });
      await insertExtensionReference(db, reference, extension.id);
      // The web's confirm screen for the rollover, at the spec's route (its "exhibition" is our extension).
      const back = `/#/repay/confirm_exhibition?${new URLSearchParams({ orderNo: loan.orderNo, checkout: reference })}`;
      const started = await provider.startCheckout({ reference, amount, currency: loan.currency, email: contact.email, returnUrl: `${deps.publicUrl ?? origin}${back}` });
      if (!started.ok) return fail('COLLECTIONS_UNAVAILABLE');
      return ok({ kind: 'checkout', checkout: { url: started.value.url, reference, amount } });
    }
    if (!provider.createCashReference) return fail('CHANNEL_NOT_OFFERED');
    const expiresAt = new Date(Math.min(now().getTime() + CASH_REFERENCE_HOURS * 3_600_000, extension.expiresAt.getTime()));
    await insertReference(db, { ...common, kind: 'cash', expiresAt });
    await insertExtensionReference(db, reference, extension.id);
    const made = await provider.createCashReference({ reference, amount, currency: loan.currency, name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email, phone: contact.phone, expiresAt: expiresAt.toISOString() });
    if (!made.ok) return fail('COLLECTIONS_UNAVAILABLE');
    await updateCashReference(db, reference, made.value);
    return ok({ kind: 'cash', cash: { reference: made.value.payableReference, barcodeUrl: made.value.barcodeUrl, amount, currency: loan.currency, expiresAt: made.value.expiresAt } });
  }

  return {
    /** `/repay/getExtensionData`: whether the loan can be rolled over now, what it costs, and the agreement to read. */
    async extensionData(userId: string, orderNo: string, lang: Language): Promise<Outcome<ExtensionDataResponse>> {
      const loan = await loans.ownLoanForRepayment(db, userId, orderNo);
      if (!loan) return fail('NOT_FOUND');
      const today = marketDate(now(), loan.market);
      const quote = await quoteFor(db, loan, today);
      const { outstanding } = await owedNow(db, loan, today);
      const awaiting = await awaitingExtension(db, loan.orderId);
      const pending = awaiting ? view(awaiting, loan.orderNo) : null;
      const refusal = quote ? quote.refusal : 'closed';
      return ok({
        orderNo: loan.orderNo, status: loan.status, currency: loan.currency,
        canExtend: refusal === null, reason: refusal === null ? null : EXTENSION_REFUSALS[refusal],
        days: quote?.days ?? 0, fee: quote?.fee ?? 0, feeTax: quote?.feeTax ?? 0, total: quote?.total ?? 0, principalOwed: quote?.principalOwed ?? 0, owed: outstanding,
        currentDueDate: quote?.currentDueDate ?? null, newDueDate: quote?.newDueDate ?? null, used: quote?.used ?? 0, max: quote?.max ?? 0,
        channels: feeChannels, sandbox: deps.sandbox !== null, pending,
        agreement: quote ? await agreementOf(loan, pending?.state === 'awaiting_payment' ? pending : null, quote, lang) : null,
      });
    },

    /**
     * `/repay/confirmExtensionOrder`: under the loan's lock, the order awaiting payment (the one
     * already confirmed, or a new one at today's quote), then how to pay it through `channel`.
     */
    async confirmExtension(userId: string, request: ConfirmExtensionRequest, origin: string): Promise<Outcome<ConfirmExtensionResponse>> {
      const confirmed = await db.transaction(async (tx): Promise<Outcome<{ loan: RepayableLoan; extension: ExtensionRow }>> => {
        const own = await loans.ownLoanForRepayment(tx, userId, request.orderNo);
        if (!own) return fail('NOT_FOUND');
        const loan = await loans.lockLoanForRepayment(tx, own.orderId);
        if (!loan) return fail('NOT_FOUND');
        const at = now();
        const quote = await quoteFor(tx, loan, marketDate(at, loan.market));
        if (!quote || quote.refusal || !quote.currentDueDate || !quote.newDueDate) return fail(EXTENSION_REFUSALS[quote?.refusal ?? 'closed']);
        const awaiting = await awaitingExtension(tx, loan.orderId);
        if (awaiting && awaiting.expiresAt.getTime() > at.getTime()) return ok({ loan, extension: awaiting });
        if (awaiting) await markExpired(tx, awaiting.id);
        const row = {
          id: randomUUID(), orderId: loan.orderId, userId, number: quote.used + 1, state: 'awaiting_payment' as const, days: quote.days,
          principalOwed: quote.principalOwed, fee: quote.fee, feeTax: quote.feeTax, currency: loan.currency,
          currentDueDate: quote.currentDueDate, newDueDate: quote.newDueDate, createdAt: at, expiresAt: new Date(at.getTime() + EXTENSION_ORDER_HOURS * 3_600_000),
        };
        // The loan's lock makes confirmations take turns; the unique index is the last word.
        if (!(await insertExtension(tx, row))) throw new Error(`confirmExtension: order ${loan.orderId} already awaits a rollover`);
        return ok({ loan, extension: { ...row, fromDate: null, appliedDueDate: null, paymentId: null, appliedAt: null } });
      });
      if (!confirmed.ok) return confirmed;
      const { loan, extension } = confirmed.value;
      const answer = (payment: ConfirmExtensionResponse['payment']) => ok({ order: view(extension, loan.orderNo), channels: feeChannels, payment });
      const channel = request.channel;
      if (!channel) return answer(null);
      if (!isRepayChannel(channel) || !deps.channels.includes(channel)) return fail('CHANNEL_NOT_OFFERED');
      const kind = REPAY_CHANNELS[channel].kind;
      if (kind === 'account') {
        const account = await channels.account(userId, channel as AccountChannel);
        return account.ok ? answer({ kind: 'account', account: account.value }) : account;
      }
      // A USSD code pays a loan, not a rollover's fee: the fee has its own reference to match (ADR 104).
      if (kind === 'ussd') return fail('CHANNEL_NOT_OFFERED');
      const made = await feeReference(userId, loan, extension, kind, channel, origin);
      return made.ok ? answer(made.value) : made;
    },

    /** `/repay/updateExtensionOrderStatus`: the loan's latest extension order; a fee checkout the borrower came back from is verified first. */
    async extensionStatus(userId: string, request: { orderNo: string; reference?: string | undefined }): Promise<Outcome<ExtensionStatusResponse>> {
      const own = await loans.ownLoanForRepayment(db, userId, request.orderNo);
      if (!own) return fail('NOT_FOUND');
      if (request.reference) {
        const verified = await channels.verifyCheckout(userId, request.reference);
        if (!verified.ok) return verified;
      }
      const loan = (await loans.ownLoanForRepayment(db, userId, request.orderNo)) ?? own;
      const latest = await latestExtension(db, loan.orderId);
      const quote = await quoteFor(db, loan, marketDate(now(), loan.market));
      return ok({ order: latest ? view(latest, loan.orderNo) : null, nextDueDate: quote?.currentDueDate ?? null, status: loan.status });
    },
  };
}
