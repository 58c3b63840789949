// Lint rules for the architecture of docs/architecture.md, enforced rather than
// hoped for (ADR 070 lists them with what is left to review):
// - a web or console feature imports only itself and shared/, never another feature; shared/ never a feature;
// - a server module reaches another module only through that module's service file;
// - web and server never import each other;
// - the staff console and the borrower app never import each other, nor the console the server (issue 22:
//   no console code in the borrower's bundle);
// - only the domain package's public entry points are imported from outside it;
// - providers import neither the database nor a module;
// - module code other than its routes imports no HTTP framework or plugin;
// - a module's code touches only the tables it owns (db/table-owners.json) and published views;
// - order statuses are named (OrderStatus, STATUS_GROUPS), never bare numbers (no-bare-status);
// - money converts between minor units and decimals only in the domain's money module (no-money-arithmetic);
// - user-visible text in JSX comes from the catalogues, never a literal;
// - bench/ imports app code only from the files BENCH_IMPORTS names, each in the benches named.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The domain package's public entry points (packages/domain/package.json "exports"). */
const DOMAIN_ENTRIES = new Set([
  '@lendline/domain',
  '@lendline/domain/contract',
  // The error catalogues, whole and the first screen's four: chunks of their own in the web app (ADR 059).
  '@lendline/domain/i18n/errors-en',
  '@lendline/domain/i18n/errors-es',
  '@lendline/domain/i18n/first-screen-errors-en',
  '@lendline/domain/i18n/first-screen-errors-es',
  // The property tests' seeded random source, shared so every suite replays the same inputs.
  '@lendline/domain/seeded-random',
]);

/**
 * The app files bench/ may import, and which benches may: everything else drives the server
 * from outside (a process and HTTP). docs/architecture.md ("What bench/ imports") says why each.
 */
const BENCH_IMPORTS = new Map([
  // The daily servicing run is a batch job, timed in-process on a database seeded with SQL.
  ['apps/server/src/db/client.ts', ['servicing-run.ts', 'portfolio.ts', 'ledger-partitions.ts', 'bureau-files.ts']],
  ['apps/server/src/db/migrate.ts', ['servicing-run.ts', 'portfolio.ts', 'bureau-files.ts']],
  ['apps/server/src/modules/ledger/ledger-service.ts', ['servicing-run.ts']],
  ['apps/server/src/modules/loans/servicing-transitions.ts', ['servicing-run.ts']],
  ['apps/server/src/modules/repayments/servicing-run.ts', ['servicing-run.ts']],
  // The staff dashboard's figures (ADR 078), timed in-process on 1,000,000 loans seeded with SQL.
  ['apps/server/src/modules/portfolio/portfolio-service.ts', ['portfolio.ts', 'bureau-files.ts']],
  // The month's bureau files are a job's pass over the book, timed in-process (issue 24, ADR 100).
  ['apps/server/src/modules/bureau-reporting/bureau-reporting-service.ts', ['bureau-files.ts']],
  // The sandbox provider signs a payment notification the bench then posts over HTTP.
  ['apps/server/src/providers/collections/sandbox/sandbox-collections.ts', ['repayment-notification.ts', 'burst.ts']],
  // The photo check's CPU per photo, without HTTP around it.
  ['apps/server/src/modules/kyc/image-fns.ts', ['photo-pipeline.ts']],
  // The identity screen's own poll, so the burst asks as often as the app does.
  ['apps/web/src/features/kyc/photo-checks.ts', ['burst.ts']],
  // The test helper that creates and drops a throwaway PostgreSQL database.
  ['apps/server/test/postgres-admin.ts', ['fresh-postgres.ts']],
]);

const OWNERS = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/src/db/table-owners.json'), 'utf8'));
const OWNER_BY_EXPORT = new Map(Object.values(OWNERS.tables).map((t) => [t.export, t.owner]));
const OWNER_BY_TABLE = new Map(Object.entries(OWNERS.tables).map(([name, t]) => [name, t.owner]));
const VIEW_EXPORTS = new Set(Object.values(OWNERS.views).map((v) => v.export));
const VIEW_NAMES = new Set(Object.keys(OWNERS.views));

function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

