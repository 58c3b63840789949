import { STATUS_GROUPS } from '@lendline/domain';
import { getTableConfig, getViewConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import {
  applicantIdentities, bankIdentities, borrowerOrderHistory, bureauLoans, ledgerAccountTotals, ledgerLoanBalances, loanServicingPhases, portfolioLoans, reconciliationOpenMismatches, repayableLoanPhases,
  repaymentLoanPayments, repaymentPhasesPaid, repaymentPrincipalPaid, repaymentReceipts, schema, underwritingOutcomes, userPhones,
} from '../src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const disposables: TestDatabase[] = [];
async function freshDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase({ empty: true });
  disposables.push(db);
  return db;
}
afterAll(async () => {
  await Promise.all(disposables.map((d) => d.dispose()));
});

interface ColumnFact {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
}

async function query<R>(database: Database, sql: string): Promise<R[]> {
  return database.transaction((s) => s.query<R>(sql));
}

function declaredColumns(): ColumnFact[] {
  return Object.values(schema).flatMap((table: PgTable) => {
    const config = getTableConfig(table);
    return config.columns.map((c) => ({ table: config.name, column: c.name, type: c.getSQLType(), notNull: c.notNull }));
  });
}

function declaredIndexNames(): string[] {
  return Object.values(schema).flatMap((table: PgTable) => getTableConfig(table).indexes.map((i) => i.config.name ?? ''));
}

