import type { TestApp } from './helper.ts';

/**
 * The borrower's consent to the bureau inquiry, as the review screen gives it before submit
 * (ADR 102): the current text's version, and in Mexico the NIP sent by SMS to their own phone.
 */
export async function giveBureauConsent(t: TestApp, token: string, orderNo: string) {
  const state = await t.call<{ textVersion: string; needsNip: boolean }>('/bureau/consent', { token, body: { orderNo } });
  if (state.body.code !== 0) throw new Error(`bureau consent text failed: ${state.text}`);
  const nip = state.body.data.needsNip ? await t.sendCode(await mobileOf(t, token), 'bureauNip', { token }) : undefined;
  const given = await t.call('/bureau/consent/give', { token, body: { orderNo, textVersion: state.body.data.textVersion, ...(nip ? { nip } : {}) } });
  if (given.body.code !== 0) throw new Error(`bureau consent failed: ${given.text}`);
  return given;
}

async function mobileOf(t: TestApp, token: string): Promise<string> {
  return (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.mobile as string;
}
