import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reachedInPage, reachedTrigger, useScrollTrigger } from './use-scroll-trigger.ts';

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
    // Already past 80 % when the list becomes ready: asked at once.
    expect(onReach).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(200);
      for (let i = 0; i < 10; i++) {
        el.dispatchEvent(new Event('scroll'));
        vi.advanceTimersByTime(10);
      }
    });
    // The first event checks at once; the rest of the 100 ms burst is one trailing check at 150 ms.
    expect(onReach).toHaveBeenCalledTimes(2);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(onReach).toHaveBeenCalledTimes(3);
  });

  it('When the list grows with the page (a phone), then 80 % is how far the screen has come through the list', () => {
    // A 5,000 px list starting 600 px down a 740 px screen: not yet; scrolled until its top is 3,260 px up: reached.
    expect(reachedInPage({ top: 600, height: 5000 }, 740)).toBe(false);
    expect(reachedInPage({ top: -3260, height: 5000 }, 740)).toBe(true);
    expect(reachedInPage({ top: 100, height: 300 }, 740)).toBe(true);
  });

  it('When the window scrolls on a phone, then the trigger listens to the window', () => {
    const el = document.createElement('div');
    let top = 600;
    el.getBoundingClientRect = () => ({ top, height: 5000 }) as DOMRect;
    const onReach = vi.fn();
    renderHook(() => useScrollTrigger({ current: el }, onReach, true, 1, 'window'));
    expect(onReach).not.toHaveBeenCalled();
    top = -3500;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(onReach).toHaveBeenCalledTimes(1);
  });
});
