import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage, ReadOptions, SignedAddress } from './storage.ts';
import { signingWindow } from './storage.ts';

/**
 * Files on the local disk in DATA_DIR/files, sent and fetched through our own server at
 * /api/files/<key>. Each address carries its expiry and an HMAC over the method, the key, the expiry
 * and (for uploads) the content type or (for reads) the type and name it is served with, so changing
 * any of them breaks the signature.
 */
export const LOCAL_FILES_PATH = '/api/files/';

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export interface LocalStorage extends FileStorage {
  kind: 'local';
  checkUploadSignature(
    key: string,
    contentType: string,
    query: Record<string, string | undefined>,
  ): SignatureCheck;
  checkReadSignature(key: string, query: Record<string, string | undefined>): SignatureCheck;
  /** Writes the whole file at once (a reader never sees half a file). */
  write(key: string, bytes: Buffer): Promise<void>;
  /** The file for reading, or null when it is not there. */
  open(key: string): Promise<{ stream: ReadStream; size: number } | null>;
}

export function createLocalStorage(config: Pick<Config, 'dataDir' | 'jwtSecret'>): LocalStorage {
  const root = resolve(config.dataDir, 'files');
  // A key of its own for file addresses, derived from the secret, so a signature is never a token.
  const signingKey = createHmac('sha256', config.jwtSecret).update('kweli file addresses').digest();

  const sign = (parts: string[]) =>
    createHmac('sha256', signingKey).update(parts.join('\n')).digest('base64url');

  const check = (
    parts: string[],
    expires: string | undefined,
    signature: string | undefined,
  ): SignatureCheck => {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(sign(parts));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 <= Date.now() ? 'expired' : 'ok';
  };

  /** The file's place on disk; a key that would leave the folder has none. */
  const pathOf = (key: string): string => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`unsafe file key: ${key}`);
    return path;
  };

  const address = (key: string, params: Record<string, string>) =>
    `${LOCAL_FILES_PATH}${key.split('/').map(encodeURIComponent).join('/')}?${new URLSearchParams(params)}`;

  async function writeWhole(key: string, bytes: Buffer): Promise<void> {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial-${process.pid}-${Date.now()}`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  return {
    kind: 'local',
    async signUpload(key, contentType): Promise<SignedAddress> {
      const { expiresAt } = signingWindow();
      const expires = String(expiresAt.getTime() / 1000);
      const signature = sign(['PUT', key, expires, contentType]);
      return { url: address(key, { expires, signature }), expiresAt };
    },
    async signRead(key, { contentType, fileName }: ReadOptions): Promise<SignedAddress> {
      const { expiresAt } = signingWindow();
      const expires = String(expiresAt.getTime() / 1000);
      const signature = sign(['GET', key, expires, contentType, fileName]);
      return { url: address(key, { expires, type: contentType, name: fileName, signature }), expiresAt };
    },
    checkUploadSignature: (key, contentType, query) =>
      check(['PUT', key, query.expires ?? '', contentType], query.expires, query.signature),
    checkReadSignature: (key, query) =>
      check(
        ['GET', key, query.expires ?? '', query.type ?? '', query.name ?? ''],
        query.expires,
        query.signature,
      ),
    write: writeWhole,
    put: (key, bytes) => writeWhole(key, bytes),
    async open(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    // The local disk checks the bytes on arrival: there is never a staging copy.
    inspectPending: async () => null,
    promote: async () => {},
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
