import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './connect.ts';

/**
 * Applies the committed SQL migrations in name order inside one transaction and records them in
 * `schema_migrations`. An advisory lock lets several instances start at once against one database.
 * (Why hand-written SQL rather than drizzle-kit: docs/decisions/001-sql-migrations.md.)
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCK_ID = 727_274_001;

/**
 * Migrations that once shared a number with another and were given a free one (issue 21), old name to
 * new. A database that applied them under the old name has the record renamed before the comparison, so
 * they are not run a second time; a fresh database applies them in the same order as before.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0005_job_search_words.sql': '0006_job_search_words.sql',
  '0012_performance.sql': '0010_performance.sql',
};

export function migrationFiles(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}${name}`, 'utf8') }));
}

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.rawTransaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
      await tx.query(
        'update schema_migrations set name = $2 where name = $1 and not exists (select 1 from schema_migrations where name = $2)',
        [oldName, newName],
      );
    }
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (done.has(file.name)) continue;
      await tx.exec(file.sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file.name]);
      applied.push(file.name);
    }
    return applied;
  });
}
