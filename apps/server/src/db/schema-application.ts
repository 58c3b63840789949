/**
 * Tables of the application module (see schema.ts for the conventions: text UUID ids, instants from
 * the injected clock, money as bigint minor units). Add each table to `applicationTables`.
 */
export const applicationTables = {};
