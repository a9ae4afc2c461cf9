import {
  cutText,
  DELAYS,
  JOB_MESSAGES,
  type PublicJob,
  publicJobPath,
  SHARE_PREVIEW_LENGTH,
  SHARE_TEXT_LENGTH,
} from '@kweli/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMessageText } from '../i18n/messages/index.ts';
import { Modal } from './modal.tsx';
import { t as translate, useT } from './texts.ts';
import './job-card.css';

/**
 * The share dialog of a job (docs/product/foundation.md §2.3): a preview with the description cut at 120
 * characters, View Details, the public link read-only with Copy Link ('Copied!' for 2 seconds), the device's
 * own share sheet where the browser has one, and LinkedIn, WhatsApp, Facebook, X, Telegram, Instagram (which
 * can only be opened, it takes no shared link) and e-mail. The shared text cuts the description at 100.
 *
 * Usage: `<ShareDialog job={job} onClose={...} />`; the job needs id, job_title, company_name and,
 * for the preview, its description: the whole one (a job's page) or a card's `description_preview`,
 * which cuts to the same texts.
 */
export type ShareableJob = Pick<PublicJob, 'id' | 'job_title' | 'company_name'> & {
  description?: string;
  description_preview?: string;
};

const descriptionOf = (job: ShareableJob) => job.description ?? job.description_preview ?? '';

export const publicJobUrl = (id: number) => `${window.location.origin}${publicJobPath(id)}`;

export function shareText(job: ShareableJob): string {
  const head = job.company_name
    ? translate('shareDialog.jobAt', { title: job.job_title, company: job.company_name })
    : job.job_title;
  const description = cutText(descriptionOf(job), SHARE_TEXT_LENGTH);
  return description ? `${head}: ${description}` : head;
}

/** The share targets and the address each opens. */
export function shareTargets(job: ShareableJob, url: string): { name: string; href: string }[] {
  const text = shareText(job);
  const e = encodeURIComponent;
  return [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${e(url)}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${e(`${text} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}` },
    { name: 'X', href: `https://x.com/intent/post?text=${e(text)}&url=${e(url)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${e(url)}&text=${e(text)}` },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    {
      name: translate('shareDialog.email'),
      href: `mailto:?subject=${e(job.job_title)}&body=${e(`${text}\n\n${url}`)}`,
    },
  ];
}

async function copyToClipboard(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure origins: copy the selected text of the field.
    input?.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}

export function ShareDialog({ job, onClose }: { job: ShareableJob; onClose: () => void }) {
  const t = useT();
  const text = useMessageText();
  const url = publicJobUrl(job.id);
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onCopy = async () => {
    if (!(await copyToClipboard(url, input.current))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), DELAYS.copied);
  };

  const onDeviceShare = async () => {
    try {
      await navigator.share({ title: job.job_title, text: shareText(job), url });
    } catch {
      // The user closed the share sheet: nothing to do.
    }
  };

  return (
    <Modal title={t('shareDialog.title', { title: job.job_title })} onClose={onClose}>
      <div className="share-dialog">
        <p className="share-preview">
          <strong>{job.job_title}</strong>
          {job.company_name && <> · {job.company_name}</>}
          <br />
          {cutText(descriptionOf(job), SHARE_PREVIEW_LENGTH)}
        </p>
        <Link to={publicJobPath(job.id)} className="button button-secondary" onClick={onClose}>
          {t('shareDialog.viewDetails')}
        </Link>
        <div className="share-link-row">
          <label className="sr-only" htmlFor={`share-link-${job.id}`}>
            {t('shareDialog.jobLink')}
          </label>
          <input
            id={`share-link-${job.id}`}
            ref={input}
            type="text"
            value={url}
            readOnly
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="button button-primary" onClick={onCopy} aria-live="polite">
            {copied ? text(JOB_MESSAGES.copied) : t('shareDialog.copyLink')}
          </button>
        </div>
        {canShare && (
          <button type="button" className="button button-secondary" onClick={onDeviceShare}>
            {t('shareDialog.deviceShare')}
          </button>
        )}
        <ul className="share-targets" aria-label={t('shareDialog.shareOn')}>
          {shareTargets(job, url).map((target) => (
            <li key={target.name}>
              <a
                className="button button-secondary"
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {target.name}
              </a>
            </li>
          ))}
        </ul>
        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
