import { APPLICATION_MESSAGES, type Application } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { APPLICATIONS_KEY, refusalDetail, withdrawApplication } from '../api/applications.ts';
import { useT } from '../texts.ts';

/**
 * "Withdraw application" with its confirmation (issue 27 item 14). Withdrawing cannot be undone, so it
 * asks first, in the page rather than the browser's confirm box, and says what the employer will see.
 */
export function WithdrawApplication({ application }: { application: Application }) {
  const t = useT();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const withdraw = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await withdrawApplication(application.id);
      setAsking(false);
      await client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    } catch (error) {
      setAsking(false);
      setFailure(messageText(refusalDetail(error) ?? APPLICATION_MESSAGES.withdrawFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {failure ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="button" className="button button-danger" onClick={() => setAsking(true)}>
        {messageText(APPLICATION_MESSAGES.withdraw)}
      </button>
      {asking ? (
        <Modal title={messageText(APPLICATION_MESSAGES.withdraw)} onClose={() => setAsking(false)}>
          <p>{messageText(APPLICATION_MESSAGES.withdrawConfirm)}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void withdraw()}
            >
              {busy ? t('withdraw.busy') : t('withdraw.confirm')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
              {t('withdraw.keep')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
