/**
 * Migration 0034_money_in_cents keeps every amount (issue 37, decision 0102): a database at 0033 holds the demo
 * data's amounts in dollars (numeric columns, the broker of record's text, the dollar keys of the contribution
 * lists), a sample of the scale data's salaries and a few edge amounts; after 0034 each one is exactly the cents
 * the current schema stores, and those cents read back (Money) as the same dollars.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase, queryRows } from '@server/db/client';
import { formatDecimalDollars, fromCents } from '@shared/domain/money/money';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, dropDatabaseWhenIdle } from '../helpers/postgres';
import { createTestDatabase } from '../helpers/test-app';

const MIGRATIONS = path.resolve('src/server/db/migrations');

/** Every column 0034 turns from dollars into cents, by table (the names before; after, each ends in _cents). */
const MONEY_COLUMNS: Record<string, readonly string[]> = {
  plans: [
    'deductible',
    'family_deductible',
    'limit',
    'family_limit',
    'annual_maximum',
    'coverage_amount',
    'variable_coverage_amount_increment',
    'variable_coverage_amount_max',
    'spouse_coverage_amount',
    'spouse_variable_coverage_amount_max',
    'spouse_variable_coverage_amount_increment',
    'child_coverage_amount',
    'max_benefit',
  ],
  individual_plans: [
    'monthly_self_cost',
    'monthly_spouse_cost',
    'monthly_child_cost',
    'monthly_family_cost',
    'deductible',
    'annual_maximum',
  ],
  company_contributions: [
    'employee_fixed_amount',
    'dependent_fixed_amount',
    'spouse_dependent_fixed_amount',
    'children_dependent_fixed_amount',
    'family_dependent_fixed_amount',
  ],
  company_health_accounts: [
    'employer_yearly_contribution_amount',
    'individual_yearly_maximum',
    'family_yearly_maximum',
  ],
  renewal_contributions: ['employee_fixed_amount', 'dependent_fixed_amount'],
  employee_forms: ['annual_salary'],
  employee_policy_coverages: ['coverage_amount', 'spouse_coverage_amount', 'child_coverage_amount'],
  employee_policy_dependent_enrollments: ['coverage_amount'],
  employee_health_accounts: ['yearly_contribution_amount'],
  ben_admin_leads: ['yearly_contribution_amount'],
};
/** The jsonb lists whose elements carry employeeFixedAmount / dependentFixedAmount in dollars before 0034. */
const JSON_LISTS: Record<string, string> = {
  ben_admin_leads: 'contributions',
  bor_applications: 'company_contributions',
};
const TABLES = [...new Set([...Object.keys(MONEY_COLUMNS), ...Object.keys(JSON_LISTS), 'bor_intake_plans'])];
/**
 * Parents copied as they are: the rows 0034 rewrites and then updates (the contribution lists) have their
 * foreign keys checked again, so the companies and accounts they name must be there.
 */
const PARENTS = ['companies', 'accounts'];

type Row = Record<string, unknown>;
const dollars = (cents: unknown) => (cents === null ? null : formatDecimalDollars(cents as number));

/** A row as the current schema stores it, written back in the shape of 0033 (dollars as decimal text). */
function toOldShape(table: string, row: Row): Row {
  const old: Row = { ...row };
  for (const column of MONEY_COLUMNS[table] ?? []) {
    old[column] = dollars(row[`${column}_cents`]);
    delete old[`${column}_cents`];
  }
  const list = JSON_LISTS[table];
  if (list)
    old[list] = (row[list] as Row[]).map(({ employeeFixedAmountCents, dependentFixedAmountCents, ...c }) => ({
      ...c,
      employeeFixedAmount:
        employeeFixedAmountCents === null ? null : fromCents(employeeFixedAmountCents as number),
      dependentFixedAmount:
        dependentFixedAmountCents === null ? null : fromCents(dependentFixedAmountCents as number),
    }));
  if (table === 'bor_intake_plans')
    for (const side of ['employee', 'dependent']) {
      const percentage = row[`${side}_contribution_percentage`];
      const cents = row[`${side}_contribution_cents`];
      old[`${side}_contribution`] = percentage !== null ? String(percentage) : dollars(cents);
      delete old[`${side}_contribution_percentage`];
      delete old[`${side}_contribution_cents`];
    }
  return old;
}