function relativeToRoot(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** The server module a file belongs to, or '(jobs)' for the job queue; undefined elsewhere. */
function tableUserOf(from) {
  const mod = /^apps\/server\/src\/modules\/([^/]+)\//.exec(from)?.[1];
  if (mod) return mod;
  if (from.startsWith('apps/server/src/jobs/')) return '(jobs)';
  if (from.startsWith('apps/server/src/providers/')) return '(providers)';
  return undefined;
}

const isRouteFile = (from) => /\/(routes|[a-z0-9-]+-routes)\.ts$/.test(from);

function checkImport(context, node, source, specifiers) {
  const from = relativeToRoot(context.filename);
  const resolved = resolveImport(context.filename, source);
  const target = resolved ? relativeToRoot(resolved) : source;
  const report = (message) => context.report({ node, message });

  if (from.startsWith('apps/web/') && /(^|\/)apps\/server\//.test(target)) report('The web app must not import server code; share through packages/domain.');
  if (from.startsWith('apps/server/') && /(^|\/)apps\/web\//.test(target)) report('The server must not import web code; share through packages/domain.');
  if (from.startsWith('apps/web/') && (/(^|\/)apps\/console\//.test(target) || /^@lendline\/console(\/|$)/.test(source))) {
    report('The borrower app must not import the staff console: no console code may reach the borrower\'s bundle (ADR 075).');
  }
  if (from.startsWith('apps/console/') && (/(^|\/)apps\/(web|server)\//.test(target) || /^@lendline\/(web|server)(\/|$)/.test(source))) {
    report('The staff console shares code with the borrower app and the server only through packages/domain (ADR 075).');
  }
  if (from.startsWith('apps/server/') && (/(^|\/)apps\/console\//.test(target) || /^@lendline\/console(\/|$)/.test(source))) report('The server must not import console code; it serves the console\'s build.');
  if (from.startsWith('bench/') && (/^apps\//.test(target) || /^@lendline\/(server|web)(\/|$)/.test(source))) {
    if (!BENCH_IMPORTS.get(target)?.includes(from.slice('bench/'.length))) {
      report(`bench/ drives the server from outside; ${target} is not in BENCH_IMPORTS for this bench (tools/eslint/boundaries.js, docs/architecture.md).`);
    }
  }

  // The domain package is imported by its public entry points only (ADR 007).
  if (!from.startsWith('packages/domain/')) {
    if (source.startsWith('@lendline/domain') && !DOMAIN_ENTRIES.has(source)) {
      report(`Import the domain through its public entry points (${[...DOMAIN_ENTRIES].join(', ')}), not ${source}.`);
    }
    if (target.startsWith('packages/domain/')) report('Import the domain as @lendline/domain, not by a relative path into the package.');
  }

  // The same layout in both front ends: app/ → features/<f> → shared/ (ADR 070, 075).
  const app = /^apps\/(web|console)\/src\//.exec(from)?.[1];
  const feature = /^apps\/(?:web|console)\/src\/features\/([^/]+)\//.exec(from)?.[1];
  const targetFeature = app ? new RegExp(`^apps/${app}/src/features/([^/]+)`).exec(target)?.[1] : undefined;
  if (feature && targetFeature && feature !== targetFeature) {
    report(`Feature "${feature}" must not import feature "${targetFeature}"; move what they share to shared/.`);
  }
  if (app && from.startsWith(`apps/${app}/src/shared/`) && targetFeature) {
    report(`shared/ must not import feature "${targetFeature}": what one feature alone uses lives in that feature.`);
  }

  const mod = /^apps\/server\/src\/modules\/([^/]+)\//.exec(from)?.[1];
  const targetMod = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
  if (mod && targetMod && targetMod[1] !== mod && !/(^|[-/])service(\.ts)?$/.test(targetMod[2])) {
    report(`Module "${mod}" may reach module "${targetMod[1]}" only through its service.`);
  }

  if (from.startsWith('apps/server/src/providers/') && /^apps\/server\/src\/(db|modules)\//.test(target)) {
    report('A provider speaks to its vendor only: no database and no module (give it a port the composition connects).');
  }

  if (mod && !isRouteFile(from) && (/^apps\/server\/src\/plugins\//.test(target) || source === 'fastify' || source.startsWith('@fastify/'))) {
    report('Only a module’s routes meet HTTP: services and repositories import no plugin and no web framework.');
  }

  const user = tableUserOf(from);
  if (user && /^apps\/server\/src\/db\/schema(-[a-z]+)?\.ts$/.test(target)) {
    for (const name of specifiers) {
      if (VIEW_EXPORTS.has(name)) continue;
      const owner = OWNER_BY_EXPORT.get(name);
      if (owner && owner !== user) report(`Table ${name} belongs to module "${owner}": read it through its service (ADR 023).`);
    }
  }
}

const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|TRUNCATE)\s+(?:ONLY\s+)?"?([a-z_]+)"?/gi;

function checkSqlText(context, node, text) {
  const user = tableUserOf(relativeToRoot(context.filename));
  if (!user) return;
  for (const match of text.matchAll(SQL_TABLE)) {
    const table = match[1].toLowerCase();
    if (VIEW_NAMES.has(table)) continue;
    const owner = OWNER_BY_TABLE.get(table);
    if (owner && owner !== user) context.report({ node, message: `SQL touches ${table}, which belongs to module "${owner}" (ADR 023).` });
  }
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const names = (node) => (node.specifiers ?? []).map((s) => s.imported?.name ?? s.local?.name).filter(Boolean);
    const visit = (node) => {
      if (node.source && typeof node.source.value === 'string') checkImport(context, node.source, node.source.value, names(node));
    };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') checkImport(context, node.source, node.source.value, []);
      },
      TemplateLiteral(node) {
        checkSqlText(context, node, node.quasis.map((q) => q.value.raw).join(' '));
      },
      Literal(node) {
        if (typeof node.value === 'string' && node.value.length > 8) checkSqlText(context, node, node.value);
      },
    };
  },
};

/** `status`, `order.status`, `latestStatus` ... but not an HTTP status. */
function isStatusLike(node) {
  if (!node) return false;
  let name;
  if (node.type === 'Identifier') name = node.name;
  else if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = node.object.type === 'Identifier' ? node.object.name : '';
    if (/^(res|response|reply|http)$/i.test(object)) return false;
    name = node.property.name;
  } else if (node.type === 'ChainExpression') return isStatusLike(node.expression);
  else return false;
  return /(^status$|Status$)/.test(name) && !/http/i.test(name);
}

/** `x as const`, `x satisfies T`, `x!`: the expression inside. */
const unwrap = (node) => (node && /^TS(As|Satisfies|NonNull)Expression$/.test(node.type) ? unwrap(node.expression) : node);
const isNumber = (node) => unwrap(node)?.type === 'Literal' && typeof unwrap(node).value === 'number';
const hasNumbers = (node) => unwrap(node)?.type === 'ArrayExpression' && unwrap(node).elements.some(isNumber);
const BARE = 'Name order statuses (OrderStatus.<name>, STATUS_GROUPS); a bare number hides which status is meant.';

const noBareStatus = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node) => context.report({ node, message: BARE });
    return {
      BinaryExpression(node) {
        if (!['==', '===', '!=', '!==', '<', '>', '<=', '>='].includes(node.operator)) return;
        if ((isNumber(node.left) && isStatusLike(node.right)) || (isNumber(node.right) && isStatusLike(node.left))) report(node);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (key === 'status' && isNumber(node.value)) report(node);
      },
      CallExpression(node) {
        if (node.arguments.some(isStatusLike) && node.arguments.some(hasNumbers)) report(node);
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && hasNumbers(callee.object) && node.arguments.some(isStatusLike)) report(node);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && /status/i.test(node.id.name) && (hasNumbers(node.init) || isNumber(node.init))) report(node);
      },
      SwitchStatement(node) {
        if (isStatusLike(node.discriminant) && node.cases.some((c) => isNumber(c.test))) report(node);
      },
    };
  },
};

