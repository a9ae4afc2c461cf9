import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache for answers that are the same for every caller, such as a public job search
 * (docs/performance.md). Many people run the same few searches: the landing page's newest jobs, "nurse",
 * "driver" in Nairobi. Answering those from memory for a few seconds is what keeps search fast on two
 * cores, and the database free for the searches nobody ran yet.
 *
 * - An answer is kept for `ttlSeconds`; 0 turns the cache off (the API tests, which change jobs directly
 *   in the database).
 * - Callers asking for the same key while it is being computed share that one computation, so a burst
 *   of identical searches costs one query, not thirty: the cache keeps the answer's promise.
 * - A failed computation is not kept.
 * - `clear()` forgets everything: called when a writer says the answers are stale
 *   (platform/stale-answers.ts). Another instance behind the same load balancer does not hear of the
 *   change; its copy is at most `ttlSeconds` old.
 * - At most `maxEntries` answers are kept; the least recently used goes first (lru-cache).
 */
export class AnswerCache<T> {
  readonly #entries: LRUCache<string, Promise<T>> | undefined;

  constructor(ttlSeconds: number, maxEntries = 500) {
    this.#entries =
      ttlSeconds > 0
        ? new LRUCache<string, Promise<T>>({
            max: maxEntries,
            ttl: Math.max(1, Math.round(ttlSeconds * 1000)),
          })
        : undefined;
  }

  get enabled(): boolean {
    return this.#entries !== undefined;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const entries = this.#entries;
    if (!entries) return compute();
    const kept = entries.get(key);
    if (kept) return kept;
    const answer = compute();
    entries.set(key, answer);
    answer.catch(() => {
      if (entries.get(key) === answer) entries.delete(key);
    });
    return answer;
  }

  clear(): void {
    this.#entries?.clear();
  }

  delete(key: string): void {
    this.#entries?.delete(key);
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }
}
