/**
 * The data at scale (decision 0025), for `npm run db:seed-scale` and the list benchmark of `npm run bench:api`:
 * 10,000 companies and 250,000 employees on top of the demo data, written with set-based SQL
 * (generate_series), never row by row. One company ("Scale Big Co") has 1,000 employees; 9,024 have 25 and
 * 975 have 24. Ids are md5-derived from each row's number, so a run is repeatable and needs no mapping table.
 *
 * Per employee number n: 70% have an account (the Active tab; the rest are Invited); 1 in 21 is terminated;
 * applications: 3 in 10 not started, 3 in progress (3 steps), 3 completed enrolling in medical, 1 declined.
 * The big company's administrator is admin.scale@example.com with the demo password.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export const SCALE_ADMIN_EMAIL = 'admin.scale@example.com';
export const SCALE_BIG_COMPANY_NAME = 'Scale Big Co';
export const SCALE_COMPANIES = 10_000;
export const SCALE_EMPLOYEES = 250_000;

/** Every employee: i (company number, 0 = the big company), n (employee number, 1..250,000). */
const PEOPLE = `
  select c.i, (k + case
      when c.i = 0 then 0
      when c.i <= 9024 then 1000 + (c.i - 1) * 25
      else 1000 + 9024 * 25 + (c.i - 9025) * 24
    end)::bigint as n
  from generate_series(0, ${SCALE_COMPANIES - 1}) as c(i)
  cross join lateral generate_series(1, case when c.i = 0 then 1000 when c.i <= 9024 then 25 else 24 end) as k`;

/** A version-4-shaped uuid from the row's number (zod's uuid() checks the version and variant digits). */
const id = (kind: string, column: string) =>
  `overlay(overlay(md5('scale-${kind}-' || ${column}) placing '4' from 13) placing '8' from 17)::uuid`;

