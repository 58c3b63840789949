import { NG_BVN } from './fake-bureau-subjects.ts';
import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

export const FAKE_CREDITREGISTRY = { subscriberId: '000123', email: 'agent@lendline.example.ng', password: 'cr-secret' };

export interface FakeCreditRegistry extends FakeVendorServer {
  /** Logins the fake answered with a SessionCode. */
  logins(): number;
  /** Forgets every SessionCode, as AutoCred does after its login timeout: the next call gets 401. */
  expireSessions(): void;
  /** From now on every SessionCode is refused (a 401 even after a fresh login). */
  refuseSessions(): void;
}

const ok = (body: object): FakeAnswer => ({ status: 200, json: { Success: true, Errors: [], ...body } });

const person = (registryId: string, firstName: string, surname: string, dateOfBirth: string) => ({ RegistryID: registryId, FirstName: firstName, Surname: surname, DateOfBirth: dateOfBirth });
const SUBJECT = ['CHIDI', 'OKAFOR', '1990-04-12T00:00:00'] as const;

const SEARCH: Readonly<Record<string, object[]>> = {
  [NG_BVN.clean]: [person('CR-1', ...SUBJECT)],
  [NG_BVN.noHit]: [],
  [NG_BVN.multiOne]: [person('CR-3A', 'CHIDI', 'OKAFOR', '1971-07-04T00:00:00'), person('CR-3B', 'CHIDI EMEKA', 'OKAFOR', '1990-04-12T00:00:00')],
  [NG_BVN.multiBoth]: [person('CR-4A', ...SUBJECT), person('CR-4B', ...SUBJECT)],
  [NG_BVN.multiNone]: [person('CR-5A', 'NGOZI', 'EZE', '1990-04-12T00:00:00'), person('CR-5B', 'CHIDI', 'OKAFOR', '1985-01-01T00:00:00')],
  [NG_BVN.delinquent]: [person('CR-6', ...SUBJECT)],
  [NG_BVN.malformed]: [person('CR-9', ...SUBJECT)],
  [NG_BVN.partial]: [person('CR-10', ...SUBJECT)],
};

const CLEAN_REPORT = {
  SMARTScore: { Score: 712, Grade: 'A' },
  PerformingAccounts: [
    { Account_No: '0012345678', CreditorName: 'ACME MICROFINANCE BANK', Account_Type: 'Term Loan', Credit_Limit: '2,000,000.00', Balance: '1,260,995.50', Date_Opened: '2025-03-02T00:00:00', PaymentProfile: '000000000000', Currency: 'NGN' },
    { Account_No: 'USD-99001', CreditorName: 'DOLLAR BANK', Balance: '500.00', PaymentProfile: '000000000000', Currency: 'USD' },
  ],
  ClosedAccounts: [{ Account_No: '77-0917', CreditorName: 'QUICK CREDIT LTD', Credit_Limit: 150000, Balance: 0, Date_Opened: '2024-06-15T00:00:00', PaymentProfile: '000001000000', Currency: 'NGN' }],
};

const DELINQUENT_REPORT = {
  SMARTScore: { Score: '402', Grade: 'E' },
  NonPerformingAccounts: [{ Account_No: '3302-1188', CreditorName: 'FAST LOANS', Credit_Limit: '300,000', Balance: '345,000', Date_Opened: '2025-11-01T00:00:00', PaymentProfile: '000000001234' }],
  WrittenOffAccounts: [{ Account_No: '7710', CreditorName: 'ACME MICROFINANCE BANK', Balance: '80,000.00', PaymentProfile: 'NNNN88888888' }],
};

const REPORTS: Readonly<Record<string, FakeAnswer>> = {
  'CR-1': ok(CLEAN_REPORT),
  'CR-3B': ok(CLEAN_REPORT),
  'CR-6': ok(DELINQUENT_REPORT),
  'CR-9': ok({ PerformingAccounts: [{ Account_No: '0012345678', CreditorName: 'ACME', Balance: '1,26,0995' }] }),
  'CR-10': { status: 200, text: '{"Success":true,"Errors":[],"PerformingAccounts":[{"Account_No":"00123' },
};

/** CreditRegistry's AutoCred v8 Login, FindDetail and GetReport201, keyed by the BVN. */
export async function startFakeCreditRegistry(): Promise<FakeCreditRegistry> {
  const sessions = new Set<string>();
  let logins = 0;
  let refusing = false;
  const server = await startFakeVendor((req) => {
    const b = req.body;
    if (req.method !== 'POST') return { status: 405, json: {} };
    if (req.path === '/Login') {
      const { subscriberId, email, password } = FAKE_CREDITREGISTRY;
      if (b.SubscriberID !== subscriberId || b.EmailAddress !== email || b.Password !== password) return { status: 200, json: { Success: false, Errors: ['Invalid login details'] } };
      logins += 1;
      const code = `SESSION-${logins}`;
      sessions.add(code);
      return ok({ SessionCode: code });
    }
    if (refusing || !sessions.has(String(b.SessionCode))) return { status: 401, json: { Success: false, Errors: ['Invalid session code'] } };
    if (req.path === '/FindDetail') {
      const bvn = String(b.CustomerQuery);
      if (bvn === NG_BVN.down) return { status: 503, json: { message: 'Service Unavailable' } };
      if (bvn === NG_BVN.slow) return 'hang';
      if (b.GetNoMatchReport !== 'IfNoMatch') return { status: 400, json: { Success: false, Errors: ['GetNoMatchReport'] } };
      return ok({ SearchResults: SEARCH[bvn] ?? [] });
    }
    if (req.path === '/GetReport201') return REPORTS[String(b.RegistryID)] ?? { status: 200, json: { Success: false, Errors: ['Unknown RegistryID'] } };
    return { status: 404, json: {} };
  });
  return {
    ...server,
    logins: () => logins,
    expireSessions: () => sessions.clear(),
    refuseSessions: () => {
      refusing = true;
    },
  };
}
