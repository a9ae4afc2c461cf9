import { JOB_MESSAGES } from '@kweli/shared';
import { useMessageText } from '../i18n/messages/index.ts';
import { Modal } from './modal.tsx';
import { useT } from './texts.ts';

/**
 * The question Apply asks when the candidate already has a draft for the job (issue 27, item 12): in the
 * app, not the browser's confirm box. Continuing opens the draft; declining starts a new application
 * (`/apply/{id}?new=1`); closing the dialog does neither.
 */
export function DraftQuestion({
  onContinue,
  onStartNew,
  onClose,
}: {
  onContinue: () => void;
  onStartNew: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const text = useMessageText();
  return (
    <Modal title={t('draftQuestion.title')} onClose={onClose}>
      <p>{text(JOB_MESSAGES.draftExists)}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onContinue}>
          {t('draftQuestion.continue')}
        </button>
        <button type="button" className="button button-secondary" onClick={onStartNew}>
          {t('draftQuestion.startNew')}
        </button>
      </div>
    </Modal>
  );
}
