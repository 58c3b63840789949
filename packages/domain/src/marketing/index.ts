// Landing pages and attribution (issue 12, ADR 046).
export * from './attribution.ts';
export * from './attribution-schemas.ts';
export * from './page-description.ts';
