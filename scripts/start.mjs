// `npm start`: builds the web app and the API if they are missing or older than their sources,
// then runs the server (http://localhost:3000 by default, embedded database and demo data).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...p) => join(root, ...p);

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const name of readdirSync(p)) visit(join(p, name));
    else latest = Math.max(latest, s.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < newest(sources);
const shared = at('packages/shared/src');

if (
  stale(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/public'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    shared,
  ])
) {
  console.info('Building the web app…');
  execSync('npm run build -w @kweli/web', { cwd: root, stdio: 'inherit' });
}
if (stale(at('apps/api/dist/main.js'), [at('apps/api/src'), at('apps/api/build.mjs'), shared])) {
  console.info('Building the API…');
  execSync('npm run build -w @kweli/api', { cwd: root, stdio: 'inherit' });
}

await import(at('apps/api/dist/main.js'));
