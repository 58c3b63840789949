import type { UiKey } from '../i18n/en.ts';

/** The actions the server records (ADR 077), each with its words in the catalogues. */
const ACTION_KEYS: Readonly<Record<string, UiKey>> = {
  'api-key.create': 'audit.action.api-key.create',
  'api-key.revoke': 'audit.action.api-key.revoke',
  'approval.ask': 'audit.action.approval.ask',
  'approval.approve': 'audit.action.approval.approve',
  'approval.reject': 'audit.action.approval.reject',
  'approval.withdraw': 'audit.action.approval.withdraw',
  'borrower.reveal': 'audit.action.borrower.reveal',
  'complaint.answer': 'audit.action.complaint.answer',
  'document.reveal': 'audit.action.document.reveal',
  'coupon.grant': 'audit.action.coupon.grant',
  'collection.note': 'audit.action.collection.note',
  'collection.remind': 'audit.action.collection.remind',
  'collection.rolloverOffer': 'audit.action.collection.rolloverOffer',
  'payout.askAccount': 'audit.action.payout.askAccount',
  'payout.giveUp': 'audit.action.payout.giveUp',
  'payout.retry': 'audit.action.payout.retry',
  'proof.approve': 'audit.action.proof.approve',
  'proof.reject': 'audit.action.proof.reject',
  'referral.decide': 'audit.action.referral.decide',
  'repayment-link.create': 'audit.action.repayment-link.create',
  'reveal': 'audit.action.reveal',
  'staff.disable': 'audit.action.staff.disable',
  'staff.enable': 'audit.action.staff.enable',
  'staff.invite': 'audit.action.staff.invite',
  'staff.reset': 'audit.action.staff.reset',
};

/** The words for a recorded action, or null for one this console does not know yet (shown by its name). */
export function auditActionKey(action: string): UiKey | null {
  return Object.hasOwn(ACTION_KEYS, action) ? (ACTION_KEYS[action] ?? null) : null;
}
