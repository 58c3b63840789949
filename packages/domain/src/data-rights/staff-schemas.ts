import * as z from 'zod/mini';
import type { CorrectableField, DataRightsKind, DataRightsState } from './data-rights.ts';

/** One request in staff's data-rights queue (issue 24, ADR 103), with the law's deadline. */
export interface StaffDataRightsRequest {
  id: string;
  userId: string;
  kind: DataRightsKind;
  state: DataRightsState;
  receivedAt: string;
  handledAt: string | null;
  /** Whole hours from receipt to handling; null while open. */
  handlingHours: number | null;
  /** The last market day (YYYY-MM-DD) to answer it, extended once if staff recorded why. */
  deadline: string;
  overdue: boolean;
  extensionReason: string | null;
  /** A correction's field, the borrower's new value and why; null for other kinds. */
  correction: { field: CorrectableField; value: string; reason: string } | null;
  refusal: string | null;
  /** Who handled it (a staff name), or null when carried out by the system. */
  handledBy: string | null;
}

export interface StaffDataRightsQueue {
  requests: StaffDataRightsRequest[];
  counts: { open: number; overdue: number };
  /** The rule the deadlines are counted with (DATA_REQUEST_DAYS, DATA_REQUEST_DAY_TYPE). */
  rule: { days: number; dayType: 'calendar' | 'business' };
}

/** A refusal's or an extension's reason, given back to the borrower or recorded for the regulator. */
export const staffDataRightsReasonSchema = z.object({
  reason: z.string('error.dataRights.staffReason.required').check(
    z.trim(), z.minLength(3, 'error.dataRights.staffReason.required'), z.maxLength(500, 'error.dataRights.staffReason.long'),
  ),
});
