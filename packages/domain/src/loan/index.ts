// Decision, offer, confirmation, payout and records (ADR 016).
export { loanErrorsEn } from './errors-en.ts';
export { loanErrorsEs } from './errors-es.ts';
export * from './contract-schemas.ts';
export * from './cancel-rules.ts';
export * from './recommended-products.ts';
export * from './credit-limits.ts';
export * from './verify-code-schemas.ts';
export * from './offer-options.ts';
