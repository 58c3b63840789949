// The load generator's client under faults: each call as the web app makes it (bench's burst
// journey, bench/burst-client.ts's contract), every failed attempt recorded with its HTTP status
// and code, and asked again only when the web app would ask again.
//
// The web app's rule (apps/web/src/shared/api/client.ts, use-read.ts, read-problem.tsx): it
// never repeats a call by itself; a failed call leaves the borrower on the screen with a toast
// and a Retry (reads) or the same button (actions), and a waiting screen polls again. What it
// treats as "try again" is NETWORK_FAILURE (no answer within 60 s, a refused or reset
// connection, or an answer that is not our envelope, e.g. a proxy's 502 page) and our INTERNAL
// code (500100, "The request failed, please try again"). A session code signs the borrower out
// and any other code is the server's final answer: neither is a failure a fault may cause.
import { DEFAULT_PACKAGE_NAME, ERRORS, isSessionCode, REQUEST_TIMEOUT_MS, type EndpointPath } from '@lendline/domain';
import { contractRequest, type Call } from '../../bench/burst-client.ts';
import { send, type Answer } from './client.ts';

/**
 * Where requests go: nginx's URL (with its certificate), or the instances in turn (a balancer
 * without health checks). Each borrower connects from its own loopback address, so the proxy's
 * per-address limits and the server's see one phone each, as in production.
 */
export interface Target {
  urls: string[];
  next: number;
  /** The proxy's self-signed certificate, for https URLs. */
  ca?: string;
}

export const nextUrl = (target: Target) => target.urls[target.next++ % target.urls.length]!;

export interface Attempt {
  /** HTTP status, or 'network' when no answer came. */
  status: number | 'network';
  /** The envelope's code, 'no envelope', or the network error's code (ECONNREFUSED, …). */
  code: string;
}

export interface LoadTally {
  requests: number;
  /** Failed attempts by "status code" (e.g. "502 no envelope", "network ECONNREFUSED", "500 500100"). */
  failed: Map<string, number>;
  /** Failed attempts the web app would NOT retry, by the same key and step: each is a lost request. */
  unclean: Map<string, number>;
  /** Calls that failed at least once and then succeeded when asked again. */
  retriedOk: number;
  /** Calls whose retry met the first attempt's effect (e.g. "already submitted"): counted, not lost. */
  metOwnEffect: Map<string, number>;
  /**
   * Bank-account steps whose retry, after the first attempt failed on the server, was refused
   * with CODE_INVALID: the first attempt had used the SMS code up before its save failed (the
   * defect ADR 096 found, fixed since: the code is used up in the saving transaction). The
   * borrower would ask for a new code and send the form again; the fault tests require 0.
   */
  codeUsedUp: number;
}

