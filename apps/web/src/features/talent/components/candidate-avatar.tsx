import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useSignedImage } from '../../../lib/signed-media.ts';

/** The candidate's picture through a signed address, or their initials while there is none. */
export function CandidateAvatar({
  name,
  picture,
  size = 56,
}: {
  name: string;
  picture: string | null;
  size?: number;
}) {
  const image = useSignedImage(picture);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  if (image.url) {
    return <ResponsiveImage className="avatar" image={image} alt={name} size={size} loading="lazy" />;
  }
  return (
    <span className="avatar avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
