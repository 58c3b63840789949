import type { MarketId } from '@lendline/domain';

/**
 * The bureaus each market reports to (ADR 100, 101). Nigeria: the CBN expects data on every
 * facility at every bureau the lender has a data exchange agreement with (at least two); the
 * Common Data Template is the same for all, so each gets the same two sheets. Mexico: Círculo de
 * Crédito, whose "Reportar en línea" body was found; Buró de Crédito's INTF layout was not, so
 * no Buró file is made until it is (ADR 101).
 */
export interface ReportedBureau {
  id: string;
  /** As the borrower reads it ("reported to …"). */
  name: string;
}

export const BUREAUS: Readonly<Record<MarketId, readonly ReportedBureau[]>> = {
  NG: [
    { id: 'crc', name: 'CRC Credit Bureau' },
    { id: 'firstcentral', name: 'FirstCentral Credit Bureau' },
  ],
  MX: [{ id: 'circulo', name: 'Círculo de Crédito' }],
};
