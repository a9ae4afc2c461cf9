import { useSignedMediaUrl } from '../../../lib/signed-media.ts';

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
