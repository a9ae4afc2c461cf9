import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { type Database, rows } from './connect.ts';
import { migrate, migrationFiles, RENAMED_MIGRATIONS } from './migrate.ts';

/** The migration runner: numbers used once, and renumbered files never applied twice. */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

async function recordedNames(): Promise<string[]> {
  const recorded = await rows<{ name: string }>(database.db, sql`select name from schema_migrations`);
  return recorded.map((r) => r.name).sort();
}

describe('migration numbers', () => {
  it('When the migration files are listed, then each number is used by one file only', () => {
    const numbers = migrationFiles().map((f) => f.name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('When the migration files are listed, then the renumbered ones exist under their new names only and keep their order', () => {
    const names = migrationFiles().map((f) => f.name);
    for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(names).toContain(newName);
      expect(names).not.toContain(oldName);
    }
    // 0006 builds on the columns of 0005; 0010 indexes the word vectors of 0006; 0012 follows as before.
    const order = [
      '0005_job_search.sql',
      '0006_job_search_words.sql',
      '0010_performance.sql',
      '0012_talent_search.sql',
    ];
    expect(names.filter((n) => order.includes(n))).toEqual(order);
  });

  it('When a database recorded migrations under their old names, then the records are renamed and nothing runs again', async () => {
    for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
      await database.db.execute(sql`update schema_migrations set name = ${oldName} where name = ${newName}`);
    }
    const before = await recordedNames();
    expect(before).toEqual(expect.arrayContaining(Object.keys(RENAMED_MIGRATIONS)));

    // Running a renamed file again would fail (its indexes and columns exist), so an empty answer
    // proves that nothing was applied.
    expect(await migrate(database)).toEqual([]);
    const after = await recordedNames();
    expect(after).toEqual(migrationFiles().map((f) => f.name));
    for (const oldName of Object.keys(RENAMED_MIGRATIONS)) expect(after).not.toContain(oldName);
  });

  it('When migrations run again after the rename, then nothing changes', async () => {
    const before = await recordedNames();
    expect(await migrate(database)).toEqual([]);
    expect(await recordedNames()).toEqual(before);
  });
});
