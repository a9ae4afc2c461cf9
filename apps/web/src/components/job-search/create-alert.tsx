import { ALERT_MESSAGES } from '@kweli/shared';
import { lazy, Suspense, useState } from 'react';
import { useMessageText } from '../../i18n/messages/index.ts';
import { session } from '../../lib/session.ts';
import type { JobSearchParams } from './search-jobs.ts';

/**
 * "Create alert for this search" (issue 24 item 3) under the search of the landing page and browse-jobs:
 * a signed-in candidate's alert is created at once; a visitor gives an e-mail and starts the alert from
 * the link sent there. Employers do not see it. The dialog's code loads only when it is opened, so the
 * landing page carries only this button (docs/decisions/016-web-budgets.md).
 */
const CreateAlertDialog = lazy(async () => ({
  default: (await import('./create-alert-dialog.tsx')).CreateAlertDialog,
}));

/** The search's parameters an alert keeps: its words and filters, not the sort or the date window. */
export function alertQuery(params: JobSearchParams): Record<string, string> {
  const kept = [
    'job_title',
    'city',
    'county',
    'country',
    'job_type',
    'location_type',
    'working_period',
    'experience_level',
    'salary_min',
  ] as const;
  return Object.fromEntries(kept.flatMap((name) => (params[name] ? [[name, params[name]!]] : [])));
}

export function CreateAlertButton({ params }: { params: JobSearchParams }) {
  const [open, setOpen] = useState(false);
  const text = useMessageText();
  const query = alertQuery(params);
  if (session.role() === 'employer' || Object.keys(query).length === 0) return null;
  return (
    <>
      <button type="button" className="button button-secondary create-alert" onClick={() => setOpen(true)}>
        {text(ALERT_MESSAGES.createButton)}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CreateAlertDialog query={query} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
