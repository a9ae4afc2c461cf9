/**
 * A small in-process cache for answers that are the same for every caller, such as a public job search
 * (docs/performance.md). Many people run the same few searches: the landing page's newest jobs, "nurse",
 * "driver" in Nairobi. Answering those from memory for a few seconds is what keeps search fast on two
 * cores, and the database free for the searches nobody ran yet.
 *
 * - An answer is kept for `ttlSeconds`; 0 turns the cache off (the API tests, which change jobs directly
 *   in the database).
 * - Callers asking for the same key while it is being computed share that one computation, so a burst
 *   of identical searches costs one query, not thirty.
 * - A failed computation is not kept.
 * - `clear()` forgets everything: called after a change that may show in the answers. Another instance
 *   behind the same load balancer does not hear of the change; its copy is at most `ttlSeconds` old.
 * - At most `maxEntries` answers are kept; the oldest goes first.
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, { expires: number; answer: Promise<T> }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlSeconds > 0;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const now = Date.now();
    const kept = this.#entries.get(key);
    if (kept && kept.expires > now) return kept.answer;
    const answer = compute();
    this.#entries.delete(key);
    this.#entries.set(key, { expires: now + this.ttlSeconds * 1000, answer });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    answer.catch(() => {
      if (this.#entries.get(key)?.answer === answer) this.#entries.delete(key);
    });
    return answer;
  }

  clear(): void {
    this.#entries.clear();
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
