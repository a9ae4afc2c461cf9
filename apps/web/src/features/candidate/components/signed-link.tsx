import type { ReactNode } from 'react';
import { useSignedMediaUrl } from '../../../lib/signed-media.ts';

/** A link to a stored file through a signed address; plain text until the address is known. */
export function SignedLink({ fileKey, children }: { fileKey: string | null; children: ReactNode }) {
  const url = useSignedMediaUrl(fileKey);
  if (!url) return <span>{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The candidate's picture, or their initials when there is none. */
export function ProfilePicture({
  fileKey,
  name,
  size = 96,
}: {
  fileKey: string | null;
  name: string;
  size?: number;
}) {
  const url = useSignedMediaUrl(fileKey);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  if (url) return <img className="avatar" src={url} alt={name} width={size} height={size} />;
  return (
    <span className="avatar avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
