/** The lender every agreement names (loan and renewal), until the legal entity per market is configured. */
export const LENDER_NAME = 'Lendline Finance Ltd';
