// Requests per second of our API against a bare node:http server measured in the same run.
import autocannon from 'autocannon';
import { apiUrl, productListBody, registerBorrower } from './api-client.ts';
import { startBare, startLendline } from './servers.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 32;

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A short warm-up first so the JIT and the database caches are not what is measured.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors at ${url}`);
  return result.requests.average;
}

export interface ThroughputResult {
  bare: number;
  publicRead: number;
  authenticatedRead: number;
}

export async function measureThroughput(): Promise<ThroughputResult> {
  const lendline = await startLendline(18_080);
  try {
    const body = await productListBody(lendline.url);
    const token = await registerBorrower(lendline.url);
    const bare = await startBare(18_081, body);
    let bareRps: number;
    try {
      bareRps = await rps(bare.url);
    } finally {
      await bare.stop();
    }
    // The timestamp is fixed for the whole run, as one client's repeated read would be.
    const publicRps = await rps(apiUrl(lendline.url, '/loan/product/list'));
    const authRps = await rps(apiUrl(lendline.url, '/security/getUserInfo'), { authorization: `Bearer ${token}` });
    return { bare: bareRps, publicRead: publicRps, authenticatedRead: authRps };
  } finally {
    await lendline.stop();
  }
}
