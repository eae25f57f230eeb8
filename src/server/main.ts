import { buildApp, LOG_REDACT_PATHS } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { DataFolderInUseError, type Db, openDatabase } from './db/client';
import { createFieldCipher } from './lib/field-crypto';

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

  // Development: a real identity provider standing in for the partners (decision 0055), never in production.
  let localIdp: { issuer: string; close(): Promise<void> } | null = null;
  if (config.partnerIdpDev) localIdp = await startLocalPartnerIdp(database.db, config);

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
    await localIdp?.close();
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
  if (localIdp)
    app.log.info({ issuer: localIdp.issuer }, 'Local partner identity provider (toast, quickbooks)');
}

/** Starts the local identity provider and points the toast and quickbooks sign-in clients at it. */
async function startLocalPartnerIdp(db: Db, config: Config) {
  const [{ startLocalIdp }, { LOCAL_IDP_USERS, LOCAL_PARTNERS, registerLocalPartners }] = await Promise.all([
    import('./plugins/partner-sign-in/local-idp'),
    import('./modules/partners/partner-sign-in/local-partners'),
  ]);
  const idp = await startLocalIdp({
    redirectUris: LOCAL_PARTNERS.map((p) => `${config.publicUrl}/omniauth/${p.slug}/callback`),
    users: LOCAL_IDP_USERS,
  });
  await registerLocalPartners(db, createFieldCipher(config.appSecret), idp);
  return idp;
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataFolderInUseError) {
    console.error(`Groupcover cannot start: ${err.message}`);
  } else {
    console.error('Groupcover failed to start:', err);
  }
  process.exit(1);
});
