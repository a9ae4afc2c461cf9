import { useSignedMediaUrl } from '../../../lib/signed-media.ts';

/** A link to a stored file (CV, certificate) through a short-lived signed address. */
export function SignedFileLink({ fileKey, children }: { fileKey: string; children: string }) {
  const url = useSignedMediaUrl(fileKey);
  if (!url) return <span className="muted">{children} (link loading…)</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
