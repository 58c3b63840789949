import { addBankCardRequest, verifyBankCardRequest } from '@lendline/domain';
import { contractRequestSchema as requestSchema, principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { BankingService } from './banking-service.ts';

/** Bank list, account-name resolution and the payout account (ADR 010). */
export function registerBankingRoutes(registry: HandlerRegistry, banking: BankingService): void {
  registry.add('/app/paystack/bank-list', requestSchema('/app/paystack/bank-list'), () => banking.bankList());
  registry.add('/user/verifyBankCard', verifyBankCardRequest, (input, ctx) =>
    banking.verifyBankCard(input.bankCode, input.accountNumber, ctx.lang),
  );
  registry.add('/user/addBankCard', addBankCardRequest, (input, ctx) => banking.addBankCard(principalOf(ctx).userId, input, ctx.lang));
  registry.add('/user/update-bankCard', addBankCardRequest, (input, ctx) => banking.updateBankCard(principalOf(ctx).userId, input, ctx.lang));
}
