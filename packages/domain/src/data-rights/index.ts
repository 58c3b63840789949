// The borrower's own data: export, correction, objection to marketing (issue 24, ADR 103).
export * from './contract-schemas.ts';
export * from './data-rights.ts';
export * from './staff-schemas.ts';
