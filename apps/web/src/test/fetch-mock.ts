import { vi } from 'vitest';

/**
 * A stand-in for the network in component tests: answers by method and path, records every call.
 * (Component tests never reach a server; API behaviour is proven by the API's own tests.)
 */
export type Handler = (request: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export function mockFetch(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, headers, body });
    const path = url.split('?')[0]!;
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const answer = await handler({ url, method, headers, body });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** A list's answer (docs/product/rules.md "API shape") that holds all of `results` on its one page. */
export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
