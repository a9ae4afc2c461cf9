import { publicConfig } from '../../lib/config.ts';

/** The support address, from the server's configuration (SUPPORT_EMAIL), as a mail link. */
export function SupportEmail({ subject }: { subject?: string }) {
  const email = publicConfig().supportEmail;
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return <a href={href}>{email}</a>;
}
