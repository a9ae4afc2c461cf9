import { SAFETY_NOTICE } from '@kweli/shared';
import type { ReactNode } from 'react';

/**
 * The safety notice of every job page and of the apply flow (issue 22 item 5): employers here never ask
 * for money; whoever does should be reported. `action` is where the page offers to report the job.
 */
export function SafetyNotice({ action }: { action?: ReactNode }) {
  return (
    <aside className="safety-notice" aria-label={SAFETY_NOTICE.title}>
      <p>
        <strong>{SAFETY_NOTICE.title}:</strong> {SAFETY_NOTICE.text}
      </p>
      {action}
    </aside>
  );
}
