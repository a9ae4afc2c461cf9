import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element has come within a screen's height of the view, once true for good: a part below the
 * first screen (the similar jobs under a job) is asked for only when the reader scrolls towards it, so a
 * phone that opens a job spends its first data on the job. Without IntersectionObserver (old browsers,
 * tests) the part is loaded at once.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
