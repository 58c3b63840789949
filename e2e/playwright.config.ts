import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_ADMIN_LINK_FILE, E2E_KEY_FILE, E2E_SECOND_ADMIN, E2E_SECOND_ADMIN_LINK_FILE, DESK_FAILING_ACCOUNT, FAILING_ACCOUNT } from './api-driver.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8191);
/** The Mexican market's server (tests/*-mx.spec.ts use it as their baseURL). */
const MX_PORT = Number(process.env.E2E_MX_PORT ?? port + 1);
/** A Nigerian server whose clock tests move forward (tests/*-clock.spec.ts use it as their baseURL). */
const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? port + 2);
// A fourth, Nigerian with a sandbox clock and its own admins: the collections journey moves its days alone.
const COLLECT_PORT = Number(process.env.E2E_COLLECT_PORT ?? port + 3);
process.env.E2E_COLLECT_PORT = String(COLLECT_PORT);
const repoRoot = path.resolve(import.meta.dirname, '..');
// A fresh embedded database for every run, so journeys never meet old data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lendline-e2e-'));
// The workers load this file again: they must find the same directories (and the staff keys in them).
process.env.E2E_DATA_DIR = dataDir;
/** Every journey server runs from source. */
const SERVER = 'npx tsx apps/server/src/main.ts';

/**
 * A server's command: first an API key for the staff calls the journeys make, written to its
 * data directory (e2eStaffKey reads it), then the server (ADR 074: no shared staff token).
 */
const withStaffKey = (permissions: string, market: 'NG' | 'MX', dir: string) =>
  `npx tsx apps/server/src/cli/api-key.ts --name e2e-journeys --permissions ${permissions} --markets ${market} --out ${path.join(dir, E2E_KEY_FILE)} && ${SERVER}`;

/**
 * A server's two administrators (the Nigerian's and the Mexican's), invited by `npm run staff:create-admin`
 * before it starts: one invites people, the other approves their roles (ADR 083). Their enrolment
 * links go to files the console journeys read (console-support.ts, proof-es-mx.spec.ts).
 */
const withAdmins = (dir: string) =>
  `mkdir -p ${dir} && npx tsx apps/server/src/cli/create-admin.ts --email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}" > ${path.join(dir, E2E_ADMIN_LINK_FILE)} && ` +
  `npx tsx apps/server/src/cli/create-admin.ts --email ${E2E_SECOND_ADMIN.email} --name "${E2E_SECOND_ADMIN.name}" > ${path.join(dir, E2E_SECOND_ADMIN_LINK_FILE)} && `;


/** A Nigerian server whose clock the journeys move forward (SANDBOX_CLOCK). */
const MOVING_CLOCK = {
  SANDBOX_CLOCK: 'true',
  ASSESSMENT_DELAY_SECONDS: '0',
  // Days pass here: sessions outlive them, so a journey is not signed out by its own clock.
  SESSION_TTL_HOURS: '8760',
};

/** One journey server from source on its own embedded database, ready when its OpenAPI document answers. */
function server(serverPort: number, dir: string, command: string, env: Record<string, string>) {
  return {
    command,
    cwd: repoRoot,
    url: `http://127.0.0.1:${serverPort}/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SMS_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      // Every journey asks for codes, and registers, from 127.0.0.1.
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      LOOKUPS_PER_ADDRESS_PER_10_MINUTES: '1000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  // Two: the journeys wait on servers and timers more than on the CPU; each uses its own borrower.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  webServer: [
    // Marketing reads where registrations came from (landing-yx3.spec.ts, ADR 046).
    server(port, dataDir, withAdmins(dataDir) + withStaffKey('attribution.read', 'NG', dataDir), {
      // A short wait before the decision, so the journeys that check "under review" see it; the
      // loan journeys wait through it.
      ASSESSMENT_DELAY_SECONDS: '3',
      // The sandbox payout fails to this First Bank account (the failed-payout journey).
      SANDBOX_PAYOUT_FAIL_ACCOUNTS: `${FAILING_ACCOUNT},${DESK_FAILING_ACCOUNT}`,
      // The Nigerian defaults and the bank USSD code (repay-ussd-en.spec.ts, ADR 104).
      REPAY_CHANNELS: 'paystack_account,paystack_card,paystack_ussd',
    }),
    // A reviewer approves a repayment proof in the console, in Spanish (proof-es-mx.spec.ts): its own first admin invites them;
    // the staff API key checks a second review is refused; marketing reads attribution.
    server(MX_PORT, `${dataDir}-mx`, withAdmins(`${dataDir}-mx`) + withStaffKey('proofs.read,proofs.review,attribution.read', 'MX', `${dataDir}-mx`), {
      MARKET: 'MX',
      ASSESSMENT_DELAY_SECONDS: '0',
    }),
    server(CLOCK_PORT, `${dataDir}-clock`, SERVER, MOVING_CLOCK),
    // The collections desk (console-collections.spec.ts): a loan made overdue by moving this
    // server's clock, which no other journey moves, and a collector invited by its own admins.
    server(COLLECT_PORT, `${dataDir}-collect`, withAdmins(`${dataDir}-collect`) + SERVER, MOVING_CLOCK),
  ],
});
