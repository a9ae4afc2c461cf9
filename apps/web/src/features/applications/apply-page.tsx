import { APPLICATION_MESSAGES, DELAYS } from '@kweli/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  APPLICATIONS_KEY,
  applicationsForJob,
  getProfileForApplication,
  getPublicJob,
  type ProfileForApplication,
  useApplication,
} from './api/applications.ts';
import { APPLICATIONS_LIST_PATH, ApplicationForm, type FormJob } from './application-form.tsx';
import { readApplicationDraft, readCurrentApplication } from './application-storage.ts';
import { type StartInput, type StartState, startState } from './start-state.ts';
import { useT } from './texts.ts';

/**
 * The application form's two routes: /apply/{jobId} (with ?new=1 for a fresh application) and
 * /candidate-dashboard/applications/{applicationId}/edit. Each loads what the form starts from, then
 * decides where it opens (start-state.ts).
 */
const useProfile = () =>
  useQuery({
    queryKey: ['candidate-profile', 'for-application'],
    queryFn: getProfileForApplication,
    retry: false,
  });

function AlreadyApplied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(APPLICATIONS_LIST_PATH, { replace: true }),
      DELAYS.afterApplicationRedirect,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <p className="alert alert-error" role="alert">
      {APPLICATION_MESSAGES.alreadyApplied}
    </p>
  );
}

/** Decides the start once, when everything it needs has arrived, and keeps it while the form runs. */
function StartedForm({
  job,
  input,
  profile,
}: {
  job: FormJob;
  input: StartInput;
  profile: ProfileForApplication | null;
}) {
  const [start] = useState<StartState>(() => startState(input));
  if (start.kind === 'already-applied') return <AlreadyApplied />;
  return (
    <ApplicationForm
      job={job}
      profile={profile}
      candidate={input.existing?.candidate_details}
      initial={start}
    />
  );
}

function Loading() {
  const t = useT();
  return (
    <p className="page-loading" role="status">
      {t('apply.loading')}
    </p>
  );
}

export function ApplyPage() {
  const t = useT();
  useDocumentTitle(t('apply.title'));
  const { jobId: jobParam } = useParams();
  const jobId = Number(jobParam);
  const [searchParams, setSearchParams] = useSearchParams();
  const forceNew = searchParams.get('new') === '1';
  const [fresh] = useState(forceNew);
  const job = useQuery({ queryKey: ['public-job', jobId], queryFn: () => getPublicJob(jobId), retry: false });
  const existing = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'for-job', jobId],
    queryFn: () => applicationsForJob(jobId),
    retry: false,
    staleTime: 0,
  });
  const profile = useProfile();

  // ?new=1 starts afresh once; the address then drops it, so that a reload keeps the new work.
  useEffect(() => {
    if (forceNew) setSearchParams({}, { replace: true });
  }, [forceNew, setSearchParams]);

  if (!Number.isInteger(jobId) || jobId <= 0 || job.isError)
    return <LoadError message={APPLICATION_MESSAGES.jobDetailsFailed} onRetry={() => void job.refetch()} />;
  if (existing.isError)
    return <LoadError message={APPLICATION_MESSAGES.loadFailed} onRetry={() => void existing.refetch()} />;
  if (job.isPending || existing.isPending || profile.isPending) return <Loading />;
  const mine = existing.data.find((a) => a.job === jobId) ?? null;
  const profileData = profile.data ?? null;
  return (
    <StartedForm
      key={jobId}
      job={job.data}
      profile={profileData}
      input={{
        jobId,
        forceNew: fresh,
        existing: mine,
        stored: { current: readCurrentApplication(), draft: readApplicationDraft() },
        profileCv: profileData?.cv_file ?? null,
      }}
    />
  );
}

export function EditApplicationPage() {
  const t = useT();
  useDocumentTitle(t('apply.editTitle'));
  const { applicationId = '' } = useParams();
  const application = useApplication(applicationId);
  const profile = useProfile();
  if (application.isError)
    return <LoadError message={APPLICATION_MESSAGES.loadFailed} onRetry={() => void application.refetch()} />;
  if (application.isPending || profile.isPending) return <Loading />;
  const found = application.data;
  const profileData = profile.data ?? null;
  return (
    <StartedForm
      key={found.id}
      job={found.job_details}
      profile={profileData}
      input={{
        jobId: found.job,
        forceNew: false,
        existing: found,
        stored: { current: readCurrentApplication(), draft: readApplicationDraft() },
        profileCv: profileData?.cv_file ?? null,
      }}
    />
  );
}
