// Customer care, complaints, account deletion and the app download address (issue 12, ADR 044).
export * from './care-schemas.ts';
export * from './deletion-schemas.ts';
