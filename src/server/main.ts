import { buildApp, LOG_REDACT_PATHS } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { DataFolderInUseError, openDatabase } from './db/client';

/** Reads configuration, opens and migrates the database, seeds the demo on first run, and listens. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize ?? undefined,
  });
  const { seeded } = await prepareDatabase(database, config);

  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, seeded, startupMs: Date.now() - started },
    `Groupcover is ready on http://localhost:${config.port}`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataFolderInUseError) {
    console.error(`Groupcover cannot start: ${err.message}`);
  } else {
    console.error('Groupcover failed to start:', err);
  }
  process.exit(1);
});