/** Every row of a table as JSON (numbers as JSON numbers on either driver). */
async function rowsOf(database: Database, table: string): Promise<Row[]> {
  const [result] = await queryRows<{ rows: string }>(
    database.db,
    sql.raw(`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)::text as rows from "${table}" t`),
  );
  return JSON.parse(result!.rows) as Row[];
}

const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sortedKeys((value as Row)[k])]),
        )
      : value;
const canonical = (rows: readonly Row[]) => rows.map((r) => JSON.stringify(sortedKeys(r))).sort();

/** A database migrated up to 0033 (a copy of the migrations folder whose journal stops there). */
async function openBeforeMoney(): Promise<{ database: Database; close: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'gc-money-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 33);
  writeFileSync(journalFile, JSON.stringify(journal));
  let database: Database;
  let drop = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const { name, url } = await createScratchDatabase(adminUrl, 'gc_money');
    database = await openDatabase({ databaseUrl: url, dataDir: null });
    drop = () => dropDatabaseWhenIdle(adminUrl, name);
    await migratePostgres(database.db as never, { migrationsFolder: folder });
  } else {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    await migratePglite(database.db as never, { migrationsFolder: folder });
  }
  rmSync(folder, { recursive: true, force: true });
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Writes rows, parents or not (foreign keys are not what this test is about): each with the columns it names,
 * the others taking their defaults.
 */
async function insertRows(database: Database, rowsByTable: Record<string, Row[]>): Promise<void> {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const statements: string[] = [];
  for (const [table, rows] of Object.entries(rowsByTable)) {
    // Only the columns the table has here (a later migration may add some to the demo's, e.g. companies').
    const has = new Set(
      (
        await queryRows<{ name: string }>(
          database.db,
          sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
        )
      ).map((c) => c.name),
    );
    const byColumns = new Map<string, Row[]>();
    for (const row of rows) {
      const key = Object.keys(row)
        .filter((c) => has.has(c))
        .sort()
        .join(',');
      byColumns.set(key, [...(byColumns.get(key) ?? []), row]);
    }
    for (const [key, group] of byColumns) {
      const columns = key
        .split(',')
        .map((c) => `"${c}"`)
        .join(', ');
      statements.push(
        `insert into "${table}" (${columns}) select ${columns} from jsonb_populate_recordset(null::"${table}", ${quote(JSON.stringify(group))}::jsonb);`,
      );
    }
  }
  if (statements.length === 0) return;
  await database.executeSql(
    ['begin;', 'set local session_replication_role = replica;', ...statements, 'commit;'].join('\n'),
  );
}

