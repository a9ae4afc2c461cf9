import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title.ts';
import { useT } from './texts.ts';

/** The frame of every static content page: one h1, an optional "last updated" line, readable width. */
export function ContentPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      {updated ? <p className="muted">{t('contentPage.lastUpdated', { date: updated })}</p> : null}
      {children}
    </article>
  );
}
