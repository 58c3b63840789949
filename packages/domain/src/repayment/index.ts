// Repayment: how money in is spread over a loan, and the repayment calls' shapes (issue 10).
export * from './allocate.ts';
export * from './contract-schemas.ts';
export * from './payoff.ts';
export * from './repayment-amount.ts';