describe('migration 0034_money_in_cents', () => {
  let demo: Database;
  let old: { database: Database; close: () => Promise<void> };
  /** What each table must hold after 0034: the demo's rows and the added ones, in the current schema. */
  const expected: Record<string, Row[]> = {};

  beforeAll(async () => {
    demo = await createTestDatabase('demo');
    for (const table of TABLES) expected[table] = await rowsOf(demo, table);
    // Rows added to the demo's (in the current schema, as the server writes them): read back whole below.
    const added: Record<string, Row[]> = {};
    const add = (table: string, row: Row) => {
      added[table] = [...(added[table] ?? []), row];
    };
    // The scale data's salaries (scripts/scale-data.ts: 40,000 + n × 131 mod 80,000 dollars), a sample.
    const form = expected.employee_forms![0]!;
    for (let n = 0; n < 250_000; n += 997)
      add('employee_forms', {
        ...form,
        id: randomUUID(),
        hash_id: `money${n}`,
        email: `scale-${n}@money.test`,
        annual_salary_cents: (40_000 + ((n * 131) % 80_000)) * 100,
      });
    // Edge amounts: a cent, half a dollar, the most numeric(12,2) holds, zero and none.
    const plan = expected.plans![0]!;
    add('plans', {
      ...plan,
      id: randomUUID(),
      deductible_cents: 1,
      family_deductible_cents: 50,
      limit_cents: 999_999_999_999,
      family_limit_cents: 0,
      max_benefit_cents: null,
    });
    // The broker of record's text contributions and both JSON lists, with amounts and percentages.
    const applicationId = randomUUID();
    const taken = new Set(
      [...expected.bor_applications!, ...expected.ben_admin_leads!].map((r) => r.company_id as string),
    );
    const [borCompany, leadCompany] = (await rowsOf(demo, 'companies'))
      .map((c) => c.id as string)
      .filter((id) => !taken.has(id));
    add('bor_applications', {
      id: applicationId,
      company_id: borCompany,
      company_contributions: [
        {
          employeePercentage: null,
          dependentPercentage: null,
          employeeFixedAmountCents: 45_050,
          dependentFixedAmountCents: 12_001,
          active: true,
        },
        {
          employeePercentage: 50,
          dependentPercentage: 0,
          employeeFixedAmountCents: null,
          dependentFixedAmountCents: null,
          active: false,
        },
      ],
    });
    const intake = {
      id: randomUUID(),
      application_id: applicationId,
      plan_key: 'a1',
      insurance_type: 'medical',
    };
    add('bor_intake_plans', {
      ...intake,
      contribution_type: 'fixed',
      employee_contribution_percentage: null,
      employee_contribution_cents: 50_000,
      dependent_contribution_percentage: null,
      dependent_contribution_cents: 12_345,
    });
    add('bor_intake_plans', {
      ...intake,
      id: randomUUID(),
      plan_key: 'a2',
      contribution_type: 'percentage',
      employee_contribution_percentage: 75,
      employee_contribution_cents: null,
      dependent_contribution_percentage: 33.5,
      dependent_contribution_cents: null,
    });
    add('ben_admin_leads', {
      id: randomUUID(),
      employee_count: 12,
      company_name: 'Money Co',
      company_id: leadCompany,
      external_id: 'GC-BA-MONEY',
      yearly_contribution_amount_cents: 120_050,
      contributions: [
        {
          name: 'Managers',
          employeePercentage: null,
          dependentPercentage: null,
          employeeFixedAmountCents: 30_000,
          dependentFixedAmountCents: 5,
        },
      ],
    });

    await insertRows(demo, added);
    for (const table of Object.keys(added)) expected[table] = await rowsOf(demo, table);

    old = await openBeforeMoney();
    const parents = await Promise.all(PARENTS.map(async (t) => [t, await rowsOf(demo, t)] as const));
    await insertRows(old.database, {
      ...Object.fromEntries(parents),
      ...Object.fromEntries(TABLES.map((t) => [t, expected[t]!.map((row) => toOldShape(t, row))])),
    });
    await old.database.migrate();
  }, 120_000);
  afterAll(async () => {
    await old?.close();
    await demo?.close();
  });

  it('holds amounts to convert: the demo has them in every kind of place', () => {
    const some = (table: string, column: string) =>
      expected[table]!.some(
        (r) => typeof r[`${column}_cents`] === 'number' && (r[`${column}_cents`] as number) > 0,
      );
    expect(some('plans', 'deductible')).toBe(true);
    expect(some('plans', 'coverage_amount')).toBe(true);
    expect(some('individual_plans', 'monthly_self_cost')).toBe(true);
    expect(some('employee_forms', 'annual_salary')).toBe(true);
    expect(some('company_health_accounts', 'individual_yearly_maximum')).toBe(true);
    expect(some('employee_policy_coverages', 'coverage_amount')).toBe(true);
  });

  for (const table of TABLES)
    it(`keeps every amount of ${table}, as the cents the schema stores`, async () => {
      const migrated = await rowsOf(old.database, table);
      expect(canonical(migrated)).toEqual(canonical(expected[table]!));
      // And each amount reads back as the dollars it was before.
      const before = new Map(
        expected[table]!.map((r) => [JSON.stringify(sortedKeys(r)), toOldShape(table, r)]),
      );
      for (const row of migrated) {
        const was = before.get(JSON.stringify(sortedKeys(row)))!;
        for (const column of MONEY_COLUMNS[table] ?? []) {
          const cents = row[`${column}_cents`] as number | null;
          expect(cents === null ? null : fromCents(cents)).toBe(
            was[column] === null ? null : Number(was[column]),
          );
        }
      }
    });
});
