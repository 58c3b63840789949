import { createHmac, randomBytes } from 'node:crypto';
import {
  checkRepaymentAmount, currencyOf, formatMoney, isStatusIn, marketDate, REPAY_CHANNELS, REPAYMENT_AMOUNT_RULES, repaymentFigures, STATUS_GROUPS,
  type CashReferenceResponse, type CheckoutResponse, type Language, type RepayAmountRequest, type RepayChannelId,
  type RepaymentAccountResponse, type UssdChargeRequest, type UssdChargeResponse, type VerifyCheckoutResponse,
} from '@lendline/domain';
import type { CollectionsProvider, ReceivedPayment } from '../../providers/collections/types.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { findAccountOfUser, insertAccount } from './account-repository.ts';
import { owedNow } from './owed.ts';
import { paymentOfTarget } from './payment-repository.ts';
import {
  claimSandboxPayment, customerSerialOf, findReference, findReferenceByPayable, insertReference, releaseSandboxPayment, updateCashReference, updateUssdCode,
} from './reference-repository.ts';
import type { Receipt, RepaymentsDeps } from './repayments-service.ts';

/** How long an OXXO reference can be paid: three days, as long as a borrower needs to reach a store. */
export const CASH_REFERENCE_HOURS = 72;

type ChannelOf<K extends string> = { [C in RepayChannelId]: (typeof REPAY_CHANNELS)[C]['kind'] extends K ? C : never }[RepayChannelId];
export type AccountChannel = ChannelOf<'account'>;
export type CheckoutChannel = ChannelOf<'checkout'>;

/** Where a checkout sends the payer back: the request's origin (unless PUBLIC_URL) and a path of ours. */
export interface ReturnTo {
  origin: string;
  path(orderNo: string, reference: string): string;
}

/** The signed-in borrower's cashier (the app routes by the URL's hash), which verifies the checkout on arrival. */
export const cashierReturn = (origin: string): ReturnTo => ({
  origin,
  path: (orderNo, reference) => `/#/repay/cashier?${new URLSearchParams({ orderNo, checkout: reference })}`,
});

/** Ours, unique, within every vendor's limits (Paystack and Monnify take 30 of [A-Za-z0-9-]). */
const newReference = () => `LL${randomBytes(12).toString('hex').toUpperCase()}`;

/**
 * A USSD charge's reference: 18 digits (Paystack takes alphanumerics; digits keep the sandbox's
 * dial string dialable), the same for the same borrower, attempt, bank and amount, so a retry
 * sends Paystack the reference it already has and can never make a second charge (ADR 104);
 * derived with the fingerprint key, which a SECRET_KEY rotation leaves as it was.
 */
function ussdReference(fingerprintKey: string, userId: string, request: { attempt: string; bank: string }, amount: number): string {
  const digest = createHmac('sha256', fingerprintKey).update(`ussd:${userId}:${request.attempt}:${request.bank}:${amount}`).digest('hex');
  return `8${BigInt(`0x${digest.slice(0, 15)}`).toString().padStart(17, '0').slice(-17)}`;
}

/**
 * The market's ways to repay (issue 10, ADR 034): a borrower's own account at a vendor, a
 * hosted checkout for one amount, and a cash reference. Every reference is recorded before
 * the vendor hears of it, so a payment can never arrive for a reference we do not know.
 */
export type RepaymentChannels = ReturnType<typeof createRepaymentChannels>;

