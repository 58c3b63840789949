import {
  isRepayChannel, isStatusIn, REPAY_CHANNELS, STATUS_GROUPS, type Language, type PortalConfirmResponse, type PortalDetailResponse, type RepayDetailResponse,
} from '@lendline/domain';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { RepayableLoan } from '../loans/loans-service.ts';
import type { AccountChannel, CheckoutChannel, ReturnTo } from './repayment-channels.ts';
import { readRepaymentLink, signRepaymentLink } from './repayment-link.ts';
import type { Keyring } from '../../shared/keyring.ts';

/** A reminder's link opens for a week by default: long enough to reach payday, short enough to go stale. */
export const LINK_DAYS = 7;

/** A link's path: the server answers it by sending the browser to the portal screen (link-routes.ts). */
export const REPAYMENT_LINK_PREFIX = '/r/';

const maskWord = (word: string) => (word.length <= 2 ? `${word[0]}*` : `${word[0]}***${word.at(-1)}`);

/** "Adaeze Okafor" → "A***e O***r": enough for the payer to know whose loan it is, not to learn the name. */
export function maskName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .trim()
    .split(/\s+/)
    .map(maskWord)
    .join(' ');
}

/**
 * "LENDLINE/ADAEZE OKAFOR" → "LENDLINE/A***E O***R": the borrower's name words masked wherever
 * a vendor's account name carries them (in any case), the rest (our brand, a bank's words) kept.
 */
export function maskNameWithin(text: string, name: { firstName: string; lastName: string }): string {
  const words = `${name.firstName} ${name.lastName}`.trim().split(/\s+/).filter((word) => word !== '');
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (escaped.length === 0) return text;
  return text.replace(new RegExp(`(?<!\\p{L})(?:${escaped.join('|')})(?!\\p{L})`, 'giu'), maskWord);
}

export interface PortalDeps {
  /** The staff audit trail: a link handed to staff is recorded (ADR 077). */
  audit: AuditRecorder;
  /** Links are signed with the current key and read under any accepted one (ADR 091). */
  keys: Keyring;
  now: () => Date;
  publicUrl: string | null;
  loanById(orderId: string): Promise<RepayableLoan | null>;
  /** The order's id by its number (the loans module), for a staff link. */
  orderIdOf(orderNo: string): Promise<string | null>;
  detailOf(loan: RepayableLoan): Promise<RepayDetailResponse>;
  nameOf(userId: string): Promise<{ firstName: string; lastName: string } | null>;
  account(userId: string, channel: AccountChannel): Promise<Outcome<NonNullable<PortalConfirmResponse['account']>>>;
  checkout(userId: string, channel: CheckoutChannel, request: { orderNo: string; amount: string }, back: ReturnTo, lang: Language): Promise<Outcome<NonNullable<PortalConfirmResponse['checkout']>>>;
  cashReference(userId: string, request: { orderNo: string; amount: string }, lang: Language): Promise<Outcome<NonNullable<PortalConfirmResponse['cash']>>>;
  verifyCheckout(userId: string, reference: string): Promise<Outcome<NonNullable<PortalConfirmResponse['verified']>>>;
}

const invalidLink = () => fail('NOT_FOUND', null, { key: 'error.repayment.link.invalid', params: {} });

/**
 * `/portal/repayment/*`: repaying one order without signing in, through a signed, expiring
 * link (issue 10). It shows what paying needs (a masked name, the amounts, the channels) and
 * pays through the same channels as the app; a finished loan's link shows it paid.
 */
export type RepaymentPortal = ReturnType<typeof createPortal>;

