import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import type { BankingService } from './banking-service.ts';

/**
 * The market's banks on the staff API: the list the borrower's bank-card form reads
 * (`/app/paystack/bank-list`), for the payout desk's resend to a new account (ADR 080), so
 * staff choose a bank as the borrower does instead of typing its code. Empty in Mexico, where
 * the CLABE names the bank.
 */
export function registerStaffBankRoutes(staff: StaffRoutes, banking: Pick<BankingService, 'bankList'>): void {
  staff.get('/staff/banks', { permission: 'payouts.act' }, async () => banking.bankList());
}
