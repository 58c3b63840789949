import * as z from 'zod/mini';
import { ROLES } from './permissions.ts';

/**
 * Bodies of the staff console's sign-in and enrolment (issue 22, ADR 072). The password's
 * policy (length, common, the email's local part) is the server's: it needs the account's
 * email and a dictionary, so the schema only bounds the size.
 */
const email = z.string('error.staff.email').check(z.trim(), z.toLowerCase(), z.regex(/^[^\s@]{1,64}@[^\s@]{1,190}$/, 'error.staff.email'));
const password = z.string('error.staff.password').check(z.minLength(1, 'error.staff.password'), z.maxLength(1024, 'error.staff.password'));
const code = z.string('error.staff.code').check(z.trim(), z.regex(/^\d{6}$/, 'error.staff.code'));
const token = z.string('error.staff.token').check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, 'error.staff.token'));

export const staffSignInSchema = z.object({ email, password, code });
export type StaffSignIn = z.output<typeof staffSignInSchema>;

export const staffEnrolStartSchema = z.object({ token, password });
export type StaffEnrolStart = z.output<typeof staffEnrolStartSchema>;

export const staffEnrolFinishSchema = z.object({ token, code });
export type StaffEnrolFinish = z.output<typeof staffEnrolFinishSchema>;

/** An admin inviting a colleague: at least one role, and the markets they act on. */
export const staffInviteSchema = z.object({
  email,
  name: z.string('error.staff.staffName').check(z.trim(), z.regex(/^[\p{L}\p{N} ._'-]{2,60}$/u, 'error.staff.staffName')),
  roles: z.array(z.enum(ROLES, 'error.staff.roles')).check(z.minLength(1, 'error.staff.roles'), z.maxLength(ROLES.length, 'error.staff.roles')),
  markets: z.array(z.enum(['NG', 'MX'], 'error.staff.markets')).check(z.minLength(1, 'error.staff.markets'), z.maxLength(2, 'error.staff.markets')),
});
export type StaffInvite = z.output<typeof staffInviteSchema>;

/** An invitation made: its one-time enrolment link, given to the person and never logged or stored. */
export interface StaffInvited {
  id: string;
  link: string;
  expiresAt: string;
  /** The four-eyes request that gives the invited roles once a second admin approves it (ADR 083); none for the command line's admin. */
  rolesApproval?: string;
}

/** Roles and markets given to an existing person: a four-eyes request ('grantRoles', ADR 077). */
export const grantRolesSchema = z.object({
  staffId: z.string('error.staff.staffId').check(z.regex(/^[0-9a-f-]{36}$/, 'error.staff.staffId')),
  roles: staffInviteSchema.shape.roles,
  markets: staffInviteSchema.shape.markets,
});
export type GrantRoles = z.output<typeof grantRolesSchema>;
