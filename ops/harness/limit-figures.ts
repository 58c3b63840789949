// The limits of deploy/nginx/lendline.conf and of docs/operations.md's "Limits at the edge" table,
// read into comparable numbers (bytes, milliseconds, requests a second, counts), so the table
// cannot drift from the conf or the server (ops/test/edge-limits.test.ts).

/** Directives whose figure is a limit on a client or an instance: every one must be in the table. */
const TIMEOUTS = new Set(['client_header_timeout', 'client_body_timeout', 'send_timeout', 'keepalive_timeout', 'proxy_connect_timeout', 'proxy_send_timeout', 'proxy_read_timeout']);

/** nginx sizes (1m, 8320k), times (10s, 1m) and rates (20r/s, 30r/m) in base units. */
export function nginxValue(text: string): number {
  const match = text.match(/^(\d+)(k|m|s|ms|r\/s|r\/m)?$/);
  if (!match) throw new Error(`not an nginx figure: ${text}`);
  const n = Number(match[1]);
  return { k: n * 1024, m: n * 1024 * 1024, s: n * 1000, ms: n, 'r/s': n, 'r/m': n / 60, '': n }[match[2] ?? '']!;
}

/** A table cell's first figure ("8320 KiB", "30 r/min", "20 s", "20 an hour") in base units. */
export function tableValue(text: string): number {
  const match = text.match(/^(\d[\d,]*)\s*(B|KiB|MiB|ms|s|min|r\/s|r\/min)?\b/);
  if (!match) throw new Error(`no figure in "${text}"`);
  const n = Number(match[1]!.replace(/,/g, ''));
  const units: Record<string, number> = { B: 1, KiB: 1024, MiB: 1024 * 1024, ms: 1, s: 1000, min: 60_000, 'r/s': 1, 'r/min': 1 / 60, '': 1 };
  return n * units[match[2] ?? '']!;
}

/**
 * Each limit of the conf by the name the table gives it: `<zone> rate`, `<zone> burst`, a
 * limit_conn zone, a directive, `client_max_body_size <location>`, `upstream keepalive_timeout`.
 * A figure set in several places (both server blocks, every location) must be the same in each.
 */
export function nginxFigures(conf: string): Map<string, number> {
  const figures = new Map<string, number>();
  const record = (name: string, value: number) => {
    const known = figures.get(name);
    if (known !== undefined && known !== value) throw new Error(`${name} differs in the conf: ${known} and ${value}`);
    figures.set(name, value);
  };
  const blocks: string[] = [];
  for (const raw of conf.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    if (line.endsWith('{')) {
      blocks.push(line.slice(0, -1).trim());
      continue;
    }
    if (line === '}') {
      blocks.pop();
      continue;
    }
    const [directive, ...args] = line.replace(/;$/, '').split(/\s+/);
    const inside = blocks.at(-1) ?? '';
    if (directive === 'limit_req_zone') {
      const zone = args.find((arg) => arg.startsWith('zone='))!.slice(5).split(':')[0]!;
      record(`${zone} rate`, nginxValue(args.find((arg) => arg.startsWith('rate='))!.slice(5)));
    } else if (directive === 'limit_req') {
      const zone = args.find((arg) => arg.startsWith('zone='))!.slice(5);
      record(`${zone} burst`, Number(args.find((arg) => arg.startsWith('burst='))?.slice(6) ?? 0));
    } else if (directive === 'limit_conn') {
      record(args[0]!, Number(args[1]));
    } else if (directive === 'client_max_body_size') {
      record(inside.startsWith('location ') ? `client_max_body_size ${inside.slice(9)}` : directive, nginxValue(args[0]!));
    } else if (TIMEOUTS.has(directive!)) {
      record(inside.startsWith('upstream ') ? `upstream ${directive}` : directive!, nginxValue(args[0]!));
    }
  }
  return figures;
}

export interface TableRow {
  limit: string;
  side: 'nginx' | 'server';
  /** The name in backticks: a key of nginxFigures, or a server setting. */
  name: string;
  value: number;
  text: string;
}

/** The rows of the one table under `## Limits at the edge`. */
export function limitsTable(markdown: string): TableRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Limits at the edge'));
  if (!section) throw new Error('docs/operations.md has no "Limits at the edge" section');
  const rows = section.split('\n').filter((line) => line.startsWith('|')).slice(2);
  return rows.map((row) => {
    const [limit = '', where = '', value = ''] = row.split('|').slice(1).map((cell) => cell.trim());
    const match = where.match(/^(nginx|server) `([^`]+)`$/);
    if (!match) throw new Error(`"where" must read nginx \`name\` or server \`name\`: ${where}`);
    return { limit, side: match[1] as 'nginx' | 'server', name: match[2]!, value: tableValue(value), text: value };
  });
}
