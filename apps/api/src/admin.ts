import { ADMIN_USAGE, runAdminCommand } from './admin-command.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';

/**
 * The entry of `npm run admin` (built to dist/admin.js as well). PostgreSQL only: the embedded database
 * belongs to the one running server process, so there ADMIN_EMAILS names the admins.
 */
async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.databaseUrl) {
    console.error(
      `DATABASE_URL is not set. ${ADMIN_USAGE} works on a PostgreSQL deployment; with the embedded database, list the admins in ADMIN_EMAILS.`,
    );
    return 1;
  }
  const database = await connectDatabase({ url: config.databaseUrl, poolSize: 1 });
  try {
    const { code, message } = await runAdminCommand(database.db, process.argv.slice(2));
    (code === 0 ? console.info : console.error)(message);
    return code;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
