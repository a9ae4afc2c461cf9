import { messageText } from '../i18n/messages/index.ts';

/**
 * A failed load: the message and a Retry button (docs/product/candidate.md §8: lists and pages offer Retry).
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert-error" role="alert">
      <p>{messageText(message)}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
