import type { DeliverWebhook, PayoutProvider } from '../types.ts';
import { createSandboxTransfers, sandboxWebhookSecret, type SandboxRail, type SandboxTransferSettings, type SandboxTransferStore } from './sandbox-transfers.ts';

/** Account numbers ending in these answer as the provider would for a typo'd or dead account. */
export const SANDBOX_UNKNOWN_ACCOUNT_SUFFIX = '0000';
/** And these as a provider outage. */
export const SANDBOX_UNAVAILABLE_SUFFIX = '9999';

const GIVEN = ['ADAEZE', 'BOLA', 'CHIDI', 'DAYO', 'EMEKA', 'FUNMI', 'GBENGA', 'HADIZA', 'IFEOMA', 'JIBRIN'];
const FAMILY = ['OKAFOR', 'ADEYEMI', 'BELLO', 'EZE', 'IBRAHIM', 'NWOSU', 'OLAWALE', 'MUSA', 'OKONKWO', 'YUSUF'];

export type SandboxPayoutProvider = PayoutProvider & Pick<SandboxRail, 'settleTransfer'>;

/**
 * Resolves without any network: the name is derived from the number's last two digits, so a
 * test or a demo gets the same name every time (…12 → "ADAEZE BELLO" style, per digit).
 * Transfers: see sandbox-transfers.ts.
 */
export function createSandboxPayoutProvider(
  settings: SandboxTransferSettings,
  deps: { store: SandboxTransferStore; secretKey?: string; deliver?: DeliverWebhook },
): SandboxPayoutProvider {
  // Without the server's key (a bare test), a fixed one: the sandbox never runs in production.
  const secret = sandboxWebhookSecret(deps.secretKey ?? 'lendline-sandbox');
  return {
    name: 'sandbox',
    ...createSandboxTransfers(settings, secret, deps.store, deps.deliver),
    async resolveAccount({ accountNumber }) {
      if (accountNumber.endsWith(SANDBOX_UNKNOWN_ACCOUNT_SUFFIX)) return { ok: false, reason: 'not_found' };
      if (accountNumber.endsWith(SANDBOX_UNAVAILABLE_SUFFIX)) return { ok: false, reason: 'unavailable' };
      const given = GIVEN[Number(accountNumber.at(-2) ?? 0)] ?? GIVEN[0];
      const family = FAMILY[Number(accountNumber.at(-1) ?? 0)] ?? FAMILY[0];
      return { ok: true, accountName: `${given} ${family}` };
    },
  };
}
