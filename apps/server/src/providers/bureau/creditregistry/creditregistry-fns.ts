import type { BureauFacility, FacilityStatus } from '../types.ts';
import { bureauAmount, bureauDate, list, maskAccount, MalformedReport, optionalAmount, record, requiredText } from '../bureau-fns.ts';

/**
 * CreditRegistry's AutoCred API v8 (https://ui.autocred.v8.creditregistry.ng/, ADR 098):
 * Login gives a SessionCode; FindDetail (product 8102) finds the BVN's RegistryID;
 * GetReport201 (product 8201) gives the accounts with the SMARTScore. Field names are those
 * the doc site's endpoints and lenders' integrations use; what each means for us is here.
 */
export interface CreditRegistrySettings {
  /** e.g. https://api.creditregistry.com/nigeria/AutoCred/Live/v8/api (Test instead of Live for the test service). */
  baseUrl: string;
  subscriberId: string;
  email: string;
  password: string;
}

export const loginBody = (s: CreditRegistrySettings) => JSON.stringify({ EmailAddress: s.email, Password: s.password, SubscriberID: s.subscriberId });

/** Product 8102 by BVN; `GetNoMatchReport: IfNoMatch` makes a no-hit an answer rather than an error. */
export const findDetailBody = (sessionCode: string, bvn: string) =>
  JSON.stringify({ SessionCode: sessionCode, CustomerQuery: bvn, GetNoMatchReport: 'IfNoMatch', MinRelevance: 0, MaxRecords: 0, EnquiryReason: 'KYCCheck' });

export const report201Body = (sessionCode: string, registryId: string) => JSON.stringify({ SessionCode: sessionCode, RegistryID: registryId });

/** AutoCred wraps every answer in `Success` and `Errors`; a refused request says so there. */
export function envelopeRefusal(body: Record<string, unknown>): string | null {
  if (body.Success === true) return null;
  if (body.Success === false) return `refused the request (${Array.isArray(body.Errors) ? body.Errors.length : 0} errors)`;
  throw new MalformedReport('Success: missing');
}

export function readSessionCode(body: unknown): string {
  const answer = record(body, 'Login');
  if (envelopeRefusal(answer) !== null) throw new MalformedReport('Login: refused');
  return requiredText(answer.SessionCode, 'SessionCode');
}

export interface CreditRegistryRecord {
  registryId: string;
  fullName: string;
  birthday: string | null;
}

export function readSearchResults(body: Record<string, unknown>): CreditRegistryRecord[] {
  return list(body.SearchResults, 'SearchResults', true).map((item, i) => {
    const r = record(item, `SearchResults[${i}]`);
    const fullName = [r.FirstName, r.OtherNames, r.Surname].filter((n) => typeof n === 'string' && n.trim()).join(' ');
    return { registryId: requiredText(r.RegistryID, 'RegistryID'), fullName: requiredText(fullName, 'Name'), birthday: bureauDate(r.DateOfBirth, 'DateOfBirth') };
  });
}

/**
 * PaymentProfile: a digit a month, oldest first, the last the latest: 0 current, 1 under 30
 * days late, 2 30–60, 3 61–90 … 7 181–360, 8 over 360, N no data. Each band is read as its
 * lower bound, so a figure is never worse than the bureau said.
 */
const BAND_DAYS: Readonly<Record<string, number>> = { '0': 0, '1': 1, '2': 30, '3': 61, '4': 91, '5': 121, '6': 151, '7': 181, '8': 361 };

function profileDays(profile: unknown): { latest: number | null; worst: number | null } {
  if (profile === undefined || profile === null || profile === '') return { latest: null, worst: null };
  if (typeof profile !== 'string' || !/^[0-8N]+$/i.test(profile.trim())) throw new MalformedReport('PaymentProfile: not a payment profile');
  const days = [...profile.trim().toUpperCase()].map((c) => BAND_DAYS[c] ?? null);
  const known = days.filter((d): d is number => d !== null);
  return { latest: days.at(-1) ?? null, worst: known.length > 0 ? Math.max(...known) : null };
}

/** The four lists GetReport201 sorts accounts into, and what each means for us. */
const ACCOUNT_LISTS: ReadonlyArray<{ key: string; status: FacilityStatus; inDefault: boolean }> = [
  { key: 'PerformingAccounts', status: 'open', inDefault: false },
  { key: 'NonPerformingAccounts', status: 'open', inDefault: true },
  { key: 'ClosedAccounts', status: 'closed', inDefault: false },
  { key: 'WrittenOffAccounts', status: 'written_off', inDefault: true },
];

function readAccount(item: unknown, where: string, status: FacilityStatus, inDefault: boolean): BureauFacility | null {
  const a = record(item, where);
  // A facility in another currency cannot be put in kobo; it is left out rather than misread.
  if (typeof a.Currency === 'string' && a.Currency.trim() && !/^(NGN|NAIRA)$/i.test(a.Currency.trim())) return null;
  const balance = bureauAmount(a.Balance, 'NGN', `${where}.Balance`);
  const { latest, worst } = profileDays(a.PaymentProfile);
  return {
    lender: requiredText(a.CreditorName, `${where}.CreditorName`),
    accountMasked: maskAccount(requiredText(a.Account_No, `${where}.Account_No`)),
    openedOn: bureauDate(a.Date_Opened, `${where}.Date_Opened`),
    principal: optionalAmount(a.Credit_Limit, 'NGN', `${where}.Credit_Limit`),
    balance,
    // The report carries no overdue amount: a non-performing (or written-off) facility is in
    // default as a whole, as the CBN's prudential classification treats it.
    overdue: inDefault ? balance : 0,
    daysPastDue: status === 'closed' ? 0 : latest,
    status,
    worstDaysPastDue24m: worst,
  };
}

export interface CreditRegistryReport {
  score: { value: number; scale: string } | null;
  facilities: BureauFacility[];
}

export function readReport201(body: Record<string, unknown>): CreditRegistryReport {
  const facilities = ACCOUNT_LISTS.flatMap(({ key, status, inDefault }) =>
    list(body[key], key, true).map((item, i) => readAccount(item, `${key}[${i}]`, status, inDefault)),
  ).filter((f): f is BureauFacility => f !== null);
  let score: CreditRegistryReport['score'] = null;
  if (body.SMARTScore !== undefined && body.SMARTScore !== null) {
    const value = record(body.SMARTScore, 'SMARTScore').Score;
    const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
    if (!/^\d{1,4}$/.test(text)) throw new MalformedReport('SMARTScore.Score: not a score');
    score = { value: Number(text), scale: 'creditregistry-smartscore' };
  }
  return { score, facilities };
}
