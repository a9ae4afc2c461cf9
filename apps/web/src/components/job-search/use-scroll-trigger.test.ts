import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reachedTrigger, useScrollTrigger } from './use-scroll-trigger.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the 80 % scroll trigger', () => {
  it('When the scroll passes 80 % of the list, then it is reached; a list that cannot scroll is reached at once', () => {
    expect(reachedTrigger({ scrollTop: 0, clientHeight: 600, scrollHeight: 600 })).toBe(true);
    expect(reachedTrigger({ scrollTop: 999, clientHeight: 600, scrollHeight: 2000 })).toBe(false);
    expect(reachedTrigger({ scrollTop: 1000, clientHeight: 600, scrollHeight: 2000 })).toBe(true);
  });

  it('When scroll events come fast, then the check runs at most once per 150 ms, and once after the last', () => {
    vi.useFakeTimers();
    const el = document.createElement('div');
    Object.defineProperty(el, 'scrollHeight', { value: 2000 });
    Object.defineProperty(el, 'clientHeight', { value: 600 });
    el.scrollTop = 1500;
    const onReach = vi.fn();
    renderHook(() => useScrollTrigger({ current: el }, onReach, true, 1));
    expect(onReach).not.toHaveBeenCalled();
    act(() => {
      for (let i = 0; i < 10; i++) {
        el.dispatchEvent(new Event('scroll'));
        vi.advanceTimersByTime(10);
      }
    });
    // The first event checks at once; the rest of the 100 ms burst is one trailing check at 150 ms.
    expect(onReach).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(onReach).toHaveBeenCalledTimes(2);
  });
});
