import { CANDIDATE_MESSAGES, type RecommendedJob } from '@kweli/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSavedJobIds } from '../../components/job-actions.ts';
import { JobResults } from '../../components/job-search/job-results.tsx';
import { JobSearchForm } from '../../components/job-search/job-search-form.tsx';
import { queryToSearchParams, searchParamsToQuery } from '../../components/job-search/search-params.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { listen, STREAK_EVENT, type StreakDetail } from '../../lib/events.ts';
import { storage } from '../../lib/storage.ts';
import { useProfile } from './api/profile.ts';
import { useRecommendations } from './api/recommendations.ts';
import { ProfileViews } from './components/profile-views.tsx';
import { RecommendedJobCard } from './components/recommended-job-card.tsx';
import './candidate.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * The candidate dashboard (/candidate-dashboard, docs/product/candidate.md §2): welcome by first name, the
 * daily streak, the completion banner, the employers who viewed the profile (issue 23 item 5), a job
 * search box and the recommended jobs. A job saved from a pending
 * action at login is announced by the login's toast ('Job saved successfully!',
 * docs/product/foundation.md §4) as this opens.
 */
export function DashboardPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
  const profile = useProfile();
  const recommendations = useRecommendations();
  const savedIds = useSavedJobIds();
  const streak = useStreak(profile.data);
  const p = profile.data;

  return (
    <section className="stack">
      <h1>{p?.first_name ? t('dashboard.welcomeName', { name: p.first_name }) : t('dashboard.welcome')}</h1>

      {p && !p.is_complete ? (
        <div className="card completion-banner" role="status">
          <p>{messageText(CANDIDATE_MESSAGES.completeBanner)}</p>
          <Link className="button button-primary" to="/candidate-profile/complete">
            {t('dashboard.completeProfile')}
          </Link>
        </div>
      ) : null}

      <section className="streaks" aria-label={t('dashboard.streaks')}>
        <div className="card">
          <h2>{t('dashboard.currentStreak')}</h2>
          <p className="streak-value" data-testid="current-streak">
            {days(t, streak?.current_streak)}
          </p>
        </div>
        <div className="card">
          <h2>{t('dashboard.longestStreak')}</h2>
          <p className="streak-value" data-testid="longest-streak">
            {days(t, streak?.longest_streak)}
          </p>
        </div>
      </section>

      <ProfileViews />

      <JobSearchBox />

      <section className="stack" aria-labelledby="recommended-heading">
        <h2 id="recommended-heading">{t('dashboard.recommended')}</h2>
        {recommendations.isPending ? (
          <p className="page-loading" role="status">
            {t('dashboard.loadingRecommendations')}
          </p>
        ) : recommendations.isError ? (
          <div className="stack">
            <p className="alert alert-error" role="alert">
              {messageText(CANDIDATE_MESSAGES.recommendationsFailed)}
            </p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void recommendations.refetch()}
            >
              {t('retry')}
            </button>
          </div>
        ) : recommendations.data.length === 0 ? (
          <p className="empty-state">{messageText(CANDIDATE_MESSAGES.noRecommendations)}</p>
        ) : (
          <ul className="job-cards">
            {recommendations.data.map((job: RecommendedJob) => (
              <li key={job.id}>
                <RecommendedJobCard job={job} saved={savedIds.has(job.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

const days = (t: ReturnType<typeof useT>, n: number | undefined) =>
  n === undefined ? '–' : t('dashboard.days', { count: n });

/** The profile's streak; until it loads, the one cached at login; a streak event updates it. */
function useStreak(profile: StreakDetail | undefined): StreakDetail | undefined {
  const [live, setLive] = useState<StreakDetail | undefined>(
    () => storage.getJson<StreakDetail>('streakInfo') ?? undefined,
  );
  useEffect(() => listen<StreakDetail>(STREAK_EVENT, setLive), []);
  useEffect(() => {
    if (profile) {
      const next = { current_streak: profile.current_streak, longest_streak: profile.longest_streak };
      setLive(next);
      storage.setJson('streakInfo', next);
    }
  }, [profile]);
  return live;
}

/**
 * The job search box: the product's search form and results, right on the dashboard. The search lives
 * in the address (?job_title=…), so Back and a reload keep it.
 */
function JobSearchBox() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = searchParamsToQuery(params);
  const searching = Object.keys(query).length > 0;
  return (
    <section className="card stack" aria-labelledby="search-heading">
      <h2 id="search-heading">{t('dashboard.searchJobs')}</h2>
      <JobSearchForm initial={query} onSearch={(values) => setParams(queryToSearchParams(values))} />
      {searching ? <JobResults params={query} height="32rem" /> : null}
    </section>
  );
}
