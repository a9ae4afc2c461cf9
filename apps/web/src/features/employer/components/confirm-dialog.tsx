import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';

/** Asks before a destructive action; the confirm button waits for the action to finish. */
export function ConfirmDialog({
  title,
  message,
  warning,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  warning?: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={title} onClose={onClose}>
      <p>{message}</p>
      {warning ? <p className="muted">{warning}</p> : null}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? 'Deleting...' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
