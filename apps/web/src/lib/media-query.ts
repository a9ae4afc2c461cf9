import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is wide enough for boxes that scroll apart from the page (issue 27 item 1): from
 * 640 px up. Below, lists grow with the page and the window scrolls. Where the browser cannot tell
 * (tests without matchMedia) the wide layout is assumed, as before.
 */
export const WIDE_SCREEN = '(min-width: 640px)';

export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}

export const useWideScreen = () => useMediaQuery(WIDE_SCREEN);

/** Room for the applicants' pipeline as four columns side by side (issue 28 item 7); below, tabs. */
export const PIPELINE_COLUMNS = '(min-width: 900px)';
export const usePipelineColumns = () => useMediaQuery(PIPELINE_COLUMNS);
