import { FOUR_EYES_ACTIONS, type Permission } from '@lendline/domain';
import type { ComponentType } from 'react';
import type { UiKey } from './shared/i18n/en.ts';

/** What a signed-in screen receives: its own declaration (a placeholder says which area it stands for). */
export interface ScreenProps {
  readonly screen: ScreenDef;
}

/**
 * One signed-in screen of the console: everything the navigation, the router and the tests need
 * (like apps/web/src/screens.ts, ADR 069). `permission` is the one the screen's work needs: the
 * navigation hides a screen its person may not use (the server enforces it on every call);
 * null: everyone signed in. `area`: listed in the navigation as a work area.
 */
export interface ScreenDef {
  readonly path: string;
  readonly name: string;
  readonly title: UiKey;
  readonly permission: Permission | null;
  /** Instead of one permission: who may open it, when that is any of several (the approvals queue). */
  readonly opensFor?: (permissions: ReadonlySet<Permission>) => boolean;
  readonly area: boolean;
  readonly load: () => Promise<ComponentType<ScreenProps>>;
}

/** Anyone who may ask for or approve any four-eyes action has a queue to read (ADR 076). */
export function mayUseFourEyes(permissions: ReadonlySet<Permission>): boolean {
  return Object.values(FOUR_EYES_ACTIONS).some((rule) => permissions.has(rule.request) || permissions.has(rule.approve));
}

/** Every signed-in screen, once, in the navigation's order. Sign-in and enrolment are the signed-out screens (app/app.tsx). */
export const SCREENS: readonly ScreenDef[] = [
  { path: '/', name: 'home', title: 'home.title', permission: null, area: false, load: () => import('./features/home/home-screen.tsx').then((m) => m.HomeScreen) },
  { path: '/approvals', name: 'approvals', title: 'area.approvals', permission: null, opensFor: mayUseFourEyes, area: true, load: () => import('./features/approvals/approvals-screen.tsx').then((m) => m.ApprovalsScreen) },
  { path: '/referrals', name: 'referrals', title: 'area.referrals', permission: 'referrals.read', area: true, load: () => import('./features/referrals/referrals-screen.tsx').then((m) => m.ReferralsScreen) },
  { path: '/repayment-proofs', name: 'repaymentProofs', title: 'area.repaymentProofs', permission: 'proofs.read', area: true, load: () => import('./features/proofs/proofs-screen.tsx').then((m) => m.ProofsScreen) },
  { path: '/suspense', name: 'suspense', title: 'area.suspense', permission: 'money.read', area: true, load: () => import('./features/suspense/suspense-screen.tsx').then((m) => m.SuspenseScreen) },
  { path: '/payouts', name: 'payouts', title: 'area.payouts', permission: 'payouts.act', area: true, load: () => import('./features/payouts/payouts-screen.tsx').then((m) => m.PayoutsScreen) },
  { path: '/reconciliation', name: 'reconciliation', title: 'area.reconciliation', permission: 'reconciliation.read', area: true, load: () => import('./features/reconciliation/reconciliation-screen.tsx').then((m) => m.ReconciliationScreen) },
  { path: '/collections', name: 'collections', title: 'area.collections', permission: 'collections.read', area: true, load: () => import('./features/collections/collections-screen.tsx').then((m) => m.CollectionsScreen) },
  { path: '/complaints', name: 'complaints', title: 'area.complaints', permission: 'complaints.read', area: true, load: () => import('./features/complaints/complaints-screen.tsx').then((m) => m.ComplaintsScreen) },
  { path: '/borrowers', name: 'borrowers', title: 'area.borrowers', permission: 'borrowers.read', area: true, load: () => import('./features/borrowers/borrowers-screen.tsx').then((m) => m.BorrowersScreen) },
  { path: '/data-rights', name: 'dataRights', title: 'area.dataRights', permission: 'data-requests.read', area: true, load: () => import('./features/data-rights/data-rights-screen.tsx').then((m) => m.DataRightsScreen) },
  { path: '/data-requests', name: 'dataRequests', title: 'area.dataRequests', permission: 'borrowers.read', area: true, load: () => import('./features/borrowers/data-requests-screen.tsx').then((m) => m.DataRequestsScreen) },
  { path: '/products', name: 'products', title: 'area.products', permission: 'products.read', area: true, load: () => import('./features/products/products-screen.tsx').then((m) => m.ProductsScreen) },
  { path: '/portfolio', name: 'portfolio', title: 'area.portfolio', permission: 'reports.read', area: true, load: () => import('./features/portfolio/portfolio-screen.tsx').then((m) => m.PortfolioScreen) },
  { path: '/bureau-files', name: 'bureauFiles', title: 'area.bureauFiles', permission: 'bureau-files.read', area: true, load: () => import('./features/bureau-files/bureau-files-screen.tsx').then((m) => m.BureauFilesScreen) },
  { path: '/audit', name: 'audit', title: 'area.audit', permission: 'audit.read', area: true, load: () => import('./features/audit/audit-screen.tsx').then((m) => m.AuditScreen) },
  { path: '/staff', name: 'staff', title: 'area.staff', permission: 'staff.read', area: true, load: () => import('./features/staff/staff-screen.tsx').then((m) => m.StaffScreen) },
  { path: '/api-keys', name: 'apiKeys', title: 'area.apiKeys', permission: 'api-keys.manage', area: true, load: () => import('./features/api-keys/api-keys-screen.tsx').then((m) => m.ApiKeysScreen) },
];

export function screenAt(path: string): ScreenDef | undefined {
  return SCREENS.find((screen) => screen.path === path);
}

export function mayOpen(screen: ScreenDef, permissions: ReadonlySet<Permission>): boolean {
  if (screen.opensFor) return screen.opensFor(permissions);
  return screen.permission === null || permissions.has(screen.permission);
}
