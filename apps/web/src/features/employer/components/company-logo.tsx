import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useSignedImage } from '../../../lib/signed-media.ts';
import { useT } from '../texts.ts';
import './employer.css';

/**
 * The company logo from its stored key (signed through the media cache), or a placeholder generated
 * from the company name: its initials on a colour picked from the name, so each company keeps its own.
 */
const COLOURS = ['#0b6e4f', '#1d4ed8', '#b3541e', '#7c3aed', '#be185d', '#0f766e', '#a16207'];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length]!;
}

export function CompanyLogo({
  logoKey,
  previewUrl,
  name,
  size,
}: {
  logoKey?: string | null | undefined;
  /** A local preview (a just-picked file) shown before the stored key is signed. */
  previewUrl?: string | undefined;
  name: string;
  size: number;
}) {
  const t = useT();
  const signed = useSignedImage(previewUrl ? null : logoKey);
  const label = name.trim() ? t('logo.named', { name: name.trim() }) : t('common.companyLogo');
  if (previewUrl) {
    return <img className="company-logo" src={previewUrl} alt={label} width={size} height={size} />;
  }
  if (signed.url) return <ResponsiveImage className="company-logo" image={signed} alt={label} size={size} />;
  return (
    <div
      className="company-logo company-logo-placeholder"
      role="img"
      aria-label={label}
      style={{ width: size, height: size, fontSize: size / 2.6, background: colourOf(name) }}
    >
      {initialsOf(name)}
    </div>
  );
}
