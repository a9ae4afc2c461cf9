import type { Application } from '@kweli/shared';
import type { RouteObject } from 'react-router';
import { page } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleApplication as sharedSample } from '../../test/sample-application.ts';
import { dataAnalystJob } from '../../test/sample-job.ts';

/** Component-test helpers of the applications screens: a signed-in candidate and sample answers. */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const router = renderPage(
    initialEntry,
    [
      ...(routes as { path: string; element: React.ReactNode }[]),
      { path: '/candidate-dashboard/applications', element: <p>Applications list page</p> },
      { path: '/candidate-dashboard', element: <p>Dashboard page</p> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { signedInAs: 'candidate' },
  );
  return { router, unmount: router.unmount };
}

/**
 * Job 5 as the apply form reads it, without the questions list: the form then sends no screening answers,
 * which the form's tests assert (the screening tests add the questions).
 */
const { screening_questions: _noQuestions, ...jobWithoutQuestions } = dataAnalystJob();
export const sampleJob = jobWithoutQuestions;

/** The candidate's side starts from a draft: no time sent, the cover letter and CV of the form. */
export function sampleApplication(fields: Partial<Application> = {}): Application {
  return sharedSample({
    cover_letter: 'Dear team',
    cv: 'media/1/application_cv/cv.pdf',
    cv_key: 'media/1/application_cv/cv.pdf',
    submission_status: 'draft',
    submitted_at: null,
    ...fields,
  });
}

export { page };

export const sampleProfile = {
  first_name: 'Amina',
  last_name: 'Odhiambo',
  phone: '+254700000000',
  cv_file: 'media/1/cv/profile.pdf',
  user: { email: 'amina@example.com' },
};
