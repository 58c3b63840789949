import { agreementEn } from './agreement-en.ts';
import { agreementEs } from './agreement-es.ts';
import { agreementView, type LoanAgreement, type LoanAgreementInput } from './agreement-view.ts';

/**
 * The loan agreement, generated only from the priced figures so the text can never disagree
 * with the offer or the schedule. English and Spanish (formal usted).
 */
export function loanAgreement(input: LoanAgreementInput): LoanAgreement {
  const view = agreementView(input);
  return input.lang === 'es' ? agreementEs(view) : agreementEn(view);
}
