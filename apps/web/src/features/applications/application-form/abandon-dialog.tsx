import { APPLICATION_MESSAGES } from '@kweli/shared';
import { Modal } from '../../../components/modal.tsx';

/** Leaving with changes the server has not got asks first; abandoning forgets the browser's copy. */
export function AbandonDialog({ onStay, onAbandon }: { onStay: () => void; onAbandon: () => void }) {
  return (
    <Modal title="Abandon application?" onClose={onStay}>
      <p>{APPLICATION_MESSAGES.abandonConfirm}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onStay}>
          Keep editing
        </button>
        <button type="button" className="button button-danger" onClick={onAbandon}>
          Abandon application
        </button>
      </div>
    </Modal>
  );
}
