import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** Runs `work` on one short-lived connection to the server of `adminUrl`. */
async function withAdmin<T>(adminUrl: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Creates a database named `<prefix>_<pid>_<random>` on the server of `adminUrl`, empty or a copy of `template`
 * (a database nobody is connected to); returns its URL.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (template && !/^[a-z0-9_]+$/.test(template)) throw new Error(`Not a template's name: ${template}`);
  await withAdmin(adminUrl, (sql) =>
    sql.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops a scratch database once its connections have closed. Forcing the drop while a pool's clients are still
 * saying goodbye makes the server send them a FATAL "terminating connection" that can surface as an uncaught
 * error, so force is only the last resort after 5 s.
 */
export async function dropDatabaseWhenIdle(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (sql) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where datname = ${name}`;
      if ((row?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await sql.unsafe(`drop database if exists ${name} with (force)`);
  });
}