export const newTally = (): LoadTally => ({ requests: 0, failed: new Map(), unclean: new Map(), retriedOk: 0, metOwnEffect: new Map(), codeUsedUp: 0 });

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** The web app asks again after these (see the file's comment). */
export function webAppRetries(attempt: Attempt): boolean {
  if (attempt.status === 'network' || attempt.code === 'no envelope') return true;
  // "Too many requests, wait a moment and try again" (nginx's limit or the server's): pressed again.
  return attempt.code === String(ERRORS.INTERNAL.code) || attempt.code === String(ERRORS.RATE_LIMITED.code);
}

const keyOf = (a: Attempt) => `${a.status} ${a.code}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a borrower keeps pressing again before giving up (an outage longer than this loses the journey). */
export const GIVE_UP_MS = 120_000;
/** The borrower's pause before pressing again. */
const PRESS_AGAIN_MS = 500;

type Outcome<T> = { ok: true; data: T } | { ok: false; attempt: Attempt; msg: string };

/** A request as the client sends it: the body already bytes (a FormData serialized as fetch would). */
export interface Outgoing {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export async function outgoingForm(method: string, headers: Record<string, string>, form: FormData): Promise<Outgoing> {
  const encoded = new Request('http://127.0.0.1/', { method, body: form });
  return { method, headers: { ...headers, 'content-type': encoded.headers.get('content-type')! }, body: Buffer.from(await encoded.arrayBuffer()) };
}

/** One HTTP attempt on a fresh connection from `localAddress`: our envelope, or what stood in for it. */
export async function attempt<T>(url: string, request: Outgoing, target: Target, localAddress: string): Promise<Outcome<T>> {
  let answer: Answer;
  try {
    answer = await send(url, { ...request, localAddress, timeoutMs: REQUEST_TIMEOUT_MS, ...(target.ca ? { ca: target.ca } : {}) });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'timeout';
    return { ok: false, attempt: { status: 'network', code }, msg: String(error) };
  }
  let envelope: { code?: unknown; msg?: string; data?: T } | null;
  try {
    envelope = JSON.parse(answer.body) as typeof envelope;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.code !== 'number') return { ok: false, attempt: { status: answer.status, code: 'no envelope' }, msg: answer.body.slice(0, 80) };
  if (envelope.code !== 0) return { ok: false, attempt: { status: answer.status, code: String(envelope.code) }, msg: envelope.msg ?? '' };
  return { ok: true, data: envelope.data as T };
}

/**
 * Runs `send` (one attempt) as the borrower would: again after a failure the web app retries,
 * not after any other. `sandbox`: the phone waiting for its SMS (not the web app) reads until
 * the code is there, whatever the answer.
 */
export async function asTheAppWould<T>(tally: LoadTally, step: string, send: (retry: number) => Promise<Outcome<T>>, sandbox = false): Promise<T> {
  const started = performance.now();
  let cleanFailures = 0;
  for (let retry = 0; ; retry++) {
    tally.requests += 1;
    const outcome = await send(retry);
    if (outcome.ok) {
      if (cleanFailures > 0) tally.retriedOk += 1;
      return outcome.data;
    }
    const failure = outcome.attempt;
    const clean = webAppRetries(failure);
    if (clean || !sandbox) bump(tally.failed, keyOf(failure));
    if (!clean && sandbox && retry < 20) {
      await sleep(200);
      continue;
    }
    if (!clean) {
      const code = Number(failure.code);
      // A write asked again after its first attempt's answer was lost may meet its own effect
      // ("already registered", "already submitted"): the first attempt did the work.
      const afterRetry = cleanFailures > 0 && !isSessionCode(code);
      if (afterRetry && step === 'bank account' && code === ERRORS.CODE_INVALID.code) throw Object.assign(new Error(`${step}: code used up`), { codeUsedUp: true });
      if (afterRetry) bump(tally.metOwnEffect, `${step}: ${keyOf(failure)}`);
      else bump(tally.unclean, `${step}: ${keyOf(failure)}`);
      throw new Error(`${step}: ${failure.code} ${outcome.msg}`);
    }
    cleanFailures += 1;
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`${step}: gave up after ${cleanFailures} failures (${keyOf(failure)})`);
    await sleep(PRESS_AGAIN_MS);
  }
}

/** bench/burst.ts's `Call`, through `target` from the borrower's `localAddress`, recording into `tally` and `steps`. */
export function retryingCall(target: Target, localAddress: string, steps: Map<string, number[]>, tally: LoadTally): Call {
  let last = '';
  // The phone's last SMS code: behind a proxy the read may reach an instance the new code's
  // SMS has not been stored by yet, and the latest it knows is the previous one.
  let lastCode: unknown;
  let lastMobile = '';
  const call = async <T>(step: string, path: EndpointPath, body: Record<string, unknown> = {}, file?: Buffer, authorization?: string, at?: string): Promise<T> => {
    if (step.startsWith('sandbox')) {
      for (let read = 0; ; read++) {
        const sms = await once<T>(step, path, body, file, authorization, at);
        const code = (sms as { code?: unknown }).code;
        if (code !== lastCode || read >= 25) return (lastCode = code), sms;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    if (path === '/security/getVerifyCode') lastMobile = String(body.mobile);
    if (path !== '/user/addBankCard') return once<T>(step, path, body, file, authorization, at);
    try {
      return await once<T>(step, path, body, file, authorization, at);
    } catch (error) {
      if (!(error as { codeUsedUp?: boolean }).codeUsedUp) throw error;
      // As the borrower would: a new code, and the same form again with it.
      tally.codeUsedUp += 1;
      const sms = { mobile: lastMobile, type: 'bankCard' };
      await once('code', '/security/getVerifyCode', sms, undefined, authorization, undefined);
      const fresh: { code: string } = await call<{ code: string }>('sandbox sms', '/sandbox/sms/latest', { mobile: lastMobile }, undefined, undefined, last);
      return once<T>(step, path, { ...body, verifyCode: fresh.code }, file, authorization, at);
    }
  };
  const once = <T>(step: string, path: EndpointPath, body: Record<string, unknown>, file: Buffer | undefined, authorization: string | undefined, at: string | undefined) => {
    return asTheAppWould<T>(
      tally,
      step,
      async (retry) => {
        // The SMS read goes where the code was asked for (round-robin only: a proxy cannot be steered).
        const base = at && retry === 0 ? at : nextUrl(target);
        last = base;
        const headers: Record<string, string> = { packageName: DEFAULT_PACKAGE_NAME, lang: 'en' };
        if (authorization) headers.authorization = authorization;
        const { target: pathAndQuery, init } = contractRequest(path, body, file, headers);
        // A photo's FormData as fetch would serialize it: this client writes bytes on its own connection.
        const request: Outgoing = init.body instanceof FormData
          ? await outgoingForm(init.method, headers, init.body)
          : { method: init.method, headers: init.headers, ...(typeof init.body === 'string' ? { body: init.body } : {}) };
        const started = performance.now();
        const outcome = await attempt<T>(`${base}${pathAndQuery}`, request, target, localAddress);
        if (outcome.ok) (steps.get(step) ?? steps.set(step, []).get(step)!).push(performance.now() - started);
        return outcome;
      },
      step.startsWith('sandbox'),
    );
  };
  return Object.assign(call, { last: () => last });
}
