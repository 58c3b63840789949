// The burst's HTTP client: each call as the web app makes it (the contract's method and body
// encoding), to the next instance in turn, timed per step, from the borrower's own address.
import { DEFAULT_PACKAGE_NAME, encryptPath, endpoint, type EndpointPath } from '@lendline/domain';

/** Round-robin over the instances, like a load balancer without sticky sessions. */
export interface Balancer {
  urls: string[];
  next: number;
}

/** `at`: this instance instead of the next one. `last()`: the instance the last call went to. */
export type Call = (<T = { orderNo: string; status: number }>(step: string, path: EndpointPath, body?: Record<string, unknown>, file?: Buffer, authorization?: string, at?: string) => Promise<T>) & {
  last(): string;
};

/**
 * One call of the contract as the web app makes it: the path's ciphertext and the timestamp (and a
 * GET's parameters) as `target`, the contract's method, and the body in the endpoint's encoding
 * (`file`: a multipart photo upload). `headers` are the caller's: identity, language, token.
 */
export function contractRequest(path: EndpointPath, body: Record<string, unknown>, file: Buffer | undefined, headers: Record<string, string>): { target: string; init: RequestInit & { method: string; headers: Record<string, string> } } {
  const def = endpoint(path);
  const query = new URLSearchParams({ timestamp: String(Math.floor(Date.now() / 1000)) });
  let init: RequestInit & { method: string; headers: Record<string, string> } = { method: def.method, headers };
  if (def.method === 'GET') {
    for (const [key, value] of Object.entries(body)) query.set(key, String(value));
  } else if (file) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
    init = { ...init, body: form };
  } else if (def.encoding === 'form') {
    init = { ...init, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body as Record<string, string>).toString() };
  } else {
    init = { ...init, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  }
  return { target: `/api/${encryptPath(path, DEFAULT_PACKAGE_NAME)}?${query}`, init };
}

/** A failed call throws "<step>: <code> <message>" (or the network error): the burst counts failures by it. */
export function callApi(balancer: Balancer, address: string, steps: Map<string, number[]>): Call {
  let last = '';
  const call = async <T>(step: string, path: EndpointPath, body: Record<string, unknown> = {}, file?: Buffer, authorization?: string, at?: string) => {
    const base = at ?? balancer.urls[balancer.next++ % balancer.urls.length]!;
    last = base;
    const headers: Record<string, string> = { packageName: DEFAULT_PACKAGE_NAME, lang: 'en', 'x-forwarded-for': address };
    if (authorization) headers.authorization = authorization;
    const request = contractRequest(path, body, file, headers);
    const started = performance.now();
    let envelope: { code: number; msg: string; data: T };
    try {
      const res = await fetch(`${base}${request.target}`, request.init);
      envelope = (await res.json()) as typeof envelope;
    } catch (error) {
      // undici's "fetch failed" says nothing; its cause's code does (a connect timeout, a reset).
      const code = (error as { cause?: { code?: string } }).cause?.code;
      throw new Error(`${step}: network (${error instanceof Error ? error.message : String(error)}${code ? `, ${code}` : ''})`, { cause: error });
    }
    (steps.get(step) ?? steps.set(step, []).get(step)!).push(performance.now() - started);
    if (envelope.code !== 0) throw new Error(`${step}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
  return Object.assign(call, { last: () => last });
}
