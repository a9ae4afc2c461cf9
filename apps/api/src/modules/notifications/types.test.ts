import { NOTIFICATION_TYPES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../../db/connect.ts';
import { createTestDatabase } from '../../test/test-app.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

describe('notification types', () => {
  it('When the migrations have run, then the database accepts exactly the types the code knows', async () => {
    const stored = await rows<{ type: string }>(
      database.db,
      sql`select type from notification_types order by type`,
    );
    expect(stored.map((r) => r.type)).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('When a notification of an unknown type is written, then the database refuses it', async () => {
    const [user] = await rows<{ id: number }>(
      database.db,
      sql`insert into users (email, role) values ('types@example.com', 'candidate') returning id`,
    );
    await database.db.execute(
      sql`insert into notifications (user_id, type, message) values (${user?.id}, 'status_change', 'known')`,
    );
    const refusal = await database.db
      .execute(sql`insert into notifications (user_id, type, message) values (${user?.id}, 'made_up', 'x')`)
      .then(
        () => null,
        (error: Error) => error,
      );
    // Drizzle wraps the driver's error; the cause names the constraint that refused.
    expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/notifications_type_fkey/);
  });
});
