import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('When the same key is asked again within its time, then the kept answer is given without computing', async () => {
    const cache = new AnswerCache<number>(30);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('When many callers ask for a key being computed, then they share one computation', async () => {
    const cache = new AnswerCache<string>(30);
    let computed = 0;
    let finish: (v: string) => void = () => {};
    const compute = () => {
      computed++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = Array.from({ length: 10 }, () => cache.get('q', compute));
    finish('answer');
    expect(await Promise.all(waiting)).toEqual(Array(10).fill('answer'));
    expect(computed).toBe(1);
  });

  it('When cleared, or turned off, or a computation fails, then the next call computes again', async () => {
    const cache = new AnswerCache<number>(30);
    let computed = 0;
    await cache.get('a', async () => ++computed);
    cache.clear();
    expect(await cache.get('a', async () => ++computed)).toBe(2);

    await expect(cache.get('f', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('f', async () => 7)).toBe(7);

    const off = new AnswerCache<number>(0);
    await off.get('a', async () => ++computed);
    await off.get('a', async () => ++computed);
    expect(computed).toBe(4);
    expect(off.size).toBe(0);
  });

  it('When more keys than its size are kept, then the oldest goes first', async () => {
    const cache = new AnswerCache<string>(30, 2);
    await cache.get('one', async () => '1');
    await cache.get('two', async () => '2');
    await cache.get('three', async () => '3');
    expect(cache.size).toBe(2);
    expect(await cache.get('one', async () => 'again')).toBe('again');
    expect(await cache.get('three', async () => 'not again')).toBe('3');
  });

  it('When an answer is older than its time, then it is computed again', async () => {
    const cache = new AnswerCache<number>(0.05);
    let computed = 0;
    await cache.get('a', async () => ++computed);
    await new Promise((r) => setTimeout(r, 80));
    expect(await cache.get('a', async () => ++computed)).toBe(2);
  });
});
