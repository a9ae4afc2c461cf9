import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { type Language, languageOr } from '../../platform/texts.ts';

/**
 * The language a person reads (issue 25 item 1: `users.language`, 'en' or 'sw'): what every e-mail to
 * them is written in. Other modules ask here rather than reading the column.
 */
export async function userLanguage(executor: Executor, userId: number): Promise<Language> {
  const [row] = await rows<{ language: string }>(
    executor,
    sql`select language from users where id = ${userId}`,
  );
  return languageOr(row?.language);
}

/** The languages of many people at once (an e-mail built for each of a batch), by user id. */
export async function userLanguages(executor: Executor, userIds: number[]): Promise<Map<number, Language>> {
  if (userIds.length === 0) return new Map();
  const found = await rows<{ id: number; language: string }>(
    executor,
    sql`select id, language from users where id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((row) => [Number(row.id), languageOr(row.language)]));
}
