/**
 * npm run db:seed-scale — a PostgreSQL database holding the demo data and 10,000 companies with 250,000
 * employees (scripts/scale-data.ts, decision 0025), for the employee list's benchmark.
 * SCALE_DATABASE_URL names the database to (re)create (default: gc_scale on the server of
 * BENCH_DATABASE_URL, itself by default postgres://postgres@127.0.0.1:5432/postgres). An existing database of
 * that name is dropped first. Prints how long the seeding took.
 */
import { hash } from '@node-rs/argon2';
import { type Database, openDatabase } from '@server/db/client';
import { DEMO_PASSWORD, seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import postgres from 'postgres';
import { SCALE_ADMIN_EMAIL, SCALE_COMPANIES, SCALE_EMPLOYEES, seedScaleData } from './scale-data';

/** The scale database's secret: fixed, so the demo's encrypted fields stay readable by later benchmarks. */
export const SCALE_SECRET = 'scale-benchmark-secret-0123456789abcdef0123456789abcdef';

export function scaleDatabaseUrl(): string {
  if (process.env.SCALE_DATABASE_URL) return process.env.SCALE_DATABASE_URL;
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/gc_scale';
  return url.toString();
}

/** Drops and creates the database of `url` (through the server's postgres database). */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing an unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.unsafe(`create database ${name}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Recreates the scale database and fills it; returns the seconds the scale data took. */
export async function buildScaleDatabase(url: string): Promise<number> {
  await recreateDatabase(url);
  const database: Database = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    await database.migrate();
    const passwordHash = await hash(DEMO_PASSWORD);
    await seedDemo(database.db, { cipher: createFieldCipher(SCALE_SECRET), passwordHash });
    const { seconds } = await seedScaleData(database.db, passwordHash);
    return seconds;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = scaleDatabaseUrl();
  const seconds = await buildScaleDatabase(url);
  console.log(
    `Seeded ${SCALE_COMPANIES.toLocaleString('en-US')} companies and ${SCALE_EMPLOYEES.toLocaleString('en-US')} ` +
      `employees in ${seconds.toFixed(1)} s into ${url.replace(/\/\/[^@]*@/, '//')}. ` +
      `The 1,000-employee company's administrator: ${SCALE_ADMIN_EMAIL} (demo password).`,
  );
}
