import { useState } from 'react';
import { Modal } from './modal.tsx';
import { useT } from './texts.ts';

/**
 * Asks before a destructive action (delete a job or a draft, remove from the shortlist): the question,
 * an optional note under it, Cancel and the action; both wait while the action runs.
 */
export function ConfirmDialog({
  title,
  message,
  warning,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  warning?: string;
  confirmLabel: string;
  /** The action's button while it runs. */
  busyLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={title} onClose={onClose}>
      <p>{message}</p>
      {warning ? <p className="muted">{warning}</p> : null}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
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
          {busy ? (busyLabel ?? t('confirmDialog.deleting')) : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
