import type { ReactNode } from 'react';
import { useSignedMediaUrl } from '../lib/signed-media.ts';
import { useT } from './texts.ts';

/**
 * A link to a stored file (CV, certificate, picture) through a short-lived signed address, opening in a
 * new tab. Until the address is known it is plain text; `loadingNote` adds "(link loading…)" where an
 * employer reads a list of files and should not take the text for a missing link.
 */
export function SignedFileLink({
  fileKey,
  children,
  loadingNote = false,
}: {
  fileKey: string | null;
  children: ReactNode;
  loadingNote?: boolean;
}) {
  const t = useT();
  const url = useSignedMediaUrl(fileKey);
  if (!url)
    return loadingNote ? (
      <span className="muted">
        {children} {t('signedFile.linkLoading')}
      </span>
    ) : (
      <span>{children}</span>
    );
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
