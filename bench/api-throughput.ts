// Requests per second of our API against a bare node:http server measured in the same run.
import autocannon from 'autocannon';
import { apiUrl, productListBody, registerBorrower } from './api-client.ts';
import { pinSelfAwayFromServers, startBare, startLendline } from './servers.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = 32;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A short warm-up first so the JIT and the database caches are not what is measured.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors at ${url}`);
  return result.requests.average;
}

export interface ThroughputResult {
  bare: number;
  publicRead: number;
  authenticatedRead: number;
  /** Median over rounds of each round's own ratio to the bare server. */
  publicRatio: number;
  authenticatedRatio: number;
  /** Every round's ratios, to show the spread. */
  publicRatios: number[];
  authenticatedRatios: number[];
}

export async function measureThroughput(): Promise<ThroughputResult> {
  pinSelfAwayFromServers();
  const lendline = await startLendline(18_080);
  try {
    const body = await productListBody(lendline.url);
    const token = await registerBorrower(lendline.url);
    const bare = await startBare(18_081, body);
    // Rounds interleave the three targets, each measured right after the bare server, and the
    // ratio is taken within a round: this machine's speed drifts by half between minutes
    // (another tenant's load), and a ratio of seconds-apart measurements cancels most of it.
    // The median round is reported. Only one server is loaded at a time.
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
    const perRound = (values: number[]) => values.map((value, round) => value / samples.bare[round]!);
    const ratios = (values: number[]) => median(perRound(values));
    return {
      publicRatios: perRound(samples.publicRead),
      authenticatedRatios: perRound(samples.authenticatedRead),
      bare: median(samples.bare),
      publicRead: median(samples.publicRead),
      authenticatedRead: median(samples.authenticatedRead),
      publicRatio: ratios(samples.publicRead),
      authenticatedRatio: ratios(samples.authenticatedRead),
    };
  } finally {
    await lendline.stop();
  }
}
