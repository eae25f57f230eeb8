import pg from 'pg';

/**
 * Drops a scratch database once its connections have closed. Forcing the drop while a pool's clients are still
 * saying goodbye makes the server send them a FATAL "terminating connection" that can surface as an uncaught
 * error, so force is only the last resort after 5 s.
 */
export async function dropDatabaseWhenIdle(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
