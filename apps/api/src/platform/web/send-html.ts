import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { KeptBody, sendKeptBody } from '../compression.ts';

/**
 * The last pages sent, by their text, with their compressed forms: the landing page is the same for
 * every visitor until its search or its logos' signatures change, so it is compressed once, not per
 * request (0.3 ms each).
 */
const keptPages = new LRUCache<string, KeptBody>({ max: 16 });

function keptPage(html: string): KeptBody {
  let kept = keptPages.get(html);
  if (!kept) {
    kept = KeptBody.of(html);
    keptPages.set(html, kept);
  }
  return kept;
}

/**
 * Sends a page's HTML, compressed when the browser accepts it and the page is more than a few lines
 * (the landing page carries its first search answer).
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status = 200,
): FastifyReply {
  reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  return sendKeptBody(request, reply, keptPage(html));
}
