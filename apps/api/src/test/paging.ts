import { PAGE_SIZE } from '@kweli/shared';
import { expect } from 'vitest';
import type { Caller, TestApp } from './test-app.ts';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * Reads a list longer than one page but shorter than two, the way a client does: the first page, then
 * the one its `next` names. Checks what every paged list promises (docs/product/rules.md "API shape"):
 * `count` is the whole list's (`total`); the first page holds PAGE_SIZE, has no `previous`, and its
 * `next` is the full address of page 2 with the same query; the second holds the rest, leads back to
 * page 1 and has no `next`. Answers both pages for the list's own checks (order, content).
 */
export async function readTwoPages<T = unknown>(
  t: Pick<TestApp, 'call' | 'config'>,
  user: Caller | null,
  path: string,
  total: number,
): Promise<[Page<T>, Page<T>]> {
  const api = `${t.config.publicUrl}/api`;
  const at = (page: number) => `${api}${path}${path.includes('?') ? '&' : '?'}page=${page}`;
  const first = (await t.call(user, 'GET', path)).json<Page<T>>();
  expect(first.count, `${path}: count`).toBe(total);
  expect(first.results, `${path}: the first page`).toHaveLength(PAGE_SIZE);
  expect(first.previous).toBeNull();
  expect(first.next).toBe(at(2));
  const second = (await t.call(user, 'GET', first.next!.slice(api.length))).json<Page<T>>();
  expect(second.count).toBe(total);
  expect(second.results, `${path}: the second page`).toHaveLength(total - PAGE_SIZE);
  expect(second.previous).toBe(at(1));
  expect(second.next).toBeNull();
  return [first, second];
}
