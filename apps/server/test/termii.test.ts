import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { termiiSendRequest, termiiSendResult } from '../src/providers/sms/termii/termii-fns.ts';
import { createTermiiSms } from '../src/providers/sms/termii/termii-sms.ts';
import { startFakeTermii, termiiSuccess, type FakeTermii } from './fake-termii.ts';

const SETTINGS = { apiKey: 'TLkey', senderId: 'Lendline', baseUrl: 'https://api.ng.termii.com', channel: 'dnd' as const };

describe('termiiSendRequest', () => {
  it('builds the documented JSON body for POST {base}/api/sms/send', () => {
    const request = termiiSendRequest(SETTINGS, { to: '2348031234567', text: 'hello' });
    expect(request.url).toBe('https://api.ng.termii.com/api/sms/send');
    expect(JSON.parse(request.body)).toEqual({
      to: '2348031234567',
      from: 'Lendline',
      sms: 'hello',
      type: 'plain',
      channel: 'dnd',
      api_key: 'TLkey',
    });
  });
});

describe('termiiSendResult', () => {
  it.each([
    [200, '{"message_id":"9122821270554876574","message":"Successfully Sent","balance":9,"user":"Peter"}', { ok: true, providerMessageId: '9122821270554876574' }],
    [200, '{"message_id":3017544054459493000,"message":"Successfully Sent"}', { ok: true, providerMessageId: '3017544054459493000' }],
    [200, '{"message":"Successfully Sent"}', { ok: false, reason: 'invalid_response' }],
    [200, '{"message_id":""}', { ok: false, reason: 'invalid_response' }],
    [200, 'not json', { ok: false, reason: 'invalid_response' }],
    [201, '{"message_id":"1"}', { ok: true, providerMessageId: '1' }],
    [400, '{"message":"Insufficient balance"}', { ok: false, reason: 'rejected' }],
    [401, '{"message":"Invalid API key"}', { ok: false, reason: 'misconfigured' }],
    [403, '', { ok: false, reason: 'misconfigured' }],
    [404, '', { ok: false, reason: 'rejected' }],
    [422, '{"message":"ApplicationSenderId not found"}', { ok: false, reason: 'rejected' }],
    [429, '', { ok: false, reason: 'unavailable' }],
    [500, '', { ok: false, reason: 'unavailable' }],
    [503, '<html>', { ok: false, reason: 'unavailable' }],
  ])('status %i, body %s', (status, body, expected) => {
    expect(termiiSendResult(status, body)).toEqual(expected);
  });
});

describe('the Termii adapter over HTTP', () => {
  let fake: FakeTermii;
  beforeAll(async () => {
    fake = await startFakeTermii();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.respond(termiiSuccess);
  });
  const adapter = (timeoutMs = 2000) => createTermiiSms({ ...SETTINGS, baseUrl: fake.url, timeoutMs });

  it('posts JSON to /api/sms/send and returns the message id', async () => {
    const result = await adapter().sendSms({ to: '2348031234567', text: 'Your Lendline code is 123456.' });
    expect(result).toEqual({ ok: true, providerMessageId: '9122821270554876574' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toEqual({
      method: 'POST',
      path: '/api/sms/send',
      contentType: 'application/json',
      body: { to: '2348031234567', from: 'Lendline', sms: 'Your Lendline code is 123456.', type: 'plain', channel: 'dnd', api_key: 'TLkey' },
    });
  });

  it('reduces a vendor error to the failure vocabulary', async () => {
    fake.respond((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"message":"Invalid API key"}');
    });
    expect(await adapter().sendSms({ to: '2348031234567', text: 'x' })).toEqual({ ok: false, reason: 'misconfigured' });
  });

  it('gives up after its timeout', async () => {
    fake.respond(() => undefined); // never answers
    const started = Date.now();
    expect(await adapter(200).sendSms({ to: '2348031234567', text: 'x' })).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable vendor as unavailable', async () => {
    const closed = createTermiiSms({ ...SETTINGS, baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    expect(await closed.sendSms({ to: '2348031234567', text: 'x' })).toEqual({ ok: false, reason: 'unavailable' });
  });
});
