import type { Config } from '../config.ts';
import { registerApplicationRoutes } from '../modules/application/routes.ts';
import { registerAuthRoutes } from '../modules/auth/routes.ts';
import { registerBankingRoutes } from '../modules/banking/routes.ts';
import { registerCatalogueRoutes } from '../modules/catalogue/routes.ts';
import { registerKycRoutes } from '../modules/kyc/routes.ts';
import { registerLoansRoutes } from '../modules/loans/routes.ts';
import { registerLegalRoutes } from '../modules/legal/routes.ts';
import { registerPaymentsRoutes } from '../modules/payments/routes.ts';
import { registerRepaymentsRoutes, registerSandboxRepaymentRoutes } from '../modules/repayments/routes.ts';
import { registerProofRoutes } from '../modules/repayments/proof-routes.ts';
import { registerSandboxRoutes } from '../modules/sandbox/routes.ts';
import { registerUnderwritingRoutes } from '../modules/underwriting/routes.ts';
import { registerCareRoutes } from '../modules/care/routes.ts';
import { registerInboxRoutes } from '../modules/inbox/routes.ts';
import { registerBureauRoutes } from '../modules/bureaus/routes.ts';
import { registerDataRightsRoutes } from '../modules/data-rights/routes.ts';
import { registerRewardsRoutes, registerSandboxRewardsRoutes } from '../modules/rewards/routes.ts';
import { createHandlerRegistry, type HandlerRegistry } from '../plugins/api/handlers.ts';
import type { Services } from './services.ts';

/** Which module answers each logical path of the contract; the sandbox's paths only in sandbox mode. */
export function registerApiHandlers(config: Config, services: Services): HandlerRegistry {
  const registry = createHandlerRegistry();
  registerAuthRoutes(registry, services.auth);
  registerCatalogueRoutes(registry, services.catalogue);
  registerApplicationRoutes(registry, services.application);
  registerKycRoutes(registry, services.kyc);
  registerBankingRoutes(registry, services.banking, config.market);
  registerUnderwritingRoutes(registry, services.underwriting);
  registerLoansRoutes(registry, services.loans, services.loanCodes);
  registerPaymentsRoutes(registry, services.payments, services.application);
  registerRepaymentsRoutes(registry, {
    repayments: services.repayments, channels: services.repaymentChannels, extensions: services.extensions, portal: services.repaymentPortal,
  });
  registerProofRoutes(registry, services.proofs);
  registerCareRoutes(registry, services.care, services.deletion);
  registerLegalRoutes(registry, services.legal);
  registerInboxRoutes(registry, services.inbox);
  registerBureauRoutes(registry, services.bureaus);
  registerDataRightsRoutes(registry, services.dataRights);
  registerRewardsRoutes(registry, services.rewards, services.loans);
  if (config.smsProvider === 'sandbox') {
    registerSandboxRoutes(registry, services.sandbox, config.market, services.otp.sendsSettled);
    registerSandboxRepaymentRoutes(registry, services.repaymentChannels);
    registerSandboxRewardsRoutes(registry, services.rewards);
  }
  return registry;
}