const FIRST = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Harper',
  'Jordan',
  'Kai',
  'Logan',
  'Morgan',
  'Noel',
  'Parker',
  'Quinn',
  'Riley',
  'Sage',
  'Taylor',
  'Rowan',
  'Skyler',
  'Reese',
  'Ana',
  'Ben',
  'Chloe',
  'Diego',
  'Elena',
  'Farah',
  'Grace',
  'Hugo',
  'Iris',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Nico',
  'Omar',
  'Priya',
  'Ravi',
  'Sofia',
  'Tomas',
  'Yara',
];
const LAST = [
  'Nguyen',
  'Patel',
  'Garcia',
  'Kim',
  'Okafor',
  'Rossi',
  'Silva',
  'Novak',
  'Haddad',
  'Brennan',
  'Schmidt',
  'Tanaka',
  'Olsen',
  'Moreau',
  'Kowalski',
  'Ivanova',
  'Costa',
  'Fischer',
  'Larsen',
  'Murphy',
  'Sato',
  'Cohen',
  'Dubois',
  'Ferreira',
  'Gallagher',
  'Hansen',
  'Jensen',
  'Khan',
  'Lindqvist',
  'Mendes',
  'Nakamura',
  'Oliveira',
  'Petrov',
  'Quintero',
  'Romano',
  'Santos',
  'Torres',
  'Urban',
  'Vargas',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Abbott',
  'Becker',
  'Castillo',
  'Dalton',
  'Ellis',
  'Foster',
  'Grant',
  'Hughes',
  'Iqbal',
  'Jovanovic',
  'Keller',
  'Lopez',
  'Meyer',
  'Nolan',
  'Ortiz',
  'Pierce',
  'Reyes',
];
const array = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Fills the database (migrated, holding the demo data) with the scale data; returns the seconds it took. */
export async function seedScaleData(db: Db, adminPasswordHash: string): Promise<{ seconds: number }> {
  const started = performance.now();
  const run = (statement: string) => db.execute(sql.raw(statement));

  await run(`
    insert into accounts (id, email, name, password_hash, role)
    select ${id('account', 'n')}, 'scale-' || n || '@scale.example.com', 'Scale Employee ' || n, 'x', 'employee'
    from (${PEOPLE}) p where n / 10 % 10 < 7`);
  await run(`
    insert into companies (id, id_token, name, address1, city, state, time_zone, zip, phone)
    select ${id('company', 'i')}, 'scale' || lpad(i::text, 27, '0'),
      case when i = 0 then '${SCALE_BIG_COMPANY_NAME}' else 'Scale Company ' || i end,
      (100 + i % 900) || ' Market Street', 'San Francisco', 'CA', 'America/Los_Angeles', '94105', '(415) 555-0100'
    from generate_series(0, ${SCALE_COMPANIES - 1}) as i`);
  await run(`
    insert into employee_roles (id, company_id, name, is_default)
    select ${id('role', 'i')}, ${id('company', 'i')}, 'All Staff', true
    from generate_series(0, ${SCALE_COMPANIES - 1}) as i`);
  await run(`
    insert into company_policies (id, company_id, status, effective_at, renewal_at)
    select ${id('company-policy', 'i')}, ${id('company', 'i')}, 'upcoming', '2027-01-01', '2028-01-01'
    from generate_series(0, ${SCALE_COMPANIES - 1}) as i`);
  await run(`
    insert into employee_forms (id, hash_id, company_id, account_id, employee_role_id, first_name, last_name,
      email, born_at, annual_salary_cents, hired_at, employee_type, state, employment_status, last_day_at,
      coverage_ends_at, continuation_notice_due, terminated_at)
    select ${id('form', 'n')}, substr(md5('scale-hash-' || n), 1, 16), ${id('company', 'i')},
      case when n / 10 % 10 < 7 then ${id('account', 'n')} end, ${id('role', 'i')},
      (${array(FIRST)})[1 + (n * 7919) % ${FIRST.length}],
      (${array(LAST)})[1 + (n * 104729) % ${LAST.length}],
      'scale-' || n || '@scale.example.com',
      date '1965-01-01' + (n * 37 % 12000)::int, (40000 + n * 131 % 80000) * 100, date '2012-01-01' + (n * 13 % 4800)::int,
      case when n % 23 = 0 then 'owner'::employee_type else 'full_time'::employee_type end, 'CA',
      case when n % 21 = 4 then 'terminated'::employment_status else 'active'::employment_status end,
      case when n % 21 = 4 then date '2026-10-15' end, case when n % 21 = 4 then date '2026-10-31' end,
      n % 21 = 4, case when n % 21 = 4 then timestamptz '2026-10-15 17:00Z' end
    from (${PEOPLE}) p`);
  await run(`
    insert into employee_policies (id, employee_form_id, company_policy_id, status, effective_at, completed_at,
      signed_at)
    select ${id('policy', 'n')}, ${id('form', 'n')}, ${id('company-policy', 'i')}, 'upcoming', '2027-01-01',
      case when n % 10 >= 6 then timestamptz '2026-11-10 12:00Z' end,
      case when n % 10 >= 6 then timestamptz '2026-11-10 12:00Z' end
    from (${PEOPLE}) p`);
  await run(`
    insert into employee_policy_steps (employee_policy_id, step)
    select ${id('policy', 'n')}, s.step
    from (${PEOPLE}) p
    cross join unnest(array['basicInformation', 'contactInformation', 'familyInformation']) as s(step)
    where n % 10 >= 3`);
  await run(`
    insert into employee_policy_coverages (employee_policy_id, coverage_type, is_enrolling)
    select ${id('policy', 'n')}, 'medical', case when n % 10 = 9 then 'No'::yes_no else 'Yes'::yes_no end
    from (${PEOPLE}) p where n % 10 >= 6`);
  await db.execute(sql`
    insert into accounts (email, name, password_hash, role)
    values (${SCALE_ADMIN_EMAIL}, 'Scale Administrator', ${adminPasswordHash}, 'benefits_admin')`);
  await db.execute(sql`
    insert into company_memberships (account_id, company_id, role)
    select id, ${sql.raw(id('company', '0'))}, 'benefits_admin' from accounts where email = ${SCALE_ADMIN_EMAIL}`);
  await run('analyze');
  return { seconds: (performance.now() - started) / 1000 };
}

/** Whether the scale data is already there (its administrator exists). */
export async function hasScaleData(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select 1 from accounts where email = ${SCALE_ADMIN_EMAIL}`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.length > 0;
}
