import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { loadDemoData } from './db/demo/index.ts';
import { migrate } from './db/migrate.ts';
import { createFileStorage } from './platform/storage/create.ts';

/** Starts the server: config, database and migrations, demo data on a fresh embedded database, listen. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await connectDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  // Searches read from the replica when one is named (DATABASE_READ_URL); it is migrated by replication.
  const readDatabase = config.databaseReadUrl
    ? await connectDatabase({ url: config.databaseReadUrl })
    : undefined;
  const demo = config.demoData
    ? await loadDemoData(database.db, { storage: createFileStorage(config).storage })
    : undefined;

  const app = await buildApp({
    config,
    database,
    ...(readDatabase ? { readDatabase } : {}),
    prettyLogs: !config.isProduction && process.stdout.isTTY,
    outboxWorker: true,
  });
  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.info(`\nKweli is running on ${config.publicUrl} (database: ${where})`);
  console.info(`API reference: ${config.publicUrl}/api/docs`);
  if (demo) {
    console.info(`Demo data${demo.created ? ' loaded' : ''}. Demo logins (password ${demo.password}):`);
    for (const login of demo.logins) console.info(`  ${login.role.padEnd(9)} ${login.email}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await readDatabase?.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
