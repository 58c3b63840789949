import * as z from 'zod/mini';
import { orderNoField } from '../application/contract-schemas.ts';

/**
 * `/user/device/packageList` (issue 12, ADR 048): the status of the installed-apps list,
 * never the list. Nigeria never collects it (with contacts and SMS, ADR 010 and 048);
 * elsewhere only when the data-collection step is on and after the borrower agreed, and what
 * arrives is recorded as a flag by `/time/upload/report`, not stored as a list.
 */
export const PACKAGE_LIST_BASES = ['marketForbids', 'stepOff', 'withConsent'] as const;

export const packageListRequest = z.object({ orderNo: z.optional(orderNoField) });

export const packageListResponse = z.object({
  /** Whether this server collects the list at all. */
  collects: z.boolean(),
  /** Why not, or on what basis: the market's law, the step switched off, or the borrower's consent. */
  basis: z.enum(PACKAGE_LIST_BASES),
  /** With an order: whether its upload was reported (after consent); always false where it is not collected. */
  uploaded: z.boolean(),
});
export type PackageListResponse = z.infer<typeof packageListResponse>;
