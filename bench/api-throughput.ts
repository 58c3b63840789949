// Requests per second of our API against a bare node:http server measured in the same run.
import autocannon from 'autocannon';
import { apiUrl, productListBody, registerBorrower } from './api-client.ts';
import { pinSelfAwayFromServers, startBare, startLendline } from './servers.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 32;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

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
  pinSelfAwayFromServers();
  const lendline = await startLendline(18_080);
  try {
    const body = await productListBody(lendline.url);
    const token = await registerBorrower(lendline.url);
    const bare = await startBare(18_081, body);
    // Rounds interleave the three targets so a slow spell of the machine hits all of them;
    // the median of each is reported. Only one server is loaded at a time.
    const samples = { bare: [] as number[], publicRead: [] as number[], authenticatedRead: [] as number[] };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        samples.bare.push(await rps(bare.url));
        // The timestamp is fixed for the whole run, as one client's repeated read would be.
        samples.publicRead.push(await rps(apiUrl(lendline.url, '/loan/product/list')));
        samples.authenticatedRead.push(
          await rps(apiUrl(lendline.url, '/security/getUserInfo'), { authorization: `Bearer ${token}` }),
        );
      }
    } finally {
      await bare.stop();
    }
    return { bare: median(samples.bare), publicRead: median(samples.publicRead), authenticatedRead: median(samples.authenticatedRead) };
  } finally {
    await lendline.stop();
  }
}
