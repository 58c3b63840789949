import { NG_BVN } from './fake-bureau-subjects.ts';
import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

export const FAKE_FIRSTCENTRAL = { username: 'lendline', password: 'fc-secret' };

export interface FakeFirstCentral extends FakeVendorServer {
  logins(): number;
  /** Forgets every DataTicket (they expire after some hours): the next call gets 401. */
  expireTickets(): void;
}

const consumer = (id: string, firstName: string, surname: string, birthDate: string) => ({
  ConsumerID: id, MatchingEngineID: `ENG-${id}`, EnquiryID: `ENQ-${id}`, FirstName: firstName, Surname: surname, OtherNames: '', BirthDate: birthDate, Reference: '1',
});
const SUBJECT = ['CHIDI', 'OKAFOR', '12/04/1990'] as const;

const MATCHES: Readonly<Record<string, object[]>> = {
  [NG_BVN.clean]: [consumer('101', ...SUBJECT)],
  // FirstCentral's "no match" is a record with ConsumerID 0.
  [NG_BVN.noHit]: [{ ConsumerID: '0', MatchingEngineID: '0', EnquiryID: '0' }],
  [NG_BVN.multiOne]: [consumer('103', 'CHIDI', 'OKAFOR', '04/07/1971'), consumer('104', 'CHIDI', 'OKAFOR', '12/04/1990')],
  [NG_BVN.multiBoth]: [consumer('105', ...SUBJECT), consumer('106', ...SUBJECT)],
  [NG_BVN.multiNone]: [consumer('107', 'NGOZI', 'EZE', '12/04/1990'), consumer('108', 'CHIDI', 'OKAFOR', '01/01/1985')],
  [NG_BVN.delinquent]: [consumer('109', ...SUBJECT)],
  [NG_BVN.malformed]: [consumer('110', ...SUBJECT)],
  [NG_BVN.partial]: [consumer('111', ...SUBJECT)],
};

const personal = { PersonalDetailsSummary: [{ ConsumerID: '101', FirstName: 'CHIDI', Surname: 'OKAFOR', OtherNames: '', BirthDate: '12/04/1990', Gender: 'Male', BankVerificationNo: '221*****001' }] };
const agreement = (o: Record<string, string>) => ({
  DateAccountOpened: '02/03/2025', SubscriberName: 'ACME MICROFINANCE BANK', AccountNo: '0012345678', SubAccountNo: '', OpeningBalanceAmt: '2,000,000.00', Currency: 'NGN',
  CurrentBalanceDebitInd: 'D', CurrentBalanceAmt: '1,260,995.50', InstalmentAmount: '150,000.00', AmountOverdue: '0.00', ClosedDate: '', LoanDuration: '12',
  RepaymentFrequency: 'Monthly', LastUpdatedDate: '31/10/2026', PerformanceStatus: 'Performing', AccountStatus: 'Open', ...o,
});

const CLEAN = [
  { SubjectList: [{ ConsumerID: '101', SearchOutput: 'CHIDI OKAFOR', Reference: '1' }] },
  personal,
  { CreditAgreementSummary: [agreement({}), agreement({ SubscriberName: 'QUICK CREDIT LTD', AccountNo: '77-0917', OpeningBalanceAmt: '150000', CurrentBalanceAmt: '0', AccountStatus: 'Closed', DateAccountOpened: '15/06/2024' })] },
  { AccountMonthlyPaymentHistory: [{ AccountNo: '0012345678', M01: '0', M02: '0', M03: '#', M24: '' }, { AccountNo: '77-0917', M01: '0', M02: '1' }] },
  { EnquiryHistoryTop: [{ DateRequested: '01/11/2026', SubscriberName: 'FAST LOANS', EnquiryReason: 'Credit application' }, { DateRequested: '01/01/2026', SubscriberName: 'OLD BANK', EnquiryReason: 'Credit application' }] },
];

const DELINQUENT = [
  personal,
  { CreditAgreementSummary: [agreement({ SubscriberName: 'FAST LOANS', AccountNo: '3302-1188', OpeningBalanceAmt: '300,000', CurrentBalanceAmt: '345,000', AmountOverdue: '345,000', PerformanceStatus: 'Lost', AccountStatus: 'Written off' }), agreement({ AmountOverdue: '45,000.00', PerformanceStatus: 'Doubtful' })] },
  { DeliquencyInformation: [{ SubscriberName: 'ACME MICROFINANCE BANK', AccountNo: '0012345678', PeriodNum: '202610', MonthsinArrears: '3' }] },
  { AccountMonthlyPaymentHistory: [{ AccountNo: '0012345678', M01: '3', M02: '2', M03: '1' }] },
  { EnquiryHistoryTop: [] },
];

const REPORTS: Readonly<Record<string, FakeAnswer>> = {
  '101': { status: 200, json: CLEAN },
  '104': { status: 200, json: CLEAN },
  '109': { status: 200, json: DELINQUENT },
  '110': { status: 200, json: [personal, { CreditAgreementSummary: [agreement({ CurrentBalanceAmt: '1.260.995,50' })] }] },
  '111': { status: 200, text: '[{"PersonalDetailsSummary":[{"ConsumerID":"111","FirstName":"CHI' },
};

/** FirstCentral's firstcentralrestv2 /login, /ConnectConsumerMatch and /GetConsumerFullCreditReport, keyed by the BVN. */
export async function startFakeFirstCentral(): Promise<FakeFirstCentral> {
  const tickets = new Set<string>();
  let logins = 0;
  const server = await startFakeVendor((req) => {
    const b = req.body;
    if (req.method !== 'POST') return { status: 405, json: {} };
    if (req.path === '/login') {
      if (b.username !== FAKE_FIRSTCENTRAL.username || b.password !== FAKE_FIRSTCENTRAL.password) return { status: 401, json: { Message: 'Authorization has been denied for this request.' } };
      logins += 1;
      const ticket = `TICKET-${logins}`;
      tickets.add(ticket);
      return { status: 200, json: [{ DataTicket: ticket }] };
    }
    if (!tickets.has(String(b.DataTicket))) return { status: 401, json: { Message: 'Authorization has been denied for this request.' } };
    if (req.path === '/ConnectConsumerMatch') {
      const bvn = String(b.Identification);
      if (bvn === NG_BVN.down) return { status: 500, json: { Message: 'An error has occurred.' } };
      if (bvn === NG_BVN.slow) return 'hang';
      if (b.ProductID !== '45' || !b.EnquiryReason) return { status: 400, json: { Message: 'The request is invalid.' } };
      return { status: 200, json: [{ MatchedConsumer: MATCHES[bvn] ?? [{ ConsumerID: '0', MatchingEngineID: '0', EnquiryID: '0' }] }] };
    }
    if (req.path === '/GetConsumerFullCreditReport') {
      const match = Object.values(MATCHES).flat().find((m) => (m as { ConsumerID: string }).ConsumerID === b.consumerID) as { MatchingEngineID: string; EnquiryID: string } | undefined;
      if (!match || b.SubscriberEnquiryEngineID !== match.MatchingEngineID || b.EnquiryID !== match.EnquiryID) return { status: 400, json: { Message: 'The request is invalid.' } };
      return REPORTS[String(b.consumerID)] ?? { status: 400, json: { Message: 'The request is invalid.' } };
    }
    return { status: 404, json: {} };
  });
  return { ...server, logins: () => logins, expireTickets: () => tickets.clear() };
}
