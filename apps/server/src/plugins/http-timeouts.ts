import type { ServerOptions } from 'node:http';

/**
 * How long the server waits for a slow client (ADR 095). In production nginx stands in front
 * and reads every request whole before passing it on, so these bound what reaches an instance
 * directly (a misconfigured firewall, the load balancer's own probes) and what a slowloris can
 * hold: each connection sending a header byte now and then is closed with 408 after
 * `headersTimeout`, checked every `connectionsCheckingInterval`. docs/operations.md's "Limits
 * at the edge" table is checked against these figures by ops/test/edge-limits.test.ts.
 */
export const HTTP_TIMEOUTS = {
  /**
   * The request line and headers: a phone sends about 1 KB of them, under a second even on
   * 2G with a few seconds of radio wake-up and round trips. Node's default is 60 s.
   */
  headersTimeout: 20_000,
  /**
   * The whole request, body included: a 5 MB identity photo sent straight to an instance over
   * 2G (EDGE, about 50 kbit/s up) takes 5 × 8,000,000 / 50,000 = 800 s, so 900 s. Node's
   * default, 300 s, would cut that upload off at about 1.9 MB.
   */
  requestTimeout: 900_000,
  /** How often the two above are enforced: Node's default 30 s lets a slow client overstay by that much. */
  connectionsCheckingInterval: 2_000,
  /**
   * An idle kept-alive connection: longer than nginx's upstream `keepalive_timeout` (60 s), so
   * nginx always closes first and never sends a request on a connection the server is closing.
   * Fastify's own default.
   */
  keepAliveTimeout: 72_000,
} as const satisfies ServerOptions;
