import { LOAN_CODE_PROOF_SECONDS, STEP_UP_AFTER_HOURS, type LoanCodeAction, type ValidateVerifyCodeResponse } from '@lendline/domain';
import { HOUR_MS, type Clock } from '../../shared/clock.ts';
import { ok, type Outcome } from '../../shared/outcome.ts';
import { isValidProof, signProof } from './loan-code-fns.ts';
import type { Keyring } from '../../shared/keyring.ts';

export interface LoanCodeDeps {
  now: Clock;
  keys: Keyring;
  /** The auth module's check of the one-time code of purpose `loanAction` (sent to the borrower's own phone). */
  verifyLoanActionCode(userId: string, code: string): Promise<Outcome<null>>;
}

export type LoanCodeService = ReturnType<typeof createLoanCodeService>;

/** Who asks, as the auth module's session check answers it: the borrower, the session, and when it signed in. */
interface Principal {
  userId: string;
  sessionId: string;
  signedInAt: Date;
}

/**
 * `/loan/validateVerifyCode` and the rule behind it (issue 12, ADR 048): a sign-in proves the
 * phone when it happens; a session lives 30 days. Confirming a loan (taking on a debt) on a
 * sign-in older than STEP_UP_AFTER_HOURS needs a fresh code, checked here and answered as a
 * proof that the confirmation then carries. A borrower who signs in, applies and confirms the
 * same day is not asked twice; a returning borrower's reloan weeks later is.
 */
export function createLoanCodeService(deps: LoanCodeDeps) {
  const { now, keys } = deps;
  const subjectOf = (principal: Principal, action: LoanCodeAction, orderNo: string) =>
    ({ userId: principal.userId, sessionId: principal.sessionId, action, orderNo });

  return {
    async validate(principal: Principal, input: { action: LoanCodeAction; orderNo: string; code: string }): Promise<Outcome<ValidateVerifyCodeResponse>> {
      const checked = await deps.verifyLoanActionCode(principal.userId, input.code);
      if (!checked.ok) return checked;
      const expiresAt = new Date(now().getTime() + LOAN_CODE_PROOF_SECONDS * 1000);
      return ok({ proof: signProof(keys.current, subjectOf(principal, input.action, input.orderNo), expiresAt), expiresIn: LOAN_CODE_PROOF_SECONDS });
    },

    /** Whether `action` on `orderNo` still needs a code: an old sign-in without a live proof of its own. */
    codeRequired(principal: Principal, action: LoanCodeAction, orderNo: string, proof: string | undefined): boolean {
      const at = now();
      if (at.getTime() - principal.signedInAt.getTime() <= STEP_UP_AFTER_HOURS * HOUR_MS) return false;
      return !(proof !== undefined && isValidProof(keys, proof, subjectOf(principal, action, orderNo), at));
    },
  };
}

