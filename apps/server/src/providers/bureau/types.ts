import type { MarketId } from '@lendline/domain';

/**
 * Credit bureau inquiries (issue 24): what the rest of the server knows about a bureau's
 * report on one person. Every vendor's answer (FirstCentral's sections, CRC's data packet,
 * CreditRegistry's accounts, Círculo's créditos) is reduced at its adapter to this vocabulary,
 * amounts in integer minor units; what a report means for a decision is underwriting's.
 */

/** The person asked about, as the borrower gave and we verified them. Never logged. */
export interface BureauSubject {
  market: MarketId;
  /** Nigeria: the BVN (11 digits); Mexico: the CURP (18 characters; the RFC is its first 10). */
  idNumber: string;
  firstName: string;
  /** Mexico: apellido paterno. */
  lastName: string;
  /** Mexico: apellido materno, when given. */
  secondLastName?: string;
  /** YYYY-MM-DD. */
  birthday: string;
  /** E.164 digits without '+', e.g. 2348031234567. */
  phone: string;
  /** Mexico's bureaus match on the address too. */
  address?: { line: string; district: string; municipality: string; city: string; state: string; postalCode: string };
}

export interface BureauInquiryRequest {
  subject: BureauSubject;
  /**
   * Ours, unique per inquiry, at most 30 characters of [A-Za-z0-9-]: the bureau's enquiry
   * reference. The consent that allows the inquiry stays with us (no bureau's API takes it, ADR 098).
   */
  reference: string;
}

export type FacilityStatus = 'open' | 'closed' | 'written_off';

/** One credit facility the bureau knows of. */
export interface BureauFacility {
  /** The lender's name as the bureau gives it. */
  lender: string;
  /** The account reference, masked by the adapter to its last 4 characters. */
  accountMasked: string;
  /** YYYY-MM-DD, when given. */
  openedOn: string | null;
  /** Minor units, when given. */
  principal: number | null;
  /** Minor units outstanding. */
  balance: number;
  /** Minor units past due. */
  overdue: number;
  /** Days past due today (0 when current), when given. */
  daysPastDue: number | null;
  status: FacilityStatus;
  /** Worst days past due in the last 24 months the bureau reports, when given. */
  worstDaysPastDue24m: number | null;
}

/** What a bureau said about the person. */
export interface BureauReport {
  /** The adapter's name ('sandbox', 'creditregistry', 'firstcentral', 'circulo'). */
  bureau: string;
  /** The bureau's own reference for this enquiry (for disputes and the audit). */
  bureauReference: string;
  /** False: the bureau has no file on the person (a "no hit"). */
  found: boolean;
  /** The person the bureau answered about, to compare with the subject (a different person is refused). */
  subject: { fullName: string; birthday: string | null };
  /** The bureau's score, when it gives one, with its scale's name (e.g. 'crc-300-900', 'fico-300-850'). */
  score: { value: number; scale: string } | null;
  facilities: BureauFacility[];
  /** Enquiries by lenders in the last 90 days, when given. */
  recentInquiries: number | null;
  /** ISO instant the bureau produced the report, or when we received it. */
  reportedAt: string;
}

export type BureauFailureReason =
  /** The bureau did not answer in time, or answered 5xx: try again later. */
  | 'unavailable'
  /** Our credentials or contract are wrong: an operator must act. */
  | 'misconfigured'
  /** The answer could not be read (malformed or partial): nothing from it is used. */
  | 'invalid_response'
  /** The bureau refused the request as we sent it (e.g. a NIP it rejects). */
  | 'refused';

export type BureauResult = { ok: true; report: BureauReport } | { ok: false; reason: BureauFailureReason; detail?: string };

export interface BureauProvider {
  readonly name: string;
  /** The bureau's name as a borrower reads it ("CreditRegistry", "Círculo de Crédito"): the rejection and the dispute route name it. */
  readonly displayName: string;
  readonly market: MarketId;
  inquire(request: BureauInquiryRequest): Promise<BureauResult>;
}
