import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compressed answers (docs/performance.md): most users are on costly mobile data, and a page of job
 * search results is about 24 KB of JSON but 3 KB compressed. The web app's own files are compressed by
 * the build and sent as they are (platform/web.ts); this covers the API's JSON and the server's HTML.
 *
 * - Answers under COMPRESS_MIN_BYTES are sent as they are: the unread count, polled by every signed-in
 *   page, would only grow. From 512 bytes brotli already saves about half of our JSON: a resized
 *   logo's signed answer (about 950 bytes, four signed addresses) goes out in about 450 (issue 25).
 * - Brotli when the client takes it, else gzip, at levels meant for answers made per request.
 * - Answers the server keeps in memory (job search, talent search, recommendations, the landing page)
 *   are `KeptBody`s: each compressed form is made once, the first time a client asks for it.
 * - An answer made for one reader (`KeptBody.forOne`: a candidate's recommendations) is compressed about
 *   once per ask, so its compression is on every request's path: gzip is sent when the client takes it.
 *   On the recommendations answer (14.5 KB of job cards; docs/performance.md "Recommendations, third
 *   pass"), brotli 5 made 1,742 bytes in 220-310 us of CPU, gzip 6 1,897 bytes (+9 %) in 110-195 us;
 *   brotli 4 was as large as gzip at more CPU, brotli 3 larger (2,018). Shared answers (searches, pages)
 *   keep brotli: they are compressed once for many readers.
 */
export const COMPRESS_MIN_BYTES = 512;

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE_TYPE = /^(application\/json|text\/html)\b/;

/**
 * The encoding to answer in, from an Accept-Encoding header: br, else gzip, else none; with `gzipFirst`
 * (an answer made for one reader, see above) gzip, else br, else none.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  gzipFirst = false,
): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    // "gzip;q=0" means "not gzip".
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (gzipFirst && accepted.has('gzip')) return 'gzip';
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * An answer's bytes kept in memory (a search answer, the landing page), with each compressed form made
 * once, when first asked for.
 */
export class KeptBody {
  readonly #forms = new Map<Encoding, Buffer>();

  /** `forOne`: made for one reader's ask, compressed about once (gzip first, see above). */
  constructor(
    readonly body: Buffer,
    readonly forOne = false,
  ) {}

  static of(text: string): KeptBody {
    return new KeptBody(Buffer.from(text));
  }

  /** An answer made for one reader (a candidate's recommendations): sent gzipped when the client takes it. */
  static forOne(text: string): KeptBody {
    return new KeptBody(Buffer.from(text), true);
  }

  /** The bytes to send in this encoding (none: the body itself). */
  encoded(encoding: Encoding | null): Buffer {
    if (!encoding || this.body.length < COMPRESS_MIN_BYTES) return this.body;
    let form = this.#forms.get(encoding);
    if (!form) {
      form = compress(this.body, encoding);
      this.#forms.set(encoding, form);
    }
    return form;
  }
}

/** Sends a kept body in the best encoding the client takes; the reply's content type is the caller's. */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): FastifyReply {
  if (kept.body.length < COMPRESS_MIN_BYTES) return reply.send(kept.body);
  addVary(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding'], kept.forOne);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(kept.encoded(encoding));
}

/** Sends a kept JSON answer (job search, talent search, recommendations). */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: KeptBody): FastifyReply {
  return sendKeptBody(request, reply.type('application/json; charset=utf-8'), answer);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

/** Compresses every other JSON or HTML answer of COMPRESS_MIN_BYTES or more as it leaves. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Streams are the web app's files, sent precompressed by @fastify/static; kept answers come encoded.
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding'))
      return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    done(null, compress(payload, encoding));
  });
}
