import type { MarketId } from '@lendline/domain';
import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { bankBranches } from './bank-branch.ts';
import type { BankingService } from './banking-service.ts';

/** Bank list, account-name resolution and the payout account (ADR 010). */
export function registerBankingRoutes(registry: HandlerRegistry, banking: BankingService, market: MarketId): void {
  registry.add('/app/paystack/bank-list', async () => banking.bankList());
  registry.add('/user/verifyBankCard', (input) => banking.verifyBankCard(input.bankCode, input.accountNumber));
  registry.add('/user/addBankCard', (input, ctx) => banking.addBankCard(principalOf(ctx).userId, input));
  registry.add('/user/update-bankCard', (input, ctx) => banking.updateBankCard(principalOf(ctx).userId, input));
  registry.add('/user/getBankBranch', async (input) => bankBranches(market, input.accountNumber));
}
