// The borrower application: personal, work and contacts, questionnaire, bank account.
// What the web uses is listed in README.md beside this file.
export { applicationErrorsEn } from './errors-en.ts';
export { applicationErrorsEs } from './errors-es.ts';
export * from './enumerations.ts';
export * from './questionnaire.ts';
export * from './work-rules.ts';
export * from './personal-rules.ts';
export { personalInfoFields, personalInfoSchema, RFC, NSS, type PersonalInfo } from './personal-schema.ts';
export { CURP, curpBirthDate, curpCheckDigit, curpProblem, isValidCurp, type CurpProblem } from './curp.ts';
export { workInfoFields, workInfoSchema, withoutHiddenWorkFields, type WorkInfo } from './work-schema.ts';
export * from './questionnaire-schema.ts';
export * from './bank-schema.ts';
export * from './contract-schemas.ts';
