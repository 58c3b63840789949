import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export interface ConfigVariable {
  name: string;
  /** The value used when the variable is unset or empty; undefined: no default. */
  default: string | undefined;
  /** How the default reads in the docs, when the literal value would mislead. */
  shownDefault?: string;
  description: string;
}

/** The web build sits beside this package in the monorepo, wherever the process starts. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The staff console's build, beside the web app's (issue 22, ADR 075). */
const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));
/** The repository's help and legal texts, which the web build bundles too (ADR 043). */
const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/**
 * Every environment variable the server reads. The README's and CONFIG.md's tables are
 * checked against this list by a test, so the documentation cannot drift from the code.
 */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', description: 'TCP port to listen on (0 picks a free one).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATABASE_URL',
    default: undefined,
    shownDefault: '(unset: embedded PGlite)',
    description: 'PostgreSQL connection string. Unset: the embedded PGlite database under DATA_DIR.',
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: '10',
    description:
      'Connections one instance keeps to PostgreSQL at most (1-200). Every instance counts against the server\'s max_connections (100 by default). Ignored on PGlite.',
  },
  {
    name: 'DATABASE_READ_URL',
    default: undefined,
    shownDefault: '(unset: the primary)',
    description:
      'A read replica of DATABASE_URL for the heavy staff reads: the portfolio figures (ADR 078) are computed from it; their snapshot, and every other read and write, stay on the primary. At most 6 connections per instance. Requires DATABASE_URL (ADR 097).',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Directory for the embedded database (DATA_DIR/pglite), relative to the launch directory.',
  },
  { name: 'MARKET', default: 'NG', description: 'Market served: NG (Nigeria) or MX (Mexico).' },
  {
    name: 'SMS_PROVIDER',
    default: 'sandbox',
    description: 'sandbox (messages kept in the database and logged; not allowed in production) or termii.',
  },
  { name: 'TERMII_API_KEY', default: undefined, description: 'Termii API key; required when SMS_PROVIDER=termii.' },
  {
    name: 'TERMII_SENDER_ID',
    default: undefined,
    description: 'Termii sender id (3-11 letters or digits); required when SMS_PROVIDER=termii.',
  },
  { name: 'TERMII_BASE_URL', default: 'https://api.ng.termii.com', description: 'Termii API base URL.' },
  {
    name: 'TERMII_CHANNEL',
    default: 'dnd',
    description: 'Termii route: dnd (transactional, reaches DND numbers; Termii advises it for codes) or generic.',
  },
  {
    name: 'SECRET_KEY',
    default: undefined,
    shownDefault: '(fixed development value)',
    description:
      'Key of the server\'s signatures and keyed hashes (session tokens, one-time codes, repayment links, staff second factors), at least 32 characters. Required when NODE_ENV=production. Rotate it with SECRET_KEY_PREVIOUS (docs/operations.md, ADR 091); changing it alone signs everyone out.',
  },
  {
    name: 'SECRET_KEY_PREVIOUS',
    default: undefined,
    description: 'During a rotation: the SECRET_KEY being replaced. What it signed is still accepted until SECRET_KEY_PREVIOUS_UNTIL; new signatures use SECRET_KEY. Needs FINGERPRINT_KEY.',
  },
  {
    name: 'SECRET_KEY_PREVIOUS_UNTIL',
    default: undefined,
    description: 'The instant, with its zone (2026-12-31T00:00:00Z), after which SECRET_KEY_PREVIOUS is refused; the server warns at start once it has passed. Required with SECRET_KEY_PREVIOUS.',
  },
  {
    name: 'FINGERPRINT_KEY',
    default: undefined,
    shownDefault: '(SECRET_KEY)',
    description: 'Key of the stored hashes that find duplicates (BVN, phone, account, device, ID number; deny list), never rotated. Unset: SECRET_KEY. Required with SECRET_KEY_PREVIOUS: set it to the key the hashes were made with (the old SECRET_KEY on a first rotation).',
  },
  { name: 'SESSION_TTL_HOURS', default: '720', description: 'How long a session token stays valid.' },
  {
    name: 'CODE_SENDS_PER_ADDRESS_PER_HOUR',
    default: '20',
    description: 'One-time codes one client address may ask for in an hour (against one machine spraying many numbers). Raise it behind carrier-grade NAT, where many borrowers share an address.',
  },
  {
    name: 'LOOKUPS_PER_ADDRESS_PER_10_MINUTES',
    default: '30',
    description:
      'Answers one client address may get in 10 minutes that tell whether a number is registered (existsByMobile, register, a register code for a registered number): slows enumeration of customers. Raise it behind carrier-grade NAT.',
  },
  {
    name: 'SESSION_CACHE_SECONDS',
    default: '5',
    description:
      'How long an instance reuses a session it has checked (and the user’s basic info) without reading the database. A logout or sign-in on another instance takes effect there within this time; 0 disables.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'METRICS_PORT',
    default: undefined,
    shownDefault: '(unset: no metrics)',
    description: 'Port of the Prometheus metrics (GET /metrics), a listener of its own on METRICS_HOST, never the public port (ADR 090). Unset: off.',
  },
  { name: 'METRICS_HOST', default: '127.0.0.1', description: 'Interface of the metrics listener: loopback by default; a private address when Prometheus scrapes from another machine.' },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: undefined,
    shownDefault: '(unset: no tracing)',
    description:
      'Turns tracing on (ADR 094): the OpenTelemetry collector\'s OTLP/HTTP base URL (e.g. http://127.0.0.1:4318); spans go to its /v1/traces as JSON. Unset (and OTEL_EXPORTER_OTLP_TRACES_ENDPOINT unset): off, no OpenTelemetry code loaded.',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    default: undefined,
    shownDefault: '(unset)',
    description: 'The collector\'s full traces URL (e.g. http://127.0.0.1:4318/v1/traces), instead of OTEL_EXPORTER_OTLP_ENDPOINT; also turns tracing on.',
  },
  { name: 'OTEL_SERVICE_NAME', default: 'lendline', description: 'The service.name of the spans, when tracing is on.' },
  {
    name: 'OTEL_TRACES_SAMPLER',
    default: 'parentbased_always_on',
    description:
      'Which traces are kept: always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off or parentbased_traceidratio (parent-based: a trusted proxy\'s sampling decision is followed).',
  },
  { name: 'OTEL_TRACES_SAMPLER_ARG', default: '1', description: 'The ratio of traces kept by the *traceidratio samplers, 0 to 1 (e.g. 0.1).' },
  {
    name: 'WEB_DIST',
    default: DEFAULT_WEB_DIST,
    shownDefault: 'apps/web/dist',
    description: 'Directory of the built web app (resolved from the server package when unset).',
  },
  {
    name: 'CONSOLE_DIST',
    default: DEFAULT_CONSOLE_DIST,
    shownDefault: 'apps/console/dist',
    description: 'Directory of the built staff console, served under /console/ with its own Content-Security-Policy (resolved from the server package when unset; absent: /console/ answers 404).',
  },
  {
    name: 'CONTENT_DIR',
    default: DEFAULT_CONTENT_DIR,
    shownDefault: 'content',
    description: 'Directory of the help and legal texts; the newest terms-/privacy- file date per market is the version borrowers must accept (ADR 043).',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Trust X-Forwarded-* headers: false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs.',
  },
  {
    name: 'CSP_CONNECT_SRC',
    default: undefined,
    shownDefault: '(none: same origin only)',
    description:
      'Origins the web app may call besides its own, added to the Content-Security-Policy (comma-separated, e.g. https://api.lendline.ng): the origin of VITE_API_BASE when the web build calls an API elsewhere (ADR 026).',
  },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest JSON or form body accepted (1 MiB).' },
  { name: 'MULTIPART_LIMIT_BYTES', default: '8388608', description: 'Largest uploaded file accepted (8 MiB).' },
  {
    name: 'PHOTO_CHECK_WORKERS',
    // The machine's cores, read when the server starts.
    default: String(availableParallelism()),
    shownDefault: '(the available parallelism)',
    description:
      'Identity photo checks (decode, re-encode, KYC check) one instance runs at the same time, as durable jobs after the upload answered; further photos wait in the queue, never refused. Their pixels are worked on in the instance\'s image process, at a lower priority than its answers (nice 10), started with the first photo and ended after 30 s idle. Defaults to the available parallelism.',
  },
  {
    name: 'PHOTO_CHECK_WAIT_MS',
    default: '5000',
    description: 'How long finishing the identity step waits for a photo still being checked before it answers KYC_*_CHECKING, naming the photo.',
  },
  {
    name: 'STORAGE_DRIVER',
    default: 'local',
    description: 'Where identity photos are kept: local (DATA_DIR/uploads, owner-only files) or s3 (any S3-compatible store).',
  },
  { name: 'S3_ENDPOINT', default: undefined, description: 'S3-compatible endpoint URL (path-style requests); required when STORAGE_DRIVER=s3.' },
  { name: 'S3_BUCKET', default: undefined, description: 'Private bucket for identity photos; required when STORAGE_DRIVER=s3.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region used in request signatures (SigV4).' },
  { name: 'S3_ACCESS_KEY_ID', default: undefined, description: 'Access key id; required when STORAGE_DRIVER=s3.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: undefined, description: 'Secret access key; required when STORAGE_DRIVER=s3.' },
  {
    name: 'KYC_PROVIDER',
    default: 'sandbox',
    description: 'Identity checks: sandbox (deterministic; dark photos and ID numbers ending 0000/9999 fail) or dojah.',
  },
  { name: 'DOJAH_APP_ID', default: undefined, description: 'Dojah app id; required when KYC_PROVIDER=dojah.' },
  { name: 'DOJAH_SECRET_KEY', default: undefined, description: 'Dojah secret key; required when KYC_PROVIDER=dojah.' },
  { name: 'DOJAH_BASE_URL', default: 'https://api.dojah.io', description: 'Dojah API base URL (https://sandbox.dojah.io for their test keys).' },
  {
    name: 'BUREAU_PROVIDER',
    default: 'sandbox',
    description: 'Credit bureau asked at underwriting: sandbox (deterministic by the identity number; see the sandbox table), creditregistry or firstcentral (Nigeria), circulo (Mexico). Not sandbox in production.',
  },
  {
    name: 'BUREAU_SECOND_PROVIDER',
    default: undefined,
    shownDefault: '(none)',
    description: 'Nigeria only: a second bureau, asked when the first is unavailable.',
  },
  { name: 'CREDITREGISTRY_BASE_URL', default: 'https://api.creditregistry.com/nigeria/AutoCred/Live/v8/api', description: 'CreditRegistry AutoCred v8 API base URL (Test instead of Live for their test service).' },
  { name: 'CREDITREGISTRY_SUBSCRIBER_ID', default: undefined, description: 'CreditRegistry subscriber id; required when a bureau is creditregistry.' },
  { name: 'CREDITREGISTRY_EMAIL', default: undefined, description: 'Email address of the CreditRegistry agent account; required when a bureau is creditregistry.' },
  { name: 'CREDITREGISTRY_PASSWORD', default: undefined, description: 'Password of the CreditRegistry agent account; required when a bureau is creditregistry.' },
  { name: 'FIRSTCENTRAL_BASE_URL', default: 'https://online.firstcentralcreditbureau.com/firstcentralrestv2', description: 'FirstCentral REST base URL (https://uat.firstcentralcreditbureau.com/firstcentralrestv2 for their test service).' },
  { name: 'FIRSTCENTRAL_USERNAME', default: undefined, description: 'FirstCentral user name; required when a bureau is firstcentral.' },
  { name: 'FIRSTCENTRAL_PASSWORD', default: undefined, description: 'FirstCentral password; required when a bureau is firstcentral.' },
  { name: 'CIRCULO_BASE_URL', default: 'https://services.circulodecredito.com.mx', description: 'Círculo de Crédito API base URL.' },
  { name: 'CIRCULO_API_KEY', default: undefined, description: 'Círculo de Crédito application key (x-api-key); required when BUREAU_PROVIDER=circulo.' },
  { name: 'CIRCULO_USERNAME', default: undefined, description: 'Círculo de Crédito product user; required when BUREAU_PROVIDER=circulo.' },
  { name: 'CIRCULO_PASSWORD', default: undefined, description: 'Círculo de Crédito product password; required when BUREAU_PROVIDER=circulo.' },
  { name: 'CIRCULO_PRIVATE_KEY', default: undefined, description: 'PEM secp384r1 private key that signs requests to Círculo (literal \\n accepted for newlines); required when BUREAU_PROVIDER=circulo.' },
  { name: 'CIRCULO_CERTIFICATE', default: undefined, description: 'PEM certificate from Círculo\'s developer portal that verifies its answers (literal \\n accepted); required when BUREAU_PROVIDER=circulo.' },
  {
    name: 'BUREAU_DELIVERY',
    default: 'sandbox',
    description:
      'How monthly reporting files reach the bureaus (ADR 099): sandbox (nothing leaves the machine), sftp (a bureau\'s SFTP server), crc-api (CRC\'s data-submission web service, Nigeria) or circulo-api (Círculo de Crédito\'s Reportar en línea, Mexico).',
  },
  { name: 'BUREAU_SFTP_HOST', default: undefined, description: 'The bureau\'s SFTP server; required when BUREAU_DELIVERY=sftp.' },
  { name: 'BUREAU_SFTP_PORT', default: '22', description: 'Its SSH port.' },
  { name: 'BUREAU_SFTP_USERNAME', default: undefined, description: 'Our login there; required when BUREAU_DELIVERY=sftp.' },
  {
    name: 'BUREAU_SFTP_PRIVATE_KEY',
    default: undefined,
    description: 'PEM private key (OpenSSH or PKCS#1; literal \\n accepted for newlines) we log in with; this or BUREAU_SFTP_PASSWORD is required when BUREAU_DELIVERY=sftp.',
  },
  { name: 'BUREAU_SFTP_PRIVATE_KEY_PASSPHRASE', default: undefined, description: 'Passphrase of BUREAU_SFTP_PRIVATE_KEY, when it is encrypted.' },
  { name: 'BUREAU_SFTP_PASSWORD', default: undefined, description: 'Password we log in with, when the bureau gives no key login.' },
  {
    name: 'BUREAU_SFTP_HOST_KEY_SHA256',
    default: undefined,
    description: 'The server\'s host key fingerprint as ssh-keygen -lf prints it (SHA256:…); any other key is refused. Required when BUREAU_DELIVERY=sftp.',
  },
  {
    name: 'BUREAU_SFTP_DIRECTORY',
    default: '.',
    description: 'Directory the files are put in (uploaded as NAME.part, renamed to NAME, then NAME.sha256); relative to the login directory unless it starts with /.',
  },
  {
    name: 'BUREAU_CRC_SUBMISSION_URL',
    default: 'https://files.creditreferencenigeria.net/crccreditbureau_Datasubmission_Webservice/JSON/api',
    description: 'Root of CRC\'s data-submission web service (its neIndividualborrower/ and nECreditInfo/ endpoints follow).',
  },
  { name: 'BUREAU_CRC_SUBMISSION_USER_ID', default: undefined, description: 'The reporting user id CRC gives us, sent with every chunk; required when BUREAU_DELIVERY=crc-api.' },
  { name: 'BUREAU_CIRCULO_REPORTING_URL', default: undefined, description: 'The Reportar en línea URL Círculo de Crédito assigns; required when BUREAU_DELIVERY=circulo-api.' },
  { name: 'BUREAU_CIRCULO_REPORTING_API_KEY', default: undefined, description: 'Círculo\'s API key for it (x-api-key); required when BUREAU_DELIVERY=circulo-api.' },
  {
    name: 'BUREAU_REPORTING',
    default: 'monthly',
    description: 'monthly (the month just ended is reported to the bureaus on the market\'s first day of the next month) or on-demand (only when staff generate it) (ADR 100).',
  },
  { name: 'BUREAU_MEMBER_CODE', default: '000000', description: 'The lender\'s member code at the bureaus (Círculo\'s claveOtorgante), 1-10 letters or digits.' },
  { name: 'BUREAU_MEMBER_NAME', default: 'LENDLINE', description: 'The lender\'s name in the bureau files, capitals (A-Z, digits, space . & -), at most 40.' },
  {
    name: 'PAYOUT_PROVIDER',
    default: 'sandbox',
    description: 'Bank account name resolution and transfers: sandbox (deterministic; numbers ending 0000 are not found, 9999 unavailable; transfers settle by signed webhook), paystack (Nigeria) or stp (SPEI, Mexico).',
  },
  { name: 'PAYSTACK_SECRET_KEY', default: undefined, description: 'Paystack secret key; required when PAYOUT_PROVIDER=paystack.' },
  { name: 'PAYSTACK_BASE_URL', default: 'https://api.paystack.co', description: 'Paystack API base URL.' },
  { name: 'STP_BASE_URL', default: 'https://demo.stpmex.com:7024/speiws/rest', description: 'STP speiws REST base URL (the demo by default; production needs the URL STP assigns).' },
  { name: 'STP_EMPRESA', default: undefined, description: 'Company name registered with STP; required when PAYOUT_PROVIDER=stp.' },
  { name: 'STP_CUENTA_ORDENANTE', default: undefined, description: 'Our 18-digit STP CLABE that pays out; required when PAYOUT_PROVIDER=stp.' },
  { name: 'STP_PRIVATE_KEY', default: undefined, description: 'PEM private key that signs STP orders (literal \\n accepted for newlines); required when PAYOUT_PROVIDER=stp.' },
  { name: 'STP_PRIVATE_KEY_PASSPHRASE', default: undefined, description: 'Passphrase of STP_PRIVATE_KEY, when it is encrypted.' },
  { name: 'STP_WEBHOOK_SECRET', default: undefined, description: 'Shared secret STP sends in the x-stp-webhook-secret header of its callbacks (at least 32 characters); required when PAYOUT_PROVIDER=stp.' },
  { name: 'SANDBOX_PAYOUT_DELAY_MS', default: '0', description: 'Sandbox payouts: milliseconds before a transfer settles and its signed webhook is delivered.' },
  { name: 'SANDBOX_PAYOUT_FAIL_ACCOUNTS', default: undefined, description: 'Sandbox payouts: comma-separated account numbers whose transfers fail.' },
  { name: 'SANDBOX_PAYOUT_REVERSE_ACCOUNTS', default: undefined, description: 'Sandbox payouts: comma-separated account numbers whose transfers succeed, then are reversed.' },
  {
    name: 'COLLECTIONS_SANDBOX',
    default: 'true',
    description: 'Repayments: true serves every channel from the sandbox (no keys; the sandbox banner simulates payments); false uses each channel’s vendor. Not allowed in production.',
  },
  {
    name: 'REPAY_CHANNELS',
    default: undefined,
    shownDefault: '(by market: NG paystack_account,paystack_card,paystack_ussd; MX stp_clabe,oxxo)',
    description: 'The ways to repay the market offers, in the cashier’s order: paystack_account, monnify_account, flutterwave_account, paystack_card, flutterwave_link, paystack_ussd (a bank USSD code, no mobile data; Nigeria); stp_clabe, oxxo (Mexico).',
  },
  { name: 'PUBLIC_URL', default: undefined, description: 'The app’s public origin, where a payment checkout sends the borrower back. Unset: the origin of the request.' },
  { name: 'COLLECTIONS_RECONCILE_MINUTES', default: '10', description: 'Minutes between comparisons of each live collections vendor’s transaction list with ours (settles lost notifications).' },
  { name: 'PAYSTACK_DVA_PREFERRED_BANK', default: 'wema-bank', description: 'Bank of Paystack dedicated virtual accounts (test-bank with test keys).' },
  { name: 'MONNIFY_BASE_URL', default: 'https://api.monnify.com', description: 'Monnify API base URL (https://sandbox.monnify.com for test keys).' },
  { name: 'MONNIFY_API_KEY', default: undefined, description: 'Monnify API key; required when REPAY_CHANNELS uses monnify_account.' },
  { name: 'MONNIFY_SECRET_KEY', default: undefined, description: 'Monnify secret key (also verifies its webhook signatures); required with monnify_account.' },
  { name: 'MONNIFY_CONTRACT_CODE', default: undefined, description: 'Monnify contract code; required with monnify_account.' },
  { name: 'MONNIFY_PREFERRED_BANK', default: undefined, description: 'Monnify partner bank code for reserved accounts (Moniepoint 50515 when unset).' },
  { name: 'FLUTTERWAVE_BASE_URL', default: 'https://api.flutterwave.com', description: 'Flutterwave API base URL.' },
  { name: 'FLUTTERWAVE_SECRET_KEY', default: undefined, description: 'Flutterwave secret key; required when REPAY_CHANNELS uses flutterwave_account or flutterwave_link.' },
  { name: 'FLUTTERWAVE_WEBHOOK_HASH', default: undefined, description: 'The secret hash set on Flutterwave’s dashboard, echoed in its verif-hash header (at least 16 characters).' },
  { name: 'STP_COLLECTIONS_CLABE_PREFIX', default: undefined, description: 'The CLABE prefix STP assigned us (646, plaza, company digits); required when REPAY_CHANNELS uses stp_clabe.' },
  { name: 'STP_COLLECTIONS_ACCOUNT_NAME', default: undefined, description: 'Beneficiary name shown with each borrower’s CLABE; required with stp_clabe.' },
  { name: 'STP_CONCILIACION_URL', default: 'https://efws-dev.stpmex.com/efws/API/V2', description: 'STP’s conciliación API root (the test one by default).' },
  { name: 'CONEKTA_BASE_URL', default: 'https://api.conekta.io', description: 'Conekta API base URL (OXXO cash references, ADR 033).' },
  { name: 'CONEKTA_PRIVATE_KEY', default: undefined, description: 'Conekta private API key; required when REPAY_CHANNELS uses oxxo.' },
  { name: 'CONEKTA_WEBHOOK_PUBLIC_KEY', default: undefined, description: 'PEM public key of Conekta’s webhook key (verifies the digest header; literal \\n accepted); required with oxxo.' },
  {
    name: 'DEVICE_DATA_ENABLED',
    default: 'false',
    description: 'Turns on the data-collection step after submit (asks consent; never contacts or SMS in Nigeria).',
  },
  {
    name: 'ASSESSMENT_DELAY_SECONDS',
    default: '0',
    description: 'Seconds from submit to the automatic credit assessment. 0 (sandbox and development) decides at once; production sets about 600 (the copy’s “about 10 minutes”).',
  },
  { name: 'STAFF_SESSION_IDLE_MINUTES', default: '15', description: 'A staff console session ends after this many minutes without a request (ADR 072).' },
  { name: 'STAFF_SESSION_MAX_HOURS', default: '8', description: 'A staff console session ends this many hours after sign-in, however active (ADR 072).' },
  { name: 'STAFF_SIGN_IN_FAILURES_PER_ACCOUNT', default: '5', description: 'Failed staff sign-ins allowed per email in each window before sign-in answers STAFF_TOO_MANY_ATTEMPTS.' },
  { name: 'STAFF_SIGN_IN_FAILURES_PER_ADDRESS', default: '20', description: 'Failed staff sign-ins allowed per client address in each window before sign-in answers STAFF_TOO_MANY_ATTEMPTS.' },
  { name: 'STAFF_SIGN_IN_WINDOW_MINUTES', default: '15', description: 'The window, in minutes, over which failed staff sign-ins are counted.' },
  { name: 'STAFF_ENROLMENT_HOURS', default: '24', description: 'Hours a staff enrolment link (from npm run staff:create-admin or an invitation) stays valid.' },
  {
    name: 'SANDBOX_CLOCK',
    default: 'false',
    description: 'Test servers only: true lets POST /sandbox/clock move the server clock forward (days passing in browser tests). Needs SMS_PROVIDER=sandbox; not allowed in production.',
  },
  { name: 'CARE_PHONE', default: undefined, description: 'Customer-service phone with the dial code (2348001234567), shown with tap to call. Unset: no phone channel.' },
  { name: 'CARE_WHATSAPP', default: undefined, description: 'Customer-service WhatsApp number with the dial code. Unset: no WhatsApp channel.' },
  { name: 'CARE_EMAIL', default: undefined, description: 'Customer-service email address. Unset: no email channel.' },
  { name: 'CARE_HOURS', default: '1-5 08:00-17:00', description: 'Customer-service hours in the market’s time zone: ISO weekdays from-to (1 Monday … 7 Sunday), then opening and closing times.' },
  { name: 'COMPLAINT_ANSWER_DAYS', default: '5', description: 'Days within which every complaint is promised an answer (stated in its acknowledgement; FCCPC 2025).' },
  { name: 'DATA_REQUEST_DAYS', default: undefined, shownDefault: '(by market: NG 30; MX 20)', description: 'Days to answer a borrower’s data request (export, correction, objection), shown to staff with the overdue ones flagged; one extension of the same length with a recorded reason (NDPA 2023; LFPDPPP art. 32; ADR 103). 1-90.' },
  { name: 'DATA_REQUEST_DAY_TYPE', default: 'calendar', description: 'How those days count: calendar (every day) or business (Monday to Friday).' },
  { name: 'APP_DOWNLOAD_URL', default: undefined, description: 'https address of the native app’s store page for this market (/app-download/getAddress). Unset: no download button.' },
  { name: 'PARTNER_PRODUCTS', default: undefined, description: 'Partners’ loans shown to a rejected applicant, each with a signed referral agreement: name|https address|largest loan in minor units, separated by ; (ADR 019). Unset: none shown.' },
  { name: 'CARD_COUPON', default: undefined, shownDefault: '(by market: NG 10000:0:30; MX none)', description: 'The coupon given once per borrower whose card repayment leaves a reusable card authorisation (spec section 9: ₦100): amount:minLoan:expiryDays in minor units and days, or none. Nigeria only (ADR 045).' },
  { name: 'DRAW_PRIZES', default: undefined, shownDefault: '(by market: NG 20000:5:0:14,10000:15:0:14; MX 2000:5:0:14,1000:15:0:14)', description: 'The lottery draw’s prize table on the confirm screen: coupons as amount:weight:minLoan:expiryDays (minor units, relative weight, minor units, days), comma-separated, or none for no draw (ADR 045).' },
  { name: 'DRAW_NO_PRIZE_WEIGHT', default: '80', description: 'Weight of “no prize” against the prizes’ weights (the odds shown are weight ÷ total).' },
  { name: 'DRAW_MONTHLY_BUDGET', default: undefined, shownDefault: '(by market: NG 50000000; MX 5000000)', description: 'Most the draw may give in prizes per calendar month of the market, minor units; a prize the rest cannot pay becomes no prize, and the odds shown say so.' },
  { name: 'NODE_ENV', default: 'development', description: 'production enforces SECRET_KEY and forbids the sandbox SMS provider.' },
];
