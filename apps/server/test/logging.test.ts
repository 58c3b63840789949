import { ERRORS } from '@lendline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { lastCode, startFakeTermii, termiiSuccess, type FakeTermii } from './fake-termii.ts';

/**
 * Runs the whole sign-in flow on a production-configured app (Termii pointed at a local
 * fake) with every log level on, and checks that no code, token or full phone number
 * reaches the log. The sandbox's one sanctioned code line cannot exist in this setup.
 */
let fake: FakeTermii;
beforeAll(async () => {
  fake = await startFakeTermii();
});
afterAll(async () => {
  await fake.close();
});

const API_KEY = 'TLtestKeyDoNotLog0123456789';
const BUREAU_PASSWORD = 'creditregistry-secret-do-not-log';
const t = useTestApp({
  env: () => ({
    NODE_ENV: 'production',
    SECRET_KEY: 'a-production-secret-key-of-at-least-32-chars',
    SMS_PROVIDER: 'termii',
    TERMII_API_KEY: API_KEY,
    TERMII_SENDER_ID: 'Lendline',
    TERMII_BASE_URL: fake.url,
    // Production refuses sandboxes; sign-in never calls these.
    KYC_PROVIDER: 'dojah',
    DOJAH_APP_ID: 'app',
    DOJAH_SECRET_KEY: 'dojah-secret',
    DOJAH_BASE_URL: fake.url,
    PAYOUT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: 'sk_test_secret',
    PAYSTACK_BASE_URL: fake.url,
    BUREAU_PROVIDER: 'creditregistry',
    CREDITREGISTRY_BASE_URL: fake.url,
    CREDITREGISTRY_SUBSCRIBER_ID: '1234',
    CREDITREGISTRY_EMAIL: 'agent@lendline.ng',
    CREDITREGISTRY_PASSWORD: BUREAU_PASSWORD,
    COLLECTIONS_SANDBOX: 'false',
    CARE_EMAIL: 'care@lendline.ng',
    LOG_LEVEL: 'trace',
  }),
});

/** Codes are sent after their request is answered (issue 19): what the fake received is read once they are out. */
const codesSent = () => t.app.services.otp.sendsSettled();

const SPELLINGS = ['2348031234567', '8031234567', '08031234567', '0803 123 4567', '+234 803 123 4567'];

describe('logs across register and login', () => {
  it('never contain a one-time code, a session token, the API key or the phone number', async () => {
    fake.respond(termiiSuccess);
    const secrets: string[] = [API_KEY, BUREAU_PASSWORD];

    await t.call('/security/existsByMobile', { body: { mobile: '0803 123 4567' } });
    await t.call('/security/getVerifyCode', { body: { mobile: '0803 123 4567', type: 'register' } });
    await codesSent();
    const registerCode = lastCode(fake);
    secrets.push(registerCode);
    await t.call('/security/register', { body: { mobile: '+234 803 123 4567', code: registerCode === '000000' ? '111111' : '000000' } });
    const registered = await t.call('/security/register', { body: { mobile: '+234 803 123 4567', code: registerCode } });
    expect(registered.body.code).toBe(0);
    const firstToken: string = registered.body.data.token;
    secrets.push(firstToken);
    await t.call('/security/getUserInfo', { token: firstToken });

    t.clock.advance(60_000);
    await t.call('/security/getVerifyCode', { body: { mobile: '08031234567', type: 'login' } });
    await codesSent();
    const loginCode = lastCode(fake);
    secrets.push(loginCode);
    const login = await t.call('/security/login', { body: { mobile: '08031234567', code: loginCode }, encoding: 'form' });
    expect(login.body.code).toBe(0);
    secrets.push(login.body.data.token);
    expect((await t.call('/security/getUserInfo', { token: firstToken })).body.code).toBe(ERRORS.LOGGED_IN_ELSEWHERE.code);
    await t.call('/security/getVerifyCode', { body: { mobile: '08031234567', type: 'bankCard' }, token: login.body.data.token });
    await codesSent();
    secrets.push(lastCode(fake));
    await t.call('/security/logout', { token: login.body.data.token });
    await t.call('/security/register', { body: { mobile: '08031234567', code: registerCode } });

    // A failing provider is logged too, still without the number.
    fake.respond((_req, res) => {
      res.writeHead(500);
      res.end('{"message":"error for 2348031234567"}');
    });
    t.clock.advance(20 * 60_000);
    expect((await t.call('/security/getVerifyCode', { body: { mobile: '08031234567', type: 'login' } })).body.code).toBe(0);
    await codesSent();

    const output = t.logs.join('\n');
    // The log was really written (otherwise this test could not fail).
    expect(t.logs.length).toBeGreaterThan(10);
    expect(output).toContain('"path":"/security/login"');
    expect(output).toContain('234******4567');
    expect(output).toContain('"reason":"unavailable"');
    for (const secret of [...secrets, ...SPELLINGS]) expect(output, secret).not.toContain(secret);
  });

  it('sends the code to Termii in the documented shape', async () => {
    fake.respond(termiiSuccess);
    await t.call('/security/getVerifyCode', { body: { mobile: '0803 123 4567', type: 'register' } });
    await codesSent();
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/api/sms/send', contentType: 'application/json' });
    expect(sent?.body).toEqual({
      to: '2348031234567',
      from: 'Lendline',
      sms: expect.stringMatching(/^Your Lendline code is \d{6}\. It expires in 5 minutes\. Never share it\.$/),
      type: 'plain',
      channel: 'dnd',
      api_key: API_KEY,
    });
  });
});

describe('outside sandbox mode', () => {
  it('answers /sandbox/sms/latest exactly like a path that does not exist', async () => {
    const sandbox = await t.call('/sandbox/sms/latest', { body: { mobile: '08031234567' } });
    const missing = await t.call('/sandbox/sms/oldest', { method: 'GET', body: { mobile: '08031234567' } });
    expect(sandbox.status).toBe(404);
    expect(sandbox.text).toBe(missing.text);
    expect(sandbox.status).toBe(missing.status);
  });

  it('leaves the sandbox path out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/sandbox/sms/latest');
    expect(Object.keys(doc.paths)).toContain('/security/login');
  });
});
