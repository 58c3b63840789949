import type { BureauFacility, FacilityStatus } from '../types.ts';
import { bureauAmount, bureauDate, countWithin, list, maskAccount, MalformedReport, optionalAmount, optionalCount, record, requiredText } from '../bureau-fns.ts';

/**
 * FirstCentral's REST service (firstcentralrestv2, ADR 098): /login gives a DataTicket;
 * /ConnectConsumerMatch finds the BVN's consumer records; /GetConsumerFullCreditReport answers
 * an array of one-key sections. FirstCentral publishes no public reference; the names are
 * those its customers' integrations use, every value a string.
 */
export interface FirstCentralSettings {
  /** e.g. https://online.firstcentralcreditbureau.com/firstcentralrestv2 (uat. for the test service). */
  baseUrl: string;
  username: string;
  password: string;
}

/** FirstCentral's product code for the consumer full credit report. */
const CONSUMER_FULL_REPORT = '45';

export const loginBody = (s: FirstCentralSettings) => JSON.stringify({ username: s.username, password: s.password });

/** Matched by the BVN alone; our own name-and-birthday check picks among several records. */
export const matchBody = (ticket: string, bvn: string) =>
  JSON.stringify({ DataTicket: ticket, EnquiryReason: 'Application for credit by a borrower', ConsumerName: '', DateOfBirth: '', Identification: bvn, Accountno: '', ProductID: CONSUMER_FULL_REPORT });

export const reportBody = (ticket: string, match: FirstCentralMatch) =>
  JSON.stringify({ DataTicket: ticket, consumerID: match.consumerId, consumerMergeList: '', EnquiryID: match.enquiryId, SubscriberEnquiryEngineID: match.engineId });

export function readTicket(body: unknown): string {
  const first = record(list(body, 'login')[0], 'login[0]');
  return requiredText(first.DataTicket, 'DataTicket');
}

export interface FirstCentralMatch {
  consumerId: string;
  engineId: string;
  enquiryId: string;
  fullName: string;
  birthday: string | null;
}

const nameOf = (r: Record<string, unknown>) => [r.FirstName, r.OtherNames, r.Surname].filter((n) => typeof n === 'string' && n.trim()).join(' ');

/** The match list; records with ConsumerID "0" are the service's way of saying "none". */
export function readMatches(body: unknown): FirstCentralMatch[] {
  const first = record(list(body, 'match')[0], 'match[0]');
  return list(first.MatchedConsumer, 'MatchedConsumer', true)
    .map((item, i) => record(item, `MatchedConsumer[${i}]`))
    .filter((r) => String(r.ConsumerID ?? '').trim() !== '0')
    .map((r) => ({
      consumerId: requiredText(r.ConsumerID, 'ConsumerID'),
      engineId: requiredText(r.MatchingEngineID, 'MatchingEngineID'),
      enquiryId: requiredText(r.EnquiryID, 'EnquiryID'),
      fullName: nameOf(r),
      birthday: bureauDate(r.BirthDate, 'BirthDate'),
    }));
}

/** The report's sections by name: every element must be an object of one key holding a list. */
function sectionsOf(body: unknown): Map<string, Array<Record<string, unknown>>> {
  const sections = new Map<string, Array<Record<string, unknown>>>();
  list(body, 'report').forEach((element, i) => {
    const entries = Object.entries(record(element, `report[${i}]`));
    if (entries.length !== 1) throw new MalformedReport(`report[${i}]: not one section`);
    const [name, rows] = entries[0]!;
    sections.set(name, list(rows, name).map((row, j) => record(row, `${name}[${j}]`)));
  });
  return sections;
}

function statusOf(row: Record<string, unknown>): FacilityStatus {
  const account = String(row.AccountStatus ?? '');
  const performance = String(row.PerformanceStatus ?? '');
  if (/written|lost/i.test(account) || /written|lost/i.test(performance)) return 'written_off';
  return /closed/i.test(account) ? 'closed' : 'open';
}

/** M01..M24 are months in arrears (digits); other marks ("#", "-") are months without data. */
function worstMonths(history: Record<string, unknown> | undefined): number | null {
  if (!history) return null;
  const months = Array.from({ length: 24 }, (_, i) => String(history[`M${String(i + 1).padStart(2, '0')}`] ?? '').trim()).filter((m) => /^\d{1,3}$/.test(m)).map(Number);
  return months.length > 0 ? Math.max(...months) * 30 : null;
}

export interface FirstCentralReport {
  fullName: string;
  birthday: string | null;
  facilities: BureauFacility[];
  recentInquiries: number | null;
}

export function readFullReport(body: unknown, now: Date): FirstCentralReport {
  const sections = sectionsOf(body);
  const person = sections.get('PersonalDetailsSummary')?.[0];
  if (!person) throw new MalformedReport('PersonalDetailsSummary: missing');
  const arrears = new Map((sections.get('DeliquencyInformation') ?? []).map((r) => [String(r.AccountNo ?? ''), optionalCount(r.MonthsinArrears, 'MonthsinArrears')]));
  const histories = new Map((sections.get('AccountMonthlyPaymentHistory') ?? []).map((r) => [String(r.AccountNo ?? ''), r]));

  const facilities = (sections.get('CreditAgreementSummary') ?? []).flatMap((row, i): BureauFacility[] => {
    const where = `CreditAgreementSummary[${i}]`;
    // A facility in another currency cannot be put in kobo; it is left out rather than misread.
    if (typeof row.Currency === 'string' && row.Currency.trim() && !/^(NGN|NAIRA)$/i.test(row.Currency.trim())) return [];
    const account = requiredText(row.AccountNo, `${where}.AccountNo`);
    const status = statusOf(row);
    const overdue = bureauAmount(row.AmountOverdue, 'NGN', `${where}.AmountOverdue`);
    const months = arrears.get(account);
    return [{
      lender: requiredText(row.SubscriberName, `${where}.SubscriberName`),
      accountMasked: maskAccount(account),
      openedOn: bureauDate(row.DateAccountOpened, `${where}.DateAccountOpened`),
      principal: optionalAmount(row.OpeningBalanceAmt, 'NGN', `${where}.OpeningBalanceAmt`),
      balance: bureauAmount(row.CurrentBalanceAmt, 'NGN', `${where}.CurrentBalanceAmt`),
      overdue,
      daysPastDue: status === 'closed' || (overdue === 0 && months == null) ? 0 : months != null ? months * 30 : null,
      status,
      worstDaysPastDue24m: worstMonths(histories.get(account)),
    }];
  });
  const enquiries = sections.get('EnquiryHistoryTop');
  return {
    fullName: requiredText(nameOf(person), 'PersonalDetailsSummary.name'),
    birthday: bureauDate(person.BirthDate, 'PersonalDetailsSummary.BirthDate'),
    facilities,
    recentInquiries: enquiries ? countWithin(enquiries.map((e, i) => bureauDate(e.DateRequested, `EnquiryHistoryTop[${i}].DateRequested`)), now) : null,
  };
}