describe('the migrated database matches the Drizzle schema', () => {
  let database: Database;
  beforeAll(async () => {
    database = await (await freshDatabase()).open();
    expect(await migrate(database)).toEqual((await readMigrations()).map((m) => m.name));
  });

  it('has exactly the declared tables and columns, with their types and nullability', async () => {
    const actual = await query<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>(
      database,
      `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND c.table_name <> 'schema_migrations' AND t.table_type = 'BASE TABLE'`,
    );
    // information_schema says only ARRAY; its element type is the udt name after the underscore ('_text': text[]).
    const typeOf = (r: { data_type: string; udt_name: string }) => (r.data_type === 'ARRAY' ? `${r.udt_name.slice(1)}[]` : r.data_type);
    const facts = actual.map((r) => ({ table: r.table_name, column: r.column_name, type: typeOf(r), notNull: r.is_nullable === 'NO' }));
    const key = (c: ColumnFact) => `${c.table}.${c.column}`;
    expect(facts.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(declaredColumns().sort((a, b) => key(a).localeCompare(key(b))));
  });

  it('has the declared indexes, primary keys, unique constraints and foreign keys', async () => {
    const indexes = await query<{ indexname: string }>(database, `SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`);
    const names = indexes.map((i) => i.indexname);
    for (const name of declaredIndexNames()) expect(names).toContain(name);

    const constraints = await query<{ table_name: string; constraint_type: string; constraint_name: string }>(
      database,
      `SELECT table_name, constraint_type, constraint_name FROM information_schema.table_constraints
       WHERE table_schema = 'public' AND constraint_type IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY') AND table_name <> 'schema_migrations'`,
    );
    for (const table of Object.values(schema)) {
      const config = getTableConfig(table);
      const mine = constraints.filter((c) => c.table_name === config.name);
      expect(mine.filter((c) => c.constraint_type === 'PRIMARY KEY'), config.name).toHaveLength(1);
      const uniques = config.columns.filter((c) => c.isUnique).map((c) => c.uniqueName);
      expect(mine.filter((c) => c.constraint_type === 'UNIQUE').map((c) => c.constraint_name).sort(), config.name).toEqual(uniques.sort());
      expect(mine.filter((c) => c.constraint_type === 'FOREIGN KEY'), config.name).toHaveLength(config.foreignKeys.length);
    }
  });

  it('has the declared views: the loans module’s published read model', async () => {
    const views = await query<{ table_name: string }>(database, `SELECT table_name FROM information_schema.views WHERE table_schema = 'public'`);
    const published = [
      borrowerOrderHistory, loanServicingPhases, repayableLoanPhases, repaymentPhasesPaid, portfolioLoans, ledgerAccountTotals, repaymentReceipts, repaymentPrincipalPaid, underwritingOutcomes, reconciliationOpenMismatches,
      bureauLoans, ledgerLoanBalances, repaymentLoanPayments, applicantIdentities, bankIdentities, userPhones,
    ];
    expect(views.map((v) => v.table_name).sort()).toEqual(published.map((view) => getViewConfig(view).name).sort());
    // The portfolio's views (ADR 078, 086) are read by name: each has exactly the declared columns, in order.
    for (const view of [borrowerOrderHistory, portfolioLoans, ledgerAccountTotals, repaymentReceipts, repaymentPrincipalPaid, underwritingOutcomes, reconciliationOpenMismatches, bureauLoans, ledgerLoanBalances, repaymentLoanPayments, applicantIdentities, bankIdentities, userPhones]) {
      const { name, selectedFields } = getViewConfig(view);
      const columns = await query<{ column_name: string }>(database, `SELECT column_name FROM information_schema.columns WHERE table_name = '${name}' ORDER BY ordinal_position`);
      expect(columns.map((c) => c.column_name), name).toEqual(Object.values(selectedFields).map((f) => (f as { name: string }).name));
    }
  });

  // The SQL of the migrations names statuses by number; these are the groups they must be (status-groups.ts).
  it.each([
    ['the one open order per borrower', `SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'loan_orders_one_open_idx'`, STATUS_GROUPS.open],
    ['the idle drafts index', `SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'loan_orders_idle_drafts_idx'`, STATUS_GROUPS.draftSteps],
    ['the order history view', `SELECT pg_get_viewdef('borrower_order_history'::regclass) AS def`, STATUS_GROUPS.endedWithoutLoan],
    ['the reminders’ schedule view', `SELECT pg_get_viewdef('repayable_loan_phases'::regclass) AS def`, STATUS_GROUPS.repayable],
    ['the servicing run index', `SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'loan_orders_servicing_idx'`, STATUS_GROUPS.repayable],
  ] as const)('names exactly its status group in %s', async (_what, sql, group) => {
    const [row] = await query<{ def: string }>(database, sql);
    const list = /status\W*(?:IN|=\s*ANY)\s*\(?\s*(?:ARRAY\[)?([^)\]]*)/i.exec(row?.def ?? '')?.[1] ?? '';
    const statuses = [...list.matchAll(/\d+/g)].map((m) => Number(m[0])).sort((a, b) => a - b);
    expect(statuses).toEqual([...group].sort((a, b) => a - b));
  });

  it('is idempotent: a second run applies nothing and records each file once', async () => {
    expect(await migrate(database)).toEqual([]);
    const rows = await query<{ name: string; checksum: string }>(database, 'SELECT name, checksum FROM schema_migrations ORDER BY name');
    const files = await readMigrations();
    expect(rows).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));
  });

  it('refuses to start when an applied migration was edited afterwards', async () => {
    const [first, ...rest] = await readMigrations();
    const edited = { ...first!, sql: `${first!.sql}\n-- edited`, checksum: 'different' };
    await expect(migrate(database, [edited, ...rest])).rejects.toThrow(/was changed after it was applied/);
  });
});

describe('applying migrations', () => {
  it('is safe when two instances start at once: one migrates, the other waits and finds nothing to do', async () => {
    const target = await freshDatabase();
    const [a, b] = [await target.open(), await target.open()];
    const results = await Promise.all([migrate(a), migrate(b)]);
    const files = (await readMigrations()).map((m) => m.name);
    expect(results.flat().sort()).toEqual(files.sort());
    expect(results.some((r) => r.length === 0)).toBe(true);
    const count = await query<{ n: string | number }>(a, 'SELECT count(*) AS n FROM schema_migrations');
    expect(Number(count[0]?.n)).toBe(files.length);
  });

  it('rolls back the whole batch when one file fails', async () => {
    const database = await (await freshDatabase()).open();
    const files = await readMigrations();
    const broken = { name: '9999_broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM half_done;', checksum: 'x' };
    await expect(migrate(database, [...files, broken])).rejects.toThrow();
    const tables = await query<{ table_name: string }>(
      database,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    expect(tables).toEqual([]);
    expect(await migrate(database)).toEqual(files.map((f) => f.name));
  });
});
