import { useEffect } from 'react';

export const SITE_NAME = 'Kweli Jobs';

/** Sets the tab title ("Page | Kweli Jobs"), so every page is announced and bookmarked by its name. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
