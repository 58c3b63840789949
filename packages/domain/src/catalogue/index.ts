// The market's products as landing pages and hot loans show them (issue 12, ADR 046).
export * from './default-products.ts';
export * from './market-schemas.ts';
export * from './representative.ts';
export * from './repay-colors.ts';
