/** The copy's promise for a transfer when the server cannot say (spec sections 2 and 9: "10-60 minutes"). */
export const PAYOUT_MINUTES = { min: 10, max: 60 } as const;
