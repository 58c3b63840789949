/**
 * Who on the lender's staff may do what (issue 22): one table, read by the server's staff
 * plugin (which enforces it on every /staff route) and by the console (which only hides what
 * a person may not do). A permission names one kind of action; a route declares the one it
 * needs. Approving a four-eyes request is its own permission, held by a role other than the
 * makers' where that matters.
 */
export const PERMISSIONS = [
  // support: borrowers, complaints, messages
  'borrowers.read',
  'borrowers.reveal',
  // support and reviewer: a borrower's identity document images (the referral's, the one view's), each sight audited
  'documents.read',
  'complaints.read',
  'complaints.answer',
  'messages.send',
  // support: the borrowers' data requests (export, correction, objection; issue 24, ADR 103)
  'data-requests.read',
  'data-requests.decide',
  // reviewer: referrals, repayment proofs
  'referrals.read',
  'referrals.decide',
  // reviewer and risk: a credit bureau report's full facts (issue 24, ADR 102), each read audited
  'bureau-reports.read',
  'proofs.read',
  'proofs.review',
  // collections: overdue loans, reminders, rollover questions
  'collections.read',
  'collections.act',
  'coupons.grant',
  // finance: suspense, refunds, failed payouts, reconciliation, reports
  'money.read',
  'money.request',
  'money.approve',
  'payouts.act',
  'reconciliation.read',
  'reconciliation.resolve',
  'reports.read',
  'attribution.read',
  // finance and risk: the monthly files reported to the credit bureaus (issue 24, ADR 100)
  'bureau-files.read',
  'bureau-files.manage',
  // risk: products, limits, rules
  'products.read',
  'products.request',
  'products.approve',
  'limits.request',
  'limits.approve',
  // four-eyes: the queue of requests (each action's own permissions decide asking and approving)
  'approvals.read',
  // admin: staff, roles, machine access, the audit trail
  'staff.read',
  'staff.manage',
  'roles.request',
  'roles.approve',
  'api-keys.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['support', 'reviewer', 'collections', 'finance', 'risk', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Each role's permissions. Making a money or risk change and approving one sit in the same
 * role: four-eyes is two people, and the server refuses the maker as approver.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  support: ['borrowers.read', 'borrowers.reveal', 'documents.read', 'complaints.read', 'complaints.answer', 'messages.send', 'data-requests.read', 'data-requests.decide'],
  reviewer: ['borrowers.read', 'documents.read', 'referrals.read', 'referrals.decide', 'bureau-reports.read', 'proofs.read', 'proofs.review'],
  collections: ['borrowers.read', 'collections.read', 'collections.act', 'coupons.grant', 'messages.send', 'approvals.read'],
  finance: ['borrowers.read', 'money.read', 'money.request', 'money.approve', 'payouts.act', 'reconciliation.read', 'reconciliation.resolve', 'reports.read', 'attribution.read', 'approvals.read', 'bureau-files.read', 'bureau-files.manage'],
  risk: ['borrowers.read', 'bureau-reports.read', 'products.read', 'products.request', 'products.approve', 'limits.request', 'limits.approve', 'reports.read', 'approvals.read', 'bureau-files.read'],
  admin: ['staff.read', 'staff.manage', 'roles.request', 'roles.approve', 'api-keys.manage', 'audit.read', 'approvals.read'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** The permissions a person with these roles holds. */
export function permissionsOf(roles: readonly Role[]): ReadonlySet<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
}

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** A market a staff member acts on: staff in Mexico act on Mexico's borrowers. */
export type StaffMarket = 'NG' | 'MX';

/**
 * Who is acting on the staff API: a person signed in to the console, or an integration's
 * API key. Every staff action is recorded against this (the audit trail's actor).
 */
export interface StaffPrincipal {
  kind: 'staff' | 'api-key';
  id: string;
  /** The person's display name, or the key's name. */
  name: string;
  /** A person's roles; an API key holds permissions directly and no role. */
  roles: readonly Role[];
  /** What the principal may do: its roles' permissions, or the key's scopes. */
  permissions: ReadonlySet<Permission>;
  markets: readonly StaffMarket[];
  /** The console session a person acts through (absent for API keys). */
  sessionId?: string;
}
