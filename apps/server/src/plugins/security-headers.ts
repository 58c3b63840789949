import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * The browser security headers of every answer (ADR 026), computed once at start: a request
 * only chooses between two ready-made sets, with or without Strict-Transport-Security.
 */
export interface SecurityHeaders {
  /** Both sets as flat [name, value, …] lists, for answers written to the raw socket (the public read cache). */
  readonly plain: readonly string[];
  readonly secure: readonly string[];
  /** The set without HSTS as header lines (`name: value\r\n` each), for answers Node writes before any request exists. */
  readonly plainLines: string;
  /** True when the request came over HTTPS through a trusted proxy: the secure set applies. */
  isHttps(req: IncomingMessage): boolean;
  /** Sets the request's set on a Fastify reply. */
  apply(reply: FastifyReply): void;
}

export interface SecurityHeaderOptions {
  trustProxy: TrustProxy;
  /** Origins besides its own the web app may call (CSP_CONNECT_SRC). */
  connectSrc: readonly string[];
}

/** A year, as browsers and the preload list expect; no includeSubDomains: other hosts are not ours. */
const HSTS = 'max-age=31536000';

/**
 * What the built web app loads, and nothing more (ADR 026): its own scripts, styles, fonts and
 * images (Vite's relative ./assets), photo previews as blob: URLs, the API on its own origin
 * (and VITE_API_BASE's when set), its web manifest and service worker (ADR 042), no frames, no
 * plugins, no inline code, never framed.
 */
function contentSecurityPolicy(connectSrc: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSrc].join(' '),
    "manifest-src 'self'",
    // The app's own service worker (ADR 042); no other worker of any kind.
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Powerful features the app never uses: off, so an injected script cannot ask for them either. */
const DENIED_FEATURES = [
  'accelerometer', 'autoplay', 'display-capture', 'encrypted-media', 'fullscreen', 'geolocation', 'gyroscope',
  'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get',
  'screen-wake-lock', 'sync-xhr', 'usb', 'xr-spatial-tracking',
];

/** The camera for the identity photos (this origin only); everything else off (ADR 026). */
const PERMISSIONS_POLICY = ['camera=(self)', ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ');

export function createSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const base: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options.connectSrc),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    // For browsers and WebViews that predate frame-ancestors.
    'x-frame-options': 'DENY',
  };
  const secure = { ...base, 'strict-transport-security': HSTS };
  const isTrusted = trustedPeer(options.trustProxy);
  const isHttps = (req: IncomingMessage) => isTrusted(req.socket.remoteAddress) && forwardedProto(req.headers['x-forwarded-proto']) === 'https';

  return {
    plain: Object.entries(base).flat(),
    secure: Object.entries(secure).flat(),
    plainLines: Object.entries(base).map(([name, value]) => `${name}: ${value}\r\n`).join(''),
    isHttps,
    apply(reply) {
      reply.headers(isHttps(reply.request.raw) ? secure : base);
    },
  };
}

/** Registered first, so every route, the not-found handler and every error answer carry them. */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    headers.apply(reply);
    done();
  });
}

/** Node's parse errors a client can cause, and the status each deserves; anything else is a bad request. */
const CLIENT_ERROR_STATUS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  ERR_HTTP_REQUEST_HEADERS_TIMEOUT: '408 Request Timeout',
};

/**
 * Fastify's `clientErrorHandler`: what Node answers before a request exists (a malformed request
 * line, headers too large, a client too slow to send them). Node's own answer carries no header
 * at all; this one carries the security headers every other answer does (never HSTS: whether the
 * client came over HTTPS is not known without a request), closes the connection, and says nothing
 * of the error. A client already gone gets nothing.
 */
export function clientErrorAnswer(headers: SecurityHeaders): (error: NodeJS.ErrnoException, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\n${headers.plainLines}content-length: 0\r\nconnection: close\r\n\r\n`);
  };
}

/**
 * Whether the peer that connected is a proxy TRUST_PROXY names, by the same rule Fastify uses
 * for request.protocol (the nearest hop): only its X-Forwarded-Proto is believed. A client
 * that sends the header itself is never trusted, so it cannot make us promise HTTPS for plain HTTP.
 */
export function trustedPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    // Config accepted the shape; an address that still does not parse is trusted by no one.
    if (!isIPv4(address) && !isIPv6(address)) continue;
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => address !== undefined && list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** The last entry: the one the nearest proxy added (each proxy appends what it saw). */
function forwardedProto(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  if (value === undefined) return undefined;
  return value.slice(value.lastIndexOf(',') + 1).trim().toLowerCase();
}
