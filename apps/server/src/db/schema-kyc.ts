/**
 * Tables of the kyc module (see schema.ts for the conventions: text UUID ids, instants from
 * the injected clock, money as bigint minor units). Add each table to `kycTables`.
 */
export const kycTables = {};
