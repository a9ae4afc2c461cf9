// The naive baseline of the benchmark: the same search URL answered the plain way, `ILIKE '%…%'` on
// the title, the city and the country of open jobs, newest first, with an exact count. A tiny HTTP
// server (same pool size as the app) so it is measured exactly like the API.
// Usage: node bench/naive-server.mjs <port> <database url>; prints "ready" when listening.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = require('pg');

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const PAGE_SIZE = 20;
const like = (value) => `%${(value ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const { rows } = await pool.query(
      `SELECT id, job_title, company_name, city, country, published_at, count(*) OVER () AS total
         FROM jobs
        WHERE status = 'published' AND (due_date IS NULL OR due_date >= current_date)
          AND job_title ILIKE $1 AND city ILIKE $2 AND country ILIKE $3
        ORDER BY published_at DESC, id DESC
        LIMIT ${PAGE_SIZE} OFFSET $4`,
      [
        like(url.searchParams.get('job_title')),
        like(url.searchParams.get('city')),
        like(url.searchParams.get('country')),
        (page - 1) * PAGE_SIZE,
      ],
    );
    const count = rows.length ? Number(rows[0].total) : 0;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ count, results: rows.map(({ total: _total, ...job }) => job) }));
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});
server.listen(Number(port), '127.0.0.1', () => console.info('ready'));
process.on('SIGTERM', () => {
  server.close();
  pool.end().finally(() => process.exit(0));
});
