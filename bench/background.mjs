// The benchmark database's backlog of background work, held off while measuring (docs/performance.md, "The
// signed-in path since 25 November"). bench/generate.mjs inserts jobs whose due date passed up to two years
// ago; before it marked them closed out, none was (about 650,000 at 1,000,000 jobs), and every API started
// on such a database ran the due-date sweep (modules/jobs/close-out.ts): batch after batch of 50 jobs, each
// job's applicants told in the app and by e-mail through the outbox, for the whole run and beyond. While
// idle that took about 0.3 of a core in the API and 0.65 in its backends; under the unread count's load a
// request and its share of it cost 300-340 us of CPU instead of 190-230. Production's sweep, every 10
// minutes, only ever finds the jobs of the last minutes, so that work is not what a request costs there.
import pg from 'pg';

/** The name the jobs module gives its sweep in `periodic_runs` (modules/jobs/employer-routes.ts). */
const CLOSE_OUT = 'job close-out';

/**
 * On a database with jobs past their due date since before yesterday and never closed out, claims the
 * sweep for `minutes` (as if another instance had just run it: the servers started meanwhile skip it), and
 * marks sent the e-mails earlier runs left in the outbox (to generated addresses). Answers what it did,
 * as a line to print, or null when there was nothing to hold.
 */
export async function holdBackgroundWork(databaseUrl, minutes = 120) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query(
      "select to_regclass('periodic_runs') is not null as runs, to_regclass('outbox') is not null as outbox",
    );
    if (!tables[0].runs) return null;
    const { rows } = await client.query(
      `select count(*)::int as n from jobs where status = 'published' and closed_out_at is null
        and due_date < (now() at time zone 'Africa/Nairobi')::date - 1`,
    );
    const backlog = rows[0].n;
    const said = [];
    if (backlog > 0) {
      await client.query(
        `insert into periodic_runs (name, last_run_at) values ($1, now() + make_interval(mins => $2))
          on conflict (name) do update set last_run_at = excluded.last_run_at`,
        [CLOSE_OUT, minutes],
      );
      said.push(
        `the due-date sweep held for ${minutes} minutes (${backlog.toLocaleString('en')} published jobs past their due date since before yesterday, never closed out)`,
      );
    }
    if (tables[0].outbox) {
      // Only e-mails and the notification e-mails that write them; other work (a list's refresh) stays due.
      const { rowCount } = await client.query(
        "update outbox set delivered_at = now() where delivered_at is null and topic in ('email', 'notification_email')",
      );
      if (rowCount) said.push(`${rowCount.toLocaleString('en')} e-mails left by earlier runs marked sent`);
    }
    return said.length ? `Background work held: ${said.join('; ')}` : null;
  } finally {
    await client.end();
  }
}
