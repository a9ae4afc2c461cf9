import { APPLICATION_MESSAGES, type Application, DELAYS } from '@kweli/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { isUnreachable, useRefetchWhenOnline } from '../../lib/offline/online.ts';
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
import { emptyDraft, type StartInput, type StartState, startState } from './start-state.ts';
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
      {messageText(APPLICATION_MESSAGES.alreadyApplied)}
    </p>
  );
}

/** Decides the start once, when everything it needs has arrived, and keeps it while the form runs. */
function StartedForm({
  job,
  input,
  profile,
  saveKeptWork = false,
}: {
  job: FormJob;
  input: StartInput;
  profile: ProfileForApplication | null;
  /**
   * The form was open offline in this visit (always at step 1): it goes on at step 1, and the work typed
   * offline is saved as a draft as soon as it opens.
   */
  saveKeptWork?: boolean;
}) {
  const [start] = useState<StartState>(() => {
    const state = startState(input);
    return saveKeptWork && state.kind === 'form'
      ? { ...state, current: { ...state.current, step: 1 } }
      : state;
  });
  if (start.kind === 'already-applied') return <AlreadyApplied />;
  return (
    <ApplicationForm
      job={job}
      profile={profile}
      candidate={input.existing?.candidate_details}
      initial={start}
      saveKeptWork={saveKeptWork}
    />
  );
}

/**
 * The form opened with no network (issue 25 item 2): the job's page is kept on the phone, and a draft
 * when the candidate continues one, but not the rest of what the server holds for the candidate (their
 * profile and CV, an application to a job opened through Apply). The cover letter and the screening
 * answers can be written; what was kept for this job on the phone comes back, over a kept draft. When
 * the network returns, the page loads what it lacked and the form opens as usual, saving that work.
 */
function OfflineForm({ job, draft = null }: { job: FormJob; draft?: Application | null }) {
  const [start] = useState((): StartState => {
    const stored = { current: readCurrentApplication(), draft: readApplicationDraft() };
    if (draft) {
      const state = startState({ jobId: job.id, forceNew: false, existing: draft, stored, profileCv: null });
      return state.kind === 'form' ? { ...state, current: { ...state.current, step: 1 } } : state;
    }
    const kept = stored.draft?.jobId === job.id ? stored.draft : emptyDraft(job.id);
    // The application the phone knew of for this job stays known (its id is saved to later).
    const applicationId = stored.current?.jobId === job.id ? stored.current.applicationId : null;
    return { kind: 'form', current: { jobId: job.id, applicationId, step: 1 }, draft: kept };
  });
  if (start.kind === 'already-applied') return <AlreadyApplied />;
  return <ApplicationForm job={job} profile={null} initial={start} startedOffline />;
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
  const job = useQuery({
    queryKey: ['public-job', jobId],
    queryFn: () => getPublicJob(jobId),
    retry: false,
    // Offline, the service worker answers with the job's kept page (a saved job's).
    networkMode: 'offlineFirst',
  });
  const existing = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'for-job', jobId],
    queryFn: () => applicationsForJob(jobId),
    retry: false,
    staleTime: 0,
  });
  const profile = useProfile();
  const unreachable = isUnreachable(existing) || isUnreachable(profile);
  /** The form was opened offline in this visit: the work typed then is saved when the network returns. */
  const [wasOffline, setWasOffline] = useState(false);
  if (unreachable && !wasOffline) setWasOffline(true);
  // Back online: the calls that found no network are made again.
  useRefetchWhenOnline(existing);
  useRefetchWhenOnline(profile);

  // ?new=1 starts afresh once; the address then drops it, so that a reload keeps the new work.
  useEffect(() => {
    if (forceNew) setSearchParams({}, { replace: true });
  }, [forceNew, setSearchParams]);

  if (!Number.isInteger(jobId) || jobId <= 0 || job.isError)
    return (
      <LoadError
        message={messageText(APPLICATION_MESSAGES.jobDetailsFailed)}
        onRetry={() => void job.refetch()}
      />
    );
  if (job.isPending) return <Loading />;
  if (unreachable) return <OfflineForm key={`offline-${jobId}`} job={job.data} />;
  if (existing.isError)
    return (
      <LoadError
        message={messageText(APPLICATION_MESSAGES.loadFailed)}
        onRetry={() => void existing.refetch()}
      />
    );
  if (existing.isPending || profile.isPending) return <Loading />;
  const mine = existing.data.find((a) => a.job === jobId) ?? null;
  const profileData = profile.data ?? null;
  return (
    <StartedForm
      key={jobId}
      job={job.data}
      profile={profileData}
      saveKeptWork={wasOffline}
      input={{
        jobId,
        // A fresh start was made by the form opened offline; what was typed there is kept.
        forceNew: fresh && !wasOffline,
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
  // Offline, a draft kept on the phone answers ("Continue my draft", decision 111); the profile does not.
  const application = useApplication(applicationId);
  const profile = useProfile();
  const unreachable = isUnreachable(profile);
  const [wasOffline, setWasOffline] = useState(false);
  if (unreachable && !wasOffline) setWasOffline(true);
  useRefetchWhenOnline(application);
  useRefetchWhenOnline(profile);
  if (application.isError)
    return (
      <LoadError
        message={messageText(APPLICATION_MESSAGES.loadFailed)}
        onRetry={() => void application.refetch()}
      />
    );
  if (application.isPending) return <Loading />;
  const found = application.data;
  if (unreachable) return <OfflineForm key={`offline-${found.id}`} job={found.job_details} draft={found} />;
  if (profile.isPending) return <Loading />;
  const profileData = profile.data ?? null;
  return (
    <StartedForm
      key={found.id}
      job={found.job_details}
      profile={profileData}
      saveKeptWork={wasOffline}
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