export function createPortal(deps: PortalDeps) {
  async function open(token: string): Promise<Outcome<{ loan: RepayableLoan; expiresAt: Date }>> {
    const link = readRepaymentLink(deps.keys, token, deps.now());
    const loan = link ? await deps.loanById(link.orderId) : null;
    if (!link || !loan || loan.phases.length === 0) return invalidLink();
    return ok({ loan, expiresAt: link.expiresAt });
  }

  /** The link staff or a reminder sends: `<origin>/r/<token>`, short enough for one SMS page, which opens the portal screen. */
  function repaymentLink(orderId: string, origin: string, days = LINK_DAYS): { url: string; expiresAt: string } {
    const expiresAt = new Date(deps.now().getTime() + days * 86_400_000);
    const token = signRepaymentLink(deps.keys.current.secret, orderId, expiresAt);
    return { url: `${deps.publicUrl ?? origin}${REPAYMENT_LINK_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
  }

  return {
    repaymentLink,

    /** Staff: a signed repayment link for an order being repaid. */
    async staffRepaymentLink(orderNo: string, origin: string, context: AuditContext): Promise<Outcome<{ url: string; expiresAt: string }>> {
      const orderId = await deps.orderIdOf(orderNo);
      const loan = orderId ? await deps.loanById(orderId) : null;
      if (!loan || !isStatusIn(STATUS_GROUPS.repayable, loan.status)) return fail('NOT_FOUND');
      const link = repaymentLink(loan.orderId, origin);
      // Nothing of ours changes (the link is signed, not stored): the row alone, without the link itself.
      await deps.audit.recordAlone({ ...context, action: 'repayment-link.create', object: { type: 'order', id: loan.orderNo }, after: { expiresAt: link.expiresAt } });
      return ok(link);
    },

    async portalDetail(token: string): Promise<Outcome<PortalDetailResponse>> {
      const opened = await open(token);
      if (!opened.ok) return opened;
      const { loan, expiresAt } = opened.value;
      const detail = await deps.detailOf(loan);
      const name = await deps.nameOf(loan.userId);
      return ok({
        maskedName: name ? maskName(name.firstName, name.lastName) : '',
        orderTail: loan.orderNo.slice(-4),
        status: detail.status,
        currency: detail.currency,
        dueNow: detail.dueNow,
        outstanding: detail.outstanding,
        nextDueDate: detail.nextDueDate,
        overdueDays: detail.overdueDays,
        options: { ...detail.options, channels: detail.options.channels.filter((c) => REPAY_CHANNELS[c].kind !== 'ussd') },
        linkExpiresAt: expiresAt.toISOString(),
      });
    },

    async portalConfirm(
      request: { token: string; channel?: string | undefined; amount?: string | undefined; reference?: string | undefined },
      origin: string,
      lang: Language,
    ): Promise<Outcome<PortalConfirmResponse>> {
      const opened = await open(request.token);
      if (!opened.ok) return opened;
      const { loan } = opened.value;
      if (request.reference) {
        const verified = await deps.verifyCheckout(loan.userId, request.reference);
        return verified.ok ? ok({ kind: 'verified', verified: verified.value }) : verified;
      }
      if (!isRepayChannel(request.channel)) return fail('CHANNEL_NOT_OFFERED');
      if (!isStatusIn(STATUS_GROUPS.repayable, loan.status)) return fail('NOT_REPAYABLE');
      const channel = request.channel;
      const typed = { orderNo: loan.orderNo, amount: request.amount ?? '' };
      switch (REPAY_CHANNELS[channel].kind) {
        case 'account': {
          const account = await deps.account(loan.userId, channel as AccountChannel);
          if (!account.ok) return account;
          // The account is in the borrower's name: whoever holds the link learns no more of it here than on the detail.
          const name = await deps.nameOf(loan.userId);
          const accountName = name ? maskNameWithin(account.value.accountName, name) : account.value.accountName;
          return ok({ kind: 'account', account: { ...account.value, accountName } });
        }
        case 'checkout': {
          const back: ReturnTo = { origin, path: (_orderNo, reference) => `/#/portal/repayment?${new URLSearchParams({ token: request.token, checkout: reference })}` };
          const checkout = await deps.checkout(loan.userId, channel as CheckoutChannel, typed, back, lang);
          return checkout.ok ? ok({ kind: 'checkout', checkout: checkout.value }) : checkout;
        }
        case 'cash': {
          const cash = await deps.cashReference(loan.userId, typed, lang);
          return cash.ok ? ok({ kind: 'cash', cash: cash.value }) : cash;
        }
        // Not through a link yet: the portal shows no bank picker (ADR 104); the reminder carries the code instead.
        case 'ussd':
          return fail('CHANNEL_NOT_OFFERED');
      }
    },
  };
}
