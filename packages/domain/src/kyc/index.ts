// Identity documents and face: upload rules and KYC outcomes.
export { kycErrorsEn } from './errors-en.ts';
