import { APPLICATION_MESSAGES } from '@kweli/shared';
import { Modal } from '../../../components/modal.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { useT } from '../texts.ts';

/** Leaving with changes the server has not got asks first; abandoning forgets the browser's copy. */
export function AbandonDialog({ onStay, onAbandon }: { onStay: () => void; onAbandon: () => void }) {
  const t = useT();
  return (
    <Modal title={t('abandon.title')} onClose={onStay}>
      <p>{messageText(APPLICATION_MESSAGES.abandonConfirm)}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onStay}>
          {t('abandon.stay')}
        </button>
        <button type="button" className="button button-danger" onClick={onAbandon}>
          {t('abandon.leave')}
        </button>
      </div>
    </Modal>
  );
}
