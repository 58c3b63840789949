import { isValidClabe, type BankBranchResponse, type MarketId } from '@lendline/domain';
import { ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';

const NOT_NEEDED: BankBranchResponse = { required: false, branches: [] };

/**
 * `/user/getBankBranch` (ADR 048): no transfer of either market needs a branch. A NUBAN names
 * the bank by its code and a CLABE carries bank (digits 1-3) and plaza (4-6) itself, so the
 * answer is "not required", with a CLABE's plaza when one is given. Nothing is looked up.
 */
export function bankBranches(market: MarketId, accountNumber: string | undefined): Outcome<BankBranchResponse> {
  if (market !== 'MX' || accountNumber === undefined) return ok(NOT_NEEDED);
  if (!isValidClabe(accountNumber)) return fieldProblem('accountNumber', 'error.application.clabe.invalid');
  return ok({ required: false, branches: [{ code: accountNumber.slice(3, 6), kind: 'plaza' }] });
}
