// `npm run test:pg`: the API suite against a real PostgreSQL. Each test file creates its own database
// on the server named by TEST_DATABASE_URL (default: the local server, user postgres) and drops it after.
import { execSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.info(`API tests against PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//…@')}`);
execSync('npx vitest run --project api', {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
