// The loan agreement text and the formatting it shares with the web app (ADR 013).
export * from './format.ts';
export * from './lender.ts';
export type { AgreementSection, LoanAgreement, LoanAgreementInput } from './agreement-view.ts';
export * from './loan-agreement.ts';
export * from './renewal-agreement.ts';
