// Repayment: how money in is spread over a loan, and the repayment calls' shapes (issue 10).
export * from './allocate.ts';
export * from './contract-schemas.ts';
export * from './proof-schemas.ts';
export * from './extension.ts';
export * from './extension-schemas.ts';
export * from './payoff.ts';
export * from './penalty.ts';
export * from './repayment-amount.ts';
export * from './owed.ts';
