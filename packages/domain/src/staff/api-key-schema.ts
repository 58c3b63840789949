import * as z from 'zod/mini';
import { PERMISSIONS, type Permission, type StaffMarket } from './permissions.ts';

/**
 * An integration's API key as an admin asks for it (ADR 074): a name people recognise in the
 * list and the audit trail, the permissions it holds (scopes, no role) and the markets it acts on.
 */
export const staffApiKeySchema = z.object({
  name: z.string('error.staff.keyName').check(z.trim(), z.regex(/^[\p{L}\p{N} ._-]{2,60}$/u, 'error.staff.keyName')),
  permissions: z.array(z.enum(PERMISSIONS, 'error.staff.permissions'), 'error.staff.permissions').check(z.minLength(1, 'error.staff.permissions')),
  markets: z.array(z.enum(['NG', 'MX'], 'error.staff.markets'), 'error.staff.markets').check(z.minLength(1, 'error.staff.markets'), z.maxLength(2, 'error.staff.markets')),
});
export type StaffApiKeyRequest = z.output<typeof staffApiKeySchema>;

/** A key as the list shows it: never its secret, which is shown once, at creation. */
export interface StaffApiKeyView {
  id: string;
  name: string;
  permissions: Permission[];
  markets: StaffMarket[];
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}
