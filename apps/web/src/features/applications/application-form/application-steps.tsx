import type { Step } from '../application-storage.ts';
import { useT } from '../texts.ts';

/** The application's three steps (docs/product/candidate.md "Application form"), the current one marked. */
export const STEP_TITLES = {
  1: 'apply.steps.coverLetter',
  2: 'apply.steps.profile',
  3: 'apply.steps.review',
} as const satisfies Record<Step, string>;

export function ApplicationSteps({ step }: { step: Step }) {
  const t = useT();
  return (
    <ol className="application-steps" aria-label={t('apply.steps.label')}>
      {([1, 2, 3] as const).map((n) => (
        <li
          key={n}
          className={n === step ? 'active' : n < step ? 'complete' : ''}
          aria-current={n === step ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {n}
          </span>
          {t(STEP_TITLES[n])}
        </li>
      ))}
    </ol>
  );
}
