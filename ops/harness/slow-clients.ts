// Slowloris: connections that send their request headers a byte every few seconds and never
// finish, to hold a server's connections open. Each records what it was answered and when it
// was closed, so a test can see who closed it and after how long.
import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export interface SlowClient {
  /** Resolves once connected (TLS: after the handshake) and the request line is sent. */
  connected: Promise<void>;
  /** Everything the server sent before closing. */
  received(): string;
  /** Milliseconds from opening to the close, null while open. */
  closedAfterMs(): number | null;
  destroy(): void;
}

export interface SlowClientOptions {
  host: string;
  port: number;
  /** Loopback address to connect from (127.0.0.0/8). */
  localAddress: string;
  /** TLS with this certificate trusted; plain TCP when absent. */
  ca?: string;
  /** Milliseconds between two bytes. */
  everyMs: number;
}

/** The request line at once, then one byte of a never-ending header block every `everyMs`. */
export function openSlowClient(options: SlowClientOptions): SlowClient {
  const opened = performance.now();
  const tcp = tcpConnect({ host: options.host, port: options.port, localAddress: options.localAddress });
  const socket: Socket = options.ca ? tlsConnect({ socket: tcp, ca: options.ca, servername: 'localhost' }) : tcp;
  let received = '';
  let closedAt: number | null = null;
  const drip = 'x-slow: 1\r\n';
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.writable) socket.write(drip[sent++ % drip.length]!);
  }, options.everyMs);
  const connected = new Promise<void>((resolve) => {
    socket.once(options.ca ? 'secureConnect' : 'connect', () => socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n', () => resolve()));
    socket.once('close', () => resolve());
  });
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearInterval(timer);
    closedAt = performance.now();
  });
  return {
    connected,
    received: () => received,
    closedAfterMs: () => (closedAt === null ? null : closedAt - opened),
    destroy: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Sends raw bytes (plain or TLS) and reads until the server closes or `timeoutMs` passes. */
export function rawExchange(options: { host: string; port: number; ca?: string; bytes: string; timeoutMs?: number }): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = options.ca
      ? tlsConnect({ host: options.host, port: options.port, ca: options.ca, servername: 'localhost' })
      : tcpConnect({ host: options.host, port: options.port });
    let received = '';
    socket.once(options.ca ? 'secureConnect' : 'connect', () => socket.write(options.bytes));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    setTimeout(() => socket.destroy(), options.timeoutMs ?? 5_000).unref();
  });
}

/** Response headers of a raw HTTP answer, names lower-cased. */
export function rawHeaders(answer: string): Record<string, string> {
  const head = answer.split('\r\n\r\n')[0] ?? '';
  return Object.fromEntries(head.split('\r\n').slice(1).map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  }));
}
