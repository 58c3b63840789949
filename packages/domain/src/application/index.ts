// The borrower application: personal, work and contacts, questionnaire, bank account.
export { applicationErrorsEn } from './errors-en.ts';
