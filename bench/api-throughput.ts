// Requests per second of our API against a bare node:http server measured in the same run.
import autocannon from 'autocannon';
import { answerAsSent, apiUrl, registerBorrower, type AnswerAsSent } from './api-client.ts';
import { cpuMicros, pinSelfAwayFromServers, startBare, startLendline, type Running } from './servers.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = 32;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Sample {
  rps: number;
  /** Server CPU per answer, µs: what the answer costs whatever else the machine is doing. */
  cpuPerRequest: number;
}

async function measure(server: Running, url: string, headers: Record<string, string> = {}): Promise<Sample> {
  // A short warm-up first so the JIT and the database caches are not what is measured.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const cpuBefore = cpuMicros(server.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpu = cpuMicros(server.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors at ${url}`);
  return { rps: result.requests.average, cpuPerRequest: cpu / Math.max(1, result.requests.total) };
}

export interface ThroughputResult {
  /** The bare server answering what the public read answers, and what the authenticated read answers. */
  bare: number;
  bareAuthenticated: number;
  publicRead: number;
  authenticatedRead: number;
  /** Median over rounds of each round's own ratio to the bare server. */
  publicRatio: number;
  authenticatedRatio: number;
  /** Every round's ratios, to show the spread. */
  publicRatios: number[];
  authenticatedRatios: number[];
  /**
   * The same comparison by server CPU per answer (bare ÷ ours, median of the rounds): the
   * throughput a core would give if nothing else ran on it. Requests per second on a shared
   * machine move with the other tenants' load; CPU per answer barely does.
   */
  publicCpuRatio: number;
  authenticatedCpuRatio: number;
  /** µs of server CPU per answer, median of the rounds. */
  cpuPerRequest: { bare: number; bareAuthenticated: number; publicRead: number; authenticatedRead: number };
  /** Bytes of each answer as sent (headers Node adds to both not counted), the bare server's being the same. */
  publicBytes: number;
  authenticatedBytes: number;
}

const sizeOf = (answer: AnswerAsSent) => Buffer.byteLength(answer.body) + answer.headers.reduce((sum, part) => sum + Buffer.byteLength(part) + 1, 0);

export async function measureThroughput(): Promise<ThroughputResult> {
  pinSelfAwayFromServers();
  const lendline = await startLendline(18_080);
  try {
    const token = await registerBorrower(lendline.url);
    const auth = { authorization: `Bearer ${token}` };
    // The timestamp is fixed for the whole run, as one client's repeated read would be.
    const publicUrl = apiUrl(lendline.url, '/loan/product/list');
    const authUrl = apiUrl(lendline.url, '/security/getUserInfo');
    // The yardstick does the same work on the wire (issue 20): per target, the same headers
    // and body as our answer, uncompressed on both sides (autocannon sends no Accept-Encoding).
    const publicAnswer = await answerAsSent(publicUrl);
    const authAnswer = await answerAsSent(authUrl, auth);
    const bare = await startBare(18_081, { '/public': publicAnswer, '/auth': authAnswer });
    // Rounds interleave the targets, each measured right after its bare twin, and the ratio
    // is taken within a round: this machine's speed drifts by half between minutes (another
    // tenant's load), and a ratio of seconds-apart measurements cancels most of it. The
    // median round is reported. Only one server is loaded at a time.
    const runs = { bare: [] as Sample[], bareAuthenticated: [] as Sample[], publicRead: [] as Sample[], authenticatedRead: [] as Sample[] };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        runs.bare.push(await measure(bare, `${bare.url}/public`));
        runs.publicRead.push(await measure(lendline, publicUrl));
        runs.bareAuthenticated.push(await measure(bare, `${bare.url}/auth`));
        runs.authenticatedRead.push(await measure(lendline, authUrl, auth));
      }
    } finally {
      await bare.stop();
    }
    const pick = (key: keyof Sample) => ({
      bare: runs.bare.map((r) => r[key]),
      bareAuthenticated: runs.bareAuthenticated.map((r) => r[key]),
      publicRead: runs.publicRead.map((r) => r[key]),
      authenticatedRead: runs.authenticatedRead.map((r) => r[key]),
    });
    const samples = pick('rps');
    const cpu = pick('cpuPerRequest');
    const cpuRatio = (ours: number[], yardstick: number[]) => median(ours.map((value, round) => yardstick[round]! / value));
    const perRound = (values: number[], yardstick: number[]) => values.map((value, round) => value / yardstick[round]!);
    const publicRatios = perRound(samples.publicRead, samples.bare);
    const authenticatedRatios = perRound(samples.authenticatedRead, samples.bareAuthenticated);
    return {
      publicRatios,
      authenticatedRatios,
      bare: median(samples.bare),
      bareAuthenticated: median(samples.bareAuthenticated),
      publicRead: median(samples.publicRead),
      authenticatedRead: median(samples.authenticatedRead),
      publicRatio: median(publicRatios),
      authenticatedRatio: median(authenticatedRatios),
      publicCpuRatio: cpuRatio(cpu.publicRead, cpu.bare),
      authenticatedCpuRatio: cpuRatio(cpu.authenticatedRead, cpu.bareAuthenticated),
      cpuPerRequest: { bare: median(cpu.bare), bareAuthenticated: median(cpu.bareAuthenticated), publicRead: median(cpu.publicRead), authenticatedRead: median(cpu.authenticatedRead) },
      publicBytes: sizeOf(publicAnswer),
      authenticatedBytes: sizeOf(authAnswer),
    };
  } finally {
    await lendline.stop();
  }
}
