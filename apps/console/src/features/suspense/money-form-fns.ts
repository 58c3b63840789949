import type { FormFailure } from '../../shared/api/error-text.ts';
import type { UiKey } from '../../shared/i18n/en.ts';

export const NO_FAILURE: FormFailure = { general: null, fields: {} };
/** As the domain's money-action schemas take them (ADR 079): checked here first, so a typo never reaches the server. */
const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;
const REFERENCE = /^[A-Za-z0-9._:-]{4,64}$/;

type T = (key: UiKey) => string;

export function checkOrderNo(orderNo: string, t: T): Record<string, string> {
  return ORDER_NO.test(orderNo.trim()) ? {} : { orderNo: t('money.orderNoInvalid') };
}

export function checkReason(reason: string, t: T): Record<string, string> {
  const trimmed = reason.trim();
  return trimmed.length >= 3 && trimmed.length <= 500 ? {} : { reason: t('approvals.reasonLength') };
}

export function checkReference(reference: string, t: T): Record<string, string> {
  return REFERENCE.test(reference.trim()) ? {} : { reference: t('refund.referenceInvalid') };
}
