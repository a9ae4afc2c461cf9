import type { ReactNode } from 'react';
import { useT } from './texts.ts';

/**
 * The safety notice of every job page and of the apply flow (issue 22 item 5): employers here never ask
 * for money; whoever does should be reported. `action` is where the page offers to report the job.
 */
export function SafetyNotice({ action }: { action?: ReactNode }) {
  const t = useT();
  return (
    <aside className="safety-notice" aria-label={t('safetyNotice.title')}>
      <p>
        <strong>{t('safetyNotice.title')}:</strong> {t('safetyNotice.text')}
      </p>
      {action}
    </aside>
  );
}
