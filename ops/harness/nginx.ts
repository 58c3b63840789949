// Runs deploy/nginx/lendline.conf as it is shipped, under Debian's nginx, in a throwaway prefix:
// a self-signed certificate, the site rendered with the instances' addresses, and a minimal main
// nginx.conf around it (what Debian's /etc/nginx/nginx.conf gives the site in production).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distinctFreePorts } from './distinct-ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const SITE_TEMPLATE = path.join(repoRoot, 'deploy/nginx/lendline.conf');
export const NGINX_BINARY = '/usr/sbin/nginx';

/** Why the nginx tests cannot run here, or null when they can. */
export function nginxMissing(): string | null {
  if (!existsSync(NGINX_BINARY)) return `${NGINX_BINARY} is missing (apt-get install nginx)`;
  if (spawnSync('openssl', ['version']).status !== 0) return 'openssl is missing (apt-get install openssl)';
  return null;
}

export interface SiteValues {
  /** 'host:port' of each instance. */
  upstreams: readonly string[];
  httpsListen: string;
  httpListen: string;
  httpsPort: number;
  serverName: string;
  cert: string;
  key: string;
  accessLog: string;
  errorLog: string;
}

/**
 * The site with its placeholders replaced (the conf's header lists them): the line holding
 * __UPSTREAM__ once per instance, every other placeholder in place. A placeholder left over
 * is an error, so a new one in the conf cannot go unrendered.
 */
export function renderSite(template: string, values: SiteValues): string {
  if (values.upstreams.length === 0) throw new Error('renderSite: at least one upstream');
  const lines = template.split('\n').flatMap((line) =>
    line.includes('__UPSTREAM__') ? values.upstreams.map((upstream) => line.replace('__UPSTREAM__', upstream)) : [line]);
  const replacements: Record<string, string> = {
    __HTTPS_LISTEN__: values.httpsListen,
    __HTTP_LISTEN__: values.httpListen,
    __HTTPS_PORT__: String(values.httpsPort),
    __SERVER_NAME__: values.serverName,
    __CERT__: values.cert,
    __KEY__: values.key,
    __ACCESS_LOG__: values.accessLog,
    __ERROR_LOG__: values.errorLog,
  };
  const rendered = lines.join('\n').replace(/__[A-Z_]+__/g, (name) => {
    const value = replacements[name];
    if (value === undefined) throw new Error(`renderSite: no value for ${name}`);
    return value;
  });
  return rendered;
}

export interface NginxOptions {
  /** 'host:port' of each Lendline instance. */
  upstreams: string[];
  /** Default: a free port on 127.0.0.1. */
  httpsPort?: number;
  httpPort?: number;
  extra?: {
    /** Directives added to the main conf's `http` block, before the site. */
    http?: string;
    /** Changes the rendered site before it is written (a test's variant of the shipped file). */
    site?: (rendered: string) => string;
  };
}

export interface RunningNginx {
  /** https://127.0.0.1:<port> */
  httpsUrl: string;
  httpUrl: string;
  httpsPort: number;
  httpPort: number;
  /** The self-signed certificate (CN and SAN 127.0.0.1, localhost): pass it as `ca` to a client. */
  caCertPem: string;
  accessLogPath: string;
  errorLogPath: string;
  /** The rendered site: rewrite it, then reload(). */
  sitePath: string;
  prefix: string;
  pid: number;
  /** SIGHUP, resolved once the new workers have started. */
  reload(): Promise<void>;
  /** Graceful stop (SIGQUIT), then SIGKILL after 5 s; removes the prefix. */
  stop(): Promise<void>;
}

function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { cert, key };
}

function mainConf(prefix: string, site: string, extraHttp: string): string {
  // As root, workers would run as nobody and could not write the temp paths of this 0700
  // prefix; elsewhere the directive is ignored with a warning, so it is left out.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(prefix, 'temp', kind)};`).join('\n');
  return `${user}daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'main-error.log')} notice;
events { worker_connections 2048; }
http {
    default_type application/octet-stream;
${temp}
    access_log off;
${extraHttp}
    include ${site};
}
`;
}

async function answers(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { ca, timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const prefix = mkdtempSync(path.join(tmpdir(), 'lendline-nginx-'));
  mkdirSync(path.join(prefix, 'temp'));
  const { cert, key } = makeCertificate(prefix);
  // Both chosen together: two calls in a row can answer one port twice (distinct-ports.ts).
  const [freeHttps, freeHttp] = await distinctFreePorts(2);
  const httpsPort = options.httpsPort ?? freeHttps!;
  const httpPort = options.httpPort ?? freeHttp!;
  const accessLogPath = path.join(prefix, 'access.log');
  const errorLogPath = path.join(prefix, 'error.log');
  const sitePath = path.join(prefix, 'lendline.conf');
  const rendered = renderSite(readFileSync(SITE_TEMPLATE, 'utf8'), {
    upstreams: options.upstreams,
    httpsListen: `127.0.0.1:${httpsPort}`,
    httpListen: `127.0.0.1:${httpPort}`,
    httpsPort,
    serverName: 'localhost 127.0.0.1',
    cert,
    key,
    accessLog: accessLogPath,
    errorLog: errorLogPath,
  });
  writeFileSync(sitePath, options.extra?.site ? options.extra.site(rendered) : rendered);
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, mainConf(prefix, sitePath, options.extra?.http ?? ''));
  const mainErrorLog = path.join(prefix, 'main-error.log');

  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', `${prefix}/`, '-c', confPath, '-e', mainErrorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const caCertPem = readFileSync(cert, 'utf8');
  const httpsUrl = `https://127.0.0.1:${httpsPort}`;
  const deadline = Date.now() + 15_000;
  while (!(await answers(`${httpsUrl}/healthz`, caCertPem))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = existsSync(mainErrorLog) ? readFileSync(mainErrorLog, 'utf8') : '';
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await sleep(100);
  }

  const workersStarted = () => (readFileSync(mainErrorLog, 'utf8').match(/start worker process/g) ?? []).length;
  return {
    httpsUrl,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsPort,
    httpPort,
    caCertPem,
    accessLogPath,
    errorLogPath,
    sitePath,
    prefix,
    pid: child.pid!,
    async reload() {
      const before = workersStarted();
      const size = statSync(mainErrorLog).size;
      child.kill('SIGHUP');
      const until = Date.now() + 10_000;
      while (workersStarted() === before) {
        const tail = readFileSync(mainErrorLog, 'utf8').slice(size);
        if (/\[emerg\]/.test(tail)) throw new Error(`nginx refused the new configuration: ${tail}`);
        if (Date.now() > until) throw new Error('nginx did not reload within 10 s');
        await sleep(50);
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(kill);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
