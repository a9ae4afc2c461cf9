import type { Application, SubmissionStatus } from '@kweli/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListStates, ShowMore } from '../../../components/list-states.tsx';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { useApplicationList } from '../api/applications.ts';
import { useT } from '../texts.ts';
import { ApplicationJob } from './application-summary.tsx';

/**
 * The candidate's own applications of one kind (My Applications: the submitted ones; My Drafted
 * Applications: the drafts), as cards: the job's title and facts, the line the page adds (when applied,
 * when saved) and its buttons; Browse Jobs when there are none, and Show more.
 */
export function ApplicationList({
  status,
  loading,
  failed,
  empty,
  line,
  actions,
}: {
  status: SubmissionStatus;
  loading: string;
  failed: string;
  empty: string;
  line: (application: Application) => ReactNode;
  actions: (application: Application) => ReactNode;
}) {
  const t = useT();
  const list = useApplicationList(status);
  const items = list.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <ListStates
      query={list}
      loading={loading}
      failed={failed}
      isEmpty={items.length === 0}
      empty={empty}
      emptyAction={
        <Link className="button button-primary" to="/candidate-dashboard">
          {t('list.browseJobs')}
        </Link>
      }
    >
      <ul className="application-list">
        {items.map((application) => (
          <li key={application.id} className="card application-item">
            <h2>
              {application.job_details.job_title}
              <UnreadBadge count={application.unread_messages} />
            </h2>
            <ApplicationJob application={application} />
            {line(application)}
            <div className="button-row">{actions(application)}</div>
          </li>
        ))}
      </ul>
      <ShowMore list={list} />
    </ListStates>
  );
}
