import type { Step } from '../application-storage.ts';

/** The application's three steps (docs/product/candidate.md "Application form"), the current one marked. */
export const STEP_TITLES: Record<Step, string> = {
  1: 'Cover letter',
  2: 'Profile information',
  3: 'Review and submit',
};

export function ApplicationSteps({ step }: { step: Step }) {
  return (
    <ol className="application-steps" aria-label="Application steps">
      {([1, 2, 3] as const).map((n) => (
        <li
          key={n}
          className={n === step ? 'active' : n < step ? 'complete' : ''}
          aria-current={n === step ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {n}
          </span>
          {STEP_TITLES[n]}
        </li>
      ))}
    </ol>
  );
}
