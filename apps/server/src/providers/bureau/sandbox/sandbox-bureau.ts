import type { MarketId } from '@lendline/domain';
import type { BureauFacility, BureauProvider, BureauReport } from '../types.ts';

/**
 * The default bureau: no vendor, deterministic answers chosen by the identity number, so every
 * outcome can be reached by hand and by tests (the README's sandbox table lists them):
 * - Nigeria, by the BVN's first two digits: 31 thin file (no hit), 32 delinquent, 33 bureau
 *   unavailable, 34 a report on a different person, 35 a malformed answer;
 * - Mexico, by the CURP's 17th character (the homonym key; a letter for those born from 2000):
 *   T thin file, D delinquent, U unavailable, P a different person, X malformed.
 * Anything else is a clean file: one open loan paid on time, one closed, a good score. The
 * BVNs the tests make up start with 22, and no CURP born before 2000 has a letter there.
 */
export type SandboxCase = 'clean' | 'thin' | 'delinquent' | 'unavailable' | 'other_person' | 'malformed';

const NG_CASES: Readonly<Record<string, SandboxCase>> = { '31': 'thin', '32': 'delinquent', '33': 'unavailable', '34': 'other_person', '35': 'malformed' };
const MX_CASES: Readonly<Record<string, SandboxCase>> = { T: 'thin', D: 'delinquent', U: 'unavailable', P: 'other_person', X: 'malformed' };

export function sandboxCaseOf(market: MarketId, idNumber: string): SandboxCase {
  const key = market === 'NG' ? idNumber.slice(0, 2) : idNumber.charAt(16).toUpperCase();
  return (market === 'NG' ? NG_CASES[key] : MX_CASES[key]) ?? 'clean';
}

const CLEAN: readonly BureauFacility[] = [
  { lender: 'SANDBOX MICROFINANCE BANK', accountMasked: '***4821', openedOn: '2025-03-02', principal: 5_000_000, balance: 1_250_000, overdue: 0, daysPastDue: 0, status: 'open', worstDaysPastDue24m: 0 },
  { lender: 'SANDBOX CONSUMER FINANCE', accountMasked: '***0917', openedOn: '2024-06-15', principal: 2_000_000, balance: 0, overdue: 0, daysPastDue: 0, status: 'closed', worstDaysPastDue24m: 5 },
];

const DELINQUENT: readonly BureauFacility[] = [
  { lender: 'SANDBOX QUICK LOANS', accountMasked: '***3302', openedOn: '2025-11-01', principal: 3_000_000, balance: 3_450_000, overdue: 3_450_000, daysPastDue: 95, status: 'open', worstDaysPastDue24m: 95 },
  { lender: 'SANDBOX MICROFINANCE BANK', accountMasked: '***7710', openedOn: '2024-01-20', principal: 1_000_000, balance: 800_000, overdue: 0, daysPastDue: null, status: 'written_off', worstDaysPastDue24m: 180 },
];

export function createSandboxBureau(market: MarketId): BureauProvider {
  const scale = market === 'NG' ? 'sandbox-300-900' : 'sandbox-300-850';
  return {
    name: 'sandbox',
    displayName: market === 'NG' ? 'Sandbox Credit Bureau' : 'Buró de pruebas',
    market,
    async inquire({ subject, reference }) {
      const kind = sandboxCaseOf(market, subject.idNumber);
      if (kind === 'unavailable') return { ok: false, reason: 'unavailable', detail: 'sandbox: bureau unavailable' };
      if (kind === 'malformed') return { ok: false, reason: 'invalid_response', detail: 'sandbox: malformed report' };
      const fullName = [subject.firstName, subject.lastName, subject.secondLastName].filter(Boolean).join(' ').toUpperCase();
      const report: BureauReport = {
        bureau: 'sandbox',
        bureauReference: `SBX-${reference}`,
        found: kind !== 'thin',
        subject: kind === 'other_person' ? { fullName: 'CHIDI SANDBOX EZE', birthday: '1971-07-04' } : { fullName, birthday: subject.birthday },
        score: kind === 'thin' ? null : { value: kind === 'delinquent' ? 410 : 720, scale },
        facilities: kind === 'thin' ? [] : [...(kind === 'delinquent' ? DELINQUENT : CLEAN)],
        recentInquiries: kind === 'thin' ? 0 : kind === 'delinquent' ? 7 : 1,
        reportedAt: new Date().toISOString(),
      };
      return { ok: true, report };
    },
  };
}
