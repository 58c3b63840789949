import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerApiKeyRoutes } from '../modules/api-keys/routes.ts';
import { registerApprovalRoutes } from '../modules/approvals/routes.ts';
import { registerAuditRoutes } from '../modules/audit/routes.ts';
import { registerStaffBankRoutes } from '../modules/banking/staff-routes.ts';
import { registerStaffBorrowerRoutes } from '../modules/borrowers/staff-routes.ts';
import { registerStaffBureauRoutes } from '../modules/bureaus/staff-routes.ts';
import { registerStaffAttributionRoutes } from '../modules/auth/staff-attribution-routes.ts';
import { registerStaffComplaintRoutes } from '../modules/care/staff-routes.ts';
import { registerStaffCollectionRoutes } from '../modules/collections/staff-routes.ts';
import { registerStaffBureauFileRoutes } from '../modules/bureau-reporting/staff-routes.ts';
import { registerStaffDataRightsRoutes } from '../modules/data-rights/staff-routes.ts';
import { registerStaffPayoutRoutes } from '../modules/payments/staff-routes.ts';
import { registerStaffPortfolioRoutes } from '../modules/portfolio/staff-routes.ts';
import { registerStaffProductRoutes } from '../modules/products/staff-routes.ts';
import { registerStaffReconciliationRoutes } from '../modules/reconciliation/staff-routes.ts';
import { registerStaffProofRoutes } from '../modules/repayments/proof-staff-routes.ts';
import { registerStaffMoneyRoutes } from '../modules/repayments/staff-routes.ts';
import { registerStaffCouponRoutes } from '../modules/rewards/staff-routes.ts';
import { registerStaffAdminRoutes } from '../modules/staff/admin-routes.ts';
import { registerStaffRoutes } from '../modules/underwriting/staff-routes.ts';
import { registerStaffScope, type StaffRoute } from '../plugins/staff/staff-scope.ts';
import type { Services } from './services.ts';

/**
 * The staff API (issue 22, ADR 074): which module answers each /staff route, every one with
 * its permission. A person signs in to the console (a session cookie, ADR 072); an integration
 * holds an API key; the session is asked first.
 */
export function registerStaffApi(app: FastifyInstance, config: Config, services: Services): readonly StaffRoute[] {
  return registerStaffScope(app, { market: config.market, authenticators: [services.staffSessions.authenticateSession, services.apiKeys.authenticate], audit: services.audit }, (staff) => {
    registerStaffRoutes(staff, services.underwriting);
    registerStaffMoneyRoutes(staff, { repayments: services.repayments, portal: services.repaymentPortal, staffMoney: services.staffMoney, refunds: services.refundRail });
    registerStaffProofRoutes(staff, services.proofs);
    registerStaffPayoutRoutes(staff, services.payoutDesk);
    registerStaffBankRoutes(staff, services.banking);
    registerStaffComplaintRoutes(staff, services.care);
    registerStaffAttributionRoutes(staff, services.auth);
    registerStaffCouponRoutes(staff, services.rewards);
    registerApiKeyRoutes(staff, services.apiKeys);
    registerApprovalRoutes(staff, services.approvals);
    registerStaffAdminRoutes(staff, services.staff);
    registerAuditRoutes(staff, services.audit);
    registerStaffBorrowerRoutes(staff, { borrowers: services.borrowers, deletion: services.deletion });
    registerStaffPortfolioRoutes(staff, services.portfolio);
    registerStaffProductRoutes(staff, services.products);
    registerStaffReconciliationRoutes(staff, services.reconciliation);
    registerStaffCollectionRoutes(staff, services.collections);
    registerStaffBureauFileRoutes(staff, services.bureauReporting);
    registerStaffBureauRoutes(staff, services.bureaus);
    registerStaffDataRightsRoutes(staff, services.dataRights);
  });
}