export function createRepaymentChannels(deps: RepaymentsDeps, receivePayment: (provider: string, payment: ReceivedPayment) => Promise<Receipt>) {
  const { db, now, loans } = deps;

  function providerFor(channel: RepayChannelId): Outcome<{ name: string; provider: CollectionsProvider }> {
    if (!deps.channels.includes(channel)) return fail('CHANNEL_NOT_OFFERED');
    const name = deps.providerOf(channel);
    const provider = deps.providers.get(name);
    return provider ? ok({ name, provider }) : fail('CHANNEL_NOT_OFFERED');
  }

  /** The order to pay and the typed amount, checked as the borrower's screen checks it. */
  async function payableAmount(userId: string, request: RepayAmountRequest, lang: Language) {
    const loan = await loans.ownLoanForRepayment(db, userId, request.orderNo);
    if (!loan) return fail('NOT_FOUND');
    if (!isStatusIn(STATUS_GROUPS.repayable, loan.status)) return fail('NOT_REPAYABLE');
    // The figures the borrower's screen showed (ADR 051): each accepted as typed; anything else by the market's rule, up to what is owed.
    const owed = await owedNow(db, loan, marketDate(now(), loan.market));
    const figures = repaymentFigures({ dueNow: owed.dueNow, payoffNow: owed.payoff, outstanding: owed.outstanding, currency: loan.currency });
    const checked = checkRepaymentAmount(request.amount, REPAYMENT_AMOUNT_RULES[loan.market], figures);
    if (!checked.ok) {
      const params = Object.fromEntries(Object.entries(checked.params).map(([name, minor]) => [name, formatMoney(minor, loan.currency, lang)]));
      return fail('VALIDATION_FAILED', { fields: [{ field: 'amount', key: checked.key, params }] });
    }
    return ok({ loan, amount: checked.amount });
  }

  /** What a checkout or a cash reference needs first: the channel's vendor, the checked amount, the payer, a new reference. */
  async function prepare(userId: string, channel: RepayChannelId, request: RepayAmountRequest, lang: Language) {
    const serving = providerFor(channel);
    if (!serving.ok) return serving;
    const payable = await payableAmount(userId, request, lang);
    if (!payable.ok) return payable;
    const contact = await deps.contactOf(userId);
    if (!contact) return fail('NOT_REPAYABLE');
    return ok({ ...serving.value, ...payable.value, contact, reference: newReference() });
  }

  /** The borrower's own account at a channel's vendor, issued once and kept. */
  async function account(userId: string, channel: AccountChannel): Promise<Outcome<RepaymentAccountResponse>> {
    const serving = providerFor(channel);
    if (!serving.ok) return serving;
    const { name, provider } = serving.value;
    const view = (row: { accountNumber: string; bankName: string; accountName: string }) => ({ provider: name, accountNumber: row.accountNumber, bankName: row.bankName, accountName: row.accountName });
    const kept = await findAccountOfUser(db, userId, name);
    if (kept) return ok(view(kept));
    if (!provider.assignAccount) return fail('NOT_REPAYABLE');
    // Independent reads at once; a serial kept for a borrower refused below costs nothing.
    const [contact, serial] = await Promise.all([deps.contactOf(userId), customerSerialOf(db, userId)]);
    if (!contact) return fail('NOT_REPAYABLE');
    const customerReference = String(serial);
    // A vendor whose payments name the account by our reference (Flutterwave's tx_ref) finds the borrower through it.
    await insertReference(db, { reference: `${name}:${customerReference}`, provider: name, kind: 'account', channel, userId, currency: currencyOf(deps.market), createdAt: now() });
    const issued = await provider.assignAccount({ customerReference, ...contact });
    if (!issued.ok) {
      deps.log.warn({ provider: name, reason: issued.reason }, 'repayment account not issued');
      return fail('COLLECTIONS_UNAVAILABLE');
    }
    await insertAccount(db, { userId, provider: name, ...issued.value, currency: currencyOf(deps.market), createdAt: now() });
    // A racing request may have kept another: the stored one is the borrower's.
    const stored = await findAccountOfUser(db, userId, name);
    return ok(view(stored ?? issued.value));
  }

  return {
    account,

    /** A hosted checkout for a typed amount; the vendor sends the borrower back to the cashier. */
    async checkout(userId: string, channel: CheckoutChannel, request: RepayAmountRequest, back: ReturnTo, lang: Language): Promise<Outcome<CheckoutResponse>> {
      const ready = await prepare(userId, channel, request, lang);
      if (!ready.ok) return ready;
      const { name, provider, loan, amount, contact, reference } = ready.value;
      if (!provider.startCheckout) return fail('NOT_REPAYABLE');
      await insertReference(db, { reference, provider: name, kind: 'checkout', channel, userId, orderId: loan.orderId, amount, currency: loan.currency, createdAt: now() });
      const returnUrl = `${deps.publicUrl ?? back.origin}${back.path(loan.orderNo, reference)}`;
      const started = await provider.startCheckout({ reference, amount, currency: loan.currency, email: contact.email, returnUrl });
      if (!started.ok) {
        deps.log.warn({ provider: name, reason: started.reason }, 'checkout not started');
        return fail('COLLECTIONS_UNAVAILABLE');
      }
      return ok({ url: started.value.url, reference, amount });
    },

    /**
     * A checkout the borrower came back from: paid when we hold its payment already, or when
     * the vendor confirms it now (then credited here, exactly once like any other way in).
     */
    async verifyCheckout(userId: string, reference: string): Promise<Outcome<VerifyCheckoutResponse>> {
      const row = await findReference(db, reference);
      if (!row || row.userId !== userId || row.kind !== 'checkout' || !row.orderId) return fail('NOT_FOUND');
      const loan = await loans.orderNoOf(db, row.orderId);
      const answer = (state: VerifyCheckoutResponse['state'], amount: number) => ok({ state, orderNo: loan ?? '', amount });
      const recorded = await paymentOfTarget(db, row.provider, reference);
      if (recorded) return answer('paid', recorded.amount);
      const provider = deps.providers.get(row.provider);
      if (!provider) return answer('pending', row.amount ?? 0);
      const confirmed = await provider.confirmPayment(reference);
      if (confirmed.state !== 'paid') return answer('pending', row.amount ?? 0);
      await receivePayment(row.provider, confirmed.payment);
      return answer('paid', confirmed.payment.amount);
    },

    /** `/repay/getOXXOReference`: a reference to pay a typed amount in cash before it expires. */
    async cashReference(userId: string, request: RepayAmountRequest, lang: Language): Promise<Outcome<CashReferenceResponse>> {
      const ready = await prepare(userId, 'oxxo', request, lang);
      if (!ready.ok) return ready;
      const { name, provider, loan, amount, contact, reference } = ready.value;
      if (!provider.createCashReference) return fail('NOT_REPAYABLE');
      const expiresAt = new Date(now().getTime() + CASH_REFERENCE_HOURS * 3_600_000);
      await insertReference(db, { reference, provider: name, kind: 'cash', channel: 'oxxo', userId, orderId: loan.orderId, amount, currency: loan.currency, expiresAt, createdAt: now() });
      const made = await provider.createCashReference({
        reference, amount, currency: loan.currency, name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email, phone: contact.phone, expiresAt: expiresAt.toISOString(),
      });
      if (!made.ok) {
        deps.log.warn({ provider: name, reason: made.reason }, 'cash reference not created');
        return fail('COLLECTIONS_UNAVAILABLE');
      }
      await updateCashReference(db, reference, made.value);
      return ok({ reference: made.value.payableReference, barcodeUrl: made.value.barcodeUrl, amount, currency: loan.currency, expiresAt: made.value.expiresAt });
    },

    /**
     * `/repay/paystack/ussd`: a code to dial at the borrower's bank for a typed amount (issue 24,
     * ADR 104). The reference is recorded before Paystack hears of it; asked again for the same
     * attempt, the kept code is answered without a call, and a try whose call failed is sent
     * again under the same reference, which Paystack charges once at most.
     */
    async ussdCharge(userId: string, request: UssdChargeRequest, lang: Language): Promise<Outcome<UssdChargeResponse>> {
      const serving = providerFor('paystack_ussd');
      if (!serving.ok) return serving;
      const { name, provider } = serving.value;
      const payable = await payableAmount(userId, request, lang);
      if (!payable.ok) return payable;
      const { loan, amount } = payable.value;
      const reference = ussdReference(deps.fingerprintKey, userId, request, amount);
      const answer = (ussdCode: string) => ok({ ussdCode, reference, bank: request.bank, amount, currency: loan.currency });
      const kept = await findReference(db, reference);
      if (kept && kept.userId !== userId) return fail('NOT_FOUND');
      if (kept?.payableReference) return answer(kept.payableReference);
      const contact = await deps.contactOf(userId);
      if (!contact) return fail('NOT_REPAYABLE');
      if (!provider.startUssdCharge) return fail('CHANNEL_NOT_OFFERED');
      await insertReference(db, { reference, provider: name, kind: 'ussd', channel: 'paystack_ussd', userId, orderId: loan.orderId, amount, currency: loan.currency, createdAt: now() });
      const charged = await provider.startUssdCharge({ reference, amount, currency: loan.currency, email: contact.email, bank: request.bank });
      if (!charged.ok) {
        deps.log.warn({ provider: name, reason: charged.reason }, 'USSD charge not started');
        return fail('COLLECTIONS_UNAVAILABLE');
      }
      await updateUssdCode(db, reference, charged.value.ussdCode);
      return answer(charged.value.ussdCode);
    },

    /** Sandbox only: pays an amount into the borrower's own account at one of the market's account channels. */
    async simulateAccountPayment(userId: string, amount: number, channel?: string): Promise<Outcome<{ providerReference: string; paidTo: string; amount: number }>> {
      const sandbox = deps.sandbox;
      if (!sandbox) return fail('NOT_FOUND');
      const chosen = channel ?? deps.channels.find((c) => REPAY_CHANNELS[c].kind === 'account');
      if (!chosen || !deps.channels.some((c) => c === chosen && REPAY_CHANNELS[c].kind === 'account')) return fail('CHANNEL_NOT_OFFERED');
      const own = await account(userId, chosen as AccountChannel);
      if (!own.ok) return own;
      const paid = await sandbox.simulatePayment({ target: { kind: 'account', accountNumber: own.value.accountNumber }, amount, currency: currencyOf(deps.market) });
      return ok({ providerReference: paid.providerReference, paidTo: own.value.accountNumber, amount });
    },

    /**
     * Sandbox only: pays a checkout or cash reference of the borrower's, in full, as its vendor
     * would; an expired cash reference is refused, as the store's till refuses it. It pays once
     * (the README says so): the reference is claimed first, and a press while another is paying
     * it, or after, is told it is paid.
     */
    async simulateReferencePayment(userId: string, reference: string): Promise<Outcome<{ providerReference: string; paidTo: string; amount: number }>> {
      const sandbox = deps.sandbox;
      if (!sandbox) return fail('NOT_FOUND');
      // The borrower sees OXXO's number rather than ours: either names the reference.
      const row = (await findReference(db, reference)) ?? (await findReferenceByPayable(db, reference));
      if (!row || row.userId !== userId || row.amount === null || row.provider !== sandbox.name) return fail('NOT_FOUND');
      if (row.expiresAt && row.expiresAt.getTime() <= now().getTime()) {
        return fail('VALIDATION_FAILED', { fields: [{ field: 'reference', key: 'error.repayment.reference.expired' }] });
      }
      const alreadyPaid = () => fail('VALIDATION_FAILED', { fields: [{ field: 'reference', key: 'error.repayment.reference.paid' }] });
      if (await paymentOfTarget(db, row.provider, row.reference)) return alreadyPaid();
      if (!(await claimSandboxPayment(db, row.reference, now()))) return alreadyPaid();
      const card = row.channel === 'paystack_card' ? { reusableCard: true as const } : {};
      let paid: ReceivedPayment;
      try {
        paid = await sandbox.simulatePayment({ target: { kind: 'reference', reference: row.reference }, amount: row.amount, currency: row.currency, ...card });
      } catch (error) {
        await releaseSandboxPayment(db, row.reference);
        throw error;
      }
      return ok({ providerReference: paid.providerReference, paidTo: row.payableReference ?? row.reference, amount: row.amount });
    },
  };

}