/** `100` or `100n`: the hundred that turns kobo or centavos into naira or pesos and back. */
const isHundred = (node) => unwrap(node)?.type === 'Literal' && (unwrap(node).value === 100 || unwrap(node).bigint === '100');
const isLiteral = (node) => unwrap(node)?.type === 'Literal';
const MONEY = 'Money converts between minor units and decimals only in the domain’s money module (minorToDecimal, decimalToMinor, wholeToMinor, wholeUnitsCovering; ADR 068), never by `/ 100`, `* 100`, `% 100`, toFixed or parseFloat.';

const noMoneyArithmetic = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node) => context.report({ node, message: MONEY });
    return {
      BinaryExpression(node) {
        if (!['/', '*', '%'].includes(node.operator)) return;
        // A constant (100 * 1024 bytes) converts nothing: only a hundred applied to a value is flagged.
        if ((isHundred(node.left) && !isLiteral(node.right)) || (isHundred(node.right) && !isLiteral(node.left))) report(node);
      },
      AssignmentExpression(node) {
        if (['/=', '*=', '%='].includes(node.operator) && isHundred(node.right)) report(node);
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : '';
        if (name === 'toFixed' || name === 'parseFloat') report(node);
      },
    };
  },
};

const TEXT_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label']);

const noLiteralText = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (/\p{L}/u.test(node.value)) {
          context.report({ node, message: 'User-visible text must come from the i18n catalogues (t()).' });
        }
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (TEXT_ATTRIBUTES.has(name) && node.value?.type === 'Literal' && /\p{L}/u.test(String(node.value.value))) {
          context.report({ node, message: `The ${name} text must come from the i18n catalogues (t()).` });
        }
      },
    };
  },
};

export default { rules: { boundaries, 'no-bare-status': noBareStatus, 'no-literal-text': noLiteralText, 'no-money-arithmetic': noMoneyArithmetic } };
