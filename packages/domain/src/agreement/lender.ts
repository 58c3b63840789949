import type { MarketId } from '../market/markets.ts';

/**
 * The legal entity that lends in each market: every agreement (loan and renewal) and the terms
 * and privacy texts of the market name it (issue 19, ADR 049). A Mexican lender that is not a
 * bank lends as a SOFOM E.N.R., registered with CONDUSEF.
 */
export const LENDERS: Record<MarketId, string> = {
  NG: 'Lendline Finance Ltd',
  MX: 'Lendline México, S.A.P.I. de C.V., SOFOM, E.N.R.',
};
