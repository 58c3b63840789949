import { describe, expect, it } from 'vitest';
import { createOtpService } from '../src/modules/auth/otp-service.ts';
import type { SmsMessage, SmsProvider, SmsResult } from '../src/providers/sms/types.ts';
import { singleKeyring } from '../src/shared/keyring.ts';
import type { Log } from '../src/shared/log.ts';
import { T0 } from './helper.ts';
import { useMigratedDatabase } from './test-database.ts';

const quiet: Log = { debug() {}, info() {}, warn() {}, error() {} };

/** An SMS vendor whose sends finish only when the test lets them. */
function heldSms() {
  const held = new Map<string, () => void>();
  const provider: SmsProvider = {
    name: 'held',
    sendSms: (message: SmsMessage) => new Promise<SmsResult>((resolve) => held.set(message.to, () => resolve({ ok: true, providerMessageId: message.to }))),
  };
  return { provider, release: (phone: string) => held.get(phone)?.() };
}

/** Resolves with 'settled' if `wait` ends once everything already due has run, else 'still waiting'. */
async function settledNow(wait: Promise<void>): Promise<string> {
  return Promise.race([wait.then(() => 'settled'), new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 200))]);
}

/**
 * The sandbox outbox read waits for the code SMS on its way (they leave after the answer): only
 * for those to its own phone. Under a burst some other phone's SMS is always on its way, and a
 * read that waited for every one of them could wait for as long as codes keep being asked for.
 */
describe('waiting for code SMS on their way', () => {
  const t = useMigratedDatabase();

  it("waits for the SMS to one phone without waiting for another phone's, and for all of them at shutdown", async () => {
    const sms = heldSms();
    const otp = createOtpService({ db: t.database.db, now: () => T0, keys: singleKeyring('k'.repeat(40)), sms: sms.provider, sendsPerAddressPerHour: 100 });
    const ask = (phone: string) => otp.requestCode({ phone, purpose: 'register', clientIp: '10.0.0.1', lang: 'en', deliver: true }, quiet);
    expect((await ask('2348031111111')).ok).toBe(true);
    expect((await ask('2348032222222')).ok).toBe(true);

    expect(await settledNow(otp.sendsSettled('2348031111111'))).toBe('still waiting');
    sms.release('2348031111111');
    expect(await settledNow(otp.sendsSettled('2348031111111'))).toBe('settled');
    // The other phone's SMS is still on its way: shutdown waits for it.
    const all = otp.sendsSettled();
    expect(await settledNow(all)).toBe('still waiting');
    sms.release('2348032222222');
    expect(await settledNow(all)).toBe('settled');
  });
});
