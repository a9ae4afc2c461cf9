import type { SignedImage } from '../lib/signed-media.ts';

/**
 * A logo or picture from `useSignedImage` (issue 25 item 3). A resized image is a `<picture>`: the
 * browser picks the WebP width that fits `size` CSS pixels at the screen's density (80 px card: the
 * 80 w file, or the 160 w on a 2x phone) and falls back to the small JPEG; an older image is a plain
 * `<img>`. Markup only: it adds nothing to load.
 */
export interface ResponsiveImageProps {
  image: SignedImage;
  alt: string;
  /** The square box it is drawn in, in CSS pixels. */
  size: number;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function ResponsiveImage({
  image,
  alt,
  size,
  className,
  loading,
  fetchPriority,
}: ResponsiveImageProps) {
  const img = (
    <img
      className={className}
      src={image.url}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={`${size}px`} />
      ))}
      {img}
    </picture>
  );
}
