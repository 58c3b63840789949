import type { InboxKind } from '../inbox/inbox-kinds.ts';
import type { MarketId } from '../market/markets.ts';

/**
 * The borrower's own data (issue 24, ADR 103): what they may ask of it besides deletion (which
 * the care module carries out, ADR 044). Every request is kept with when it came, when it was
 * handled and how, and the law's deadline for it.
 */
export const DATA_RIGHTS_KINDS = ['export', 'correction', 'objection'] as const;
export type DataRightsKind = (typeof DATA_RIGHTS_KINDS)[number];

/**
 * received: waits on staff (a correction); preparing: the export job has it; done: carried
 * out (an export ready, a correction made, an objection recorded); refused: staff said no, with
 * a reason; failed: the export could not be prepared (the borrower may ask again).
 */
export const DATA_RIGHTS_STATES = ['received', 'preparing', 'done', 'refused', 'failed'] as const;
export type DataRightsState = (typeof DATA_RIGHTS_STATES)[number];

/**
 * The fields of the personal step a borrower may ask staff to correct once the application is
 * submitted (the application module then refuses ORDER_SUBMITTED on its steps). The ID numbers
 * (CURP, RFC, NSS) and the phones are not here: they are checked against the identity
 * provider and the account, so a change is a new identity check, not a correction.
 */
export const CORRECTABLE_FIELDS = ['firstName', 'middleName', 'lastName', 'inputBirthday', 'email', 'address', 'postalCode'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/**
 * The refusal of a correction still waiting when its account was deleted (ADR 103): a code, not
 * words, so staff read it in their own language; the borrower it was for has no account to read it.
 */
export const REFUSED_ACCOUNT_DELETED = 'account-deleted';

export function isCorrectableField(value: unknown): value is CorrectableField {
  return typeof value === 'string' && (CORRECTABLE_FIELDS as readonly string[]).includes(value);
}

/** Whether the law's days count every day or only Monday to Friday (DATA_REQUEST_DAY_TYPE). */
export type DeadlineDayType = 'calendar' | 'business';

/**
 * Days to answer a request, per market (research §5): Nigeria's NDPA names none, so one month
 * (the NDPR's "within one month", the industry's 30 days); Mexico's LFPDPPP art. 32 gives 20
 * days to answer (and 15 more to carry it out). One extension of the same length, with a
 * recorded reason, in both.
 */
export const DATA_REQUEST_DAYS: Readonly<Record<MarketId, number>> = { NG: 30, MX: 20 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A market day (YYYY-MM-DD) plus `days`, counting every day or only weekdays. */
export function addDeadlineDays(day: string, days: number, dayType: DeadlineDayType): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  let left = days;
  while (left > 0) {
    at.setTime(at.getTime() + DAY_MS);
    const weekday = at.getUTCDay();
    if (dayType === 'calendar' || (weekday !== 0 && weekday !== 6)) left -= 1;
  }
  return at.toISOString().slice(0, 10);
}

/**
 * The last market day to answer a request received on `receivedDay`; an extension adds the
 * same number of days once more. Overdue is the day after it while still not handled.
 */
export function dataRequestDeadline(receivedDay: string, rule: { days: number; dayType: DeadlineDayType }, extended: boolean): string {
  return addDeadlineDays(receivedDay, extended ? rule.days * 2 : rule.days, rule.dayType);
}

export function isOverdue(deadline: string, today: string, handled: boolean): boolean {
  return !handled && today > deadline;
}

/**
 * Every message a borrower is sent is a service message (about their account or loan) or a
 * marketing one (an offer they did not ask for). The borrower may object to marketing
 * (NDPA s. 36; LFPDPPP's opposition right) without losing any service message. Each kind is
 * classified here, so a new kind cannot be added without saying which it is; a marketing
 * sender must ask `mayDeliver` with the borrower's preference.
 */
export type MessageClass = 'service' | 'marketing';

export const INBOX_MESSAGE_CLASS: Readonly<Record<InboxKind, MessageClass>> = {
  approved: 'service',
  rejected: 'service',
  disbursed: 'service',
  payout_failed: 'service',
  payment_received: 'service',
  rollover_confirmed: 'service',
  due_in_3_days: 'service',
  due_today: 'service',
  overdue: 'service',
  proof_rejected: 'service',
  complaint_answered: 'service',
  loan_written_off: 'service',
  payout_given_up: 'service',
  payout_new_account: 'service',
  refund_sent: 'service',
  refund_failed: 'service',
  rollover_offer: 'service',
  // What was reported about the borrower's own loan: the law's notice, not an offer.
  bureau_reported: 'service',
  data_request_answered: 'service',
};

/** Service messages always go; marketing only to a borrower who has not objected. */
export function mayDeliver(messageClass: MessageClass, marketingAllowed: boolean): boolean {
  return messageClass === 'service' || marketingAllowed;
}
