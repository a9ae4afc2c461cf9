import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useSignedImage } from '../../../lib/signed-media.ts';

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
  const image = useSignedImage(fileKey);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  if (image.url) return <ResponsiveImage className="avatar" image={image} alt={name} size={size} />;
  return (
    <span className="avatar avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
