import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the built web app is: beside the API's sources, or beside its bundle. */
const candidates = [
  fileURLToPath(new URL('../../../../web/dist/', import.meta.url)), // from apps/api/src/platform/web
  fileURLToPath(new URL('../../web/dist/', import.meta.url)), // from the bundled apps/api/dist
];

export function webDistDir(): string | undefined {
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}
