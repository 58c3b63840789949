// Identity documents and face: upload rules and KYC outcomes.
export { kycErrorsEn } from './errors-en.ts';
export * from './limits.ts';
export * from './id-types.ts';
export * from './schemas.ts';
