import { useSignedMediaUrl } from '../../../lib/signed-media.ts';

/** A link to a stored file (a CV) through a short-lived signed address, opening in a new tab. */
export function SignedFile({ fileKey, children }: { fileKey: string; children: string }) {
  const url = useSignedMediaUrl(fileKey);
  if (!url) return <span>{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
