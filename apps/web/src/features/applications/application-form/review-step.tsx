import { APPLICATION_MESSAGES } from '@kweli/shared';
import { type ReactNode, useId } from 'react';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { useT } from '../texts.ts';

/** Step 3: the letter and the CV as they will be sent, the draft's save state, Save Draft and Submit. */
export function ReviewStep({
  coverLetter,
  cv,
  cvLabel,
  saving,
  busy,
  canSubmit,
  onBack,
  onSaveDraft,
  onSubmit,
  children,
}: {
  /** The screening answers (issue 28). */
  children?: ReactNode;
  coverLetter: string;
  cv: string | null;
  cvLabel: string;
  saving: 'saving' | 'saved' | null;
  busy: boolean;
  canSubmit: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
  onSubmit: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="stack">
      <section aria-labelledby={`${id}-review-cover`}>
        <h3 id={`${id}-review-cover`}>{t('review.coverLetter')}</h3>
        <p className="pre-line">{coverLetter.trim() || t('review.noCoverLetter')}</p>
      </section>
      <section aria-labelledby={`${id}-review-cv`}>
        <h3 id={`${id}-review-cv`}>{t('review.cv')}</h3>
        <p>{cv ? <SignedFileLink fileKey={cv}>{cvLabel}</SignedFileLink> : t('review.noCv')}</p>
      </section>
      {children}
      {saving === 'saving' ? (
        <p className="muted" role="status">
          {t('review.saving')}
        </p>
      ) : null}
      {saving === 'saved' ? (
        <p className="muted" role="status">
          {messageText(APPLICATION_MESSAGES.draftSaved)}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('apply.back')}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onSaveDraft}>
          {t('review.saveDraft')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy || !canSubmit}
          onClick={onSubmit}
        >
          {t('review.submit')}
        </button>
      </div>
    </div>
  );
}
