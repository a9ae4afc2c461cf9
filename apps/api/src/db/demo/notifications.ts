import { candidateDisplayName, type ReviewStatus } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { UNNAMED_CANDIDATE } from '../../modules/notifications/events.ts';
import { englishText, type NotificationText } from '../../modules/notifications/texts.ts';
import { rows, type Tx } from '../connect.ts';
import { notifications } from '../schema.ts';

/**
 * Notifications for the two demo logins, so the bell and the notification pages have something on the
 * first start: the demo employer hears of each application sent to its jobs, the demo candidate of
 * each review of theirs, at the times those happened. The two newest of each are unread. No e-mails:
 * demo addresses are not real.
 */
const UNREAD = 2;

export async function addDemoNotifications(tx: Tx, candidateId: number, employerId: number): Promise<void> {
  const sent = await rows<{
    id: number;
    job_id: number;
    job_title: string;
    first_name: string | null;
    last_name: string | null;
    full_name: string | null;
    at: Date;
  }>(
    tx,
    sql`select a.id, j.id as job_id, j.job_title, a.submitted_at as at, cp.first_name, cp.last_name, cp.full_name
        from applications a join jobs j on j.id = a.job_id
        left join candidate_profiles cp on cp.user_id = a.candidate_id
        where j.employer_id = ${employerId} and a.submission_status = 'submitted'
        order by a.submitted_at desc`,
  );
  const reviews = await rows<{
    id: number;
    job_id: number;
    job_title: string;
    company_name: string;
    status: ReviewStatus;
    at: Date;
  }>(
    tx,
    sql`select a.id, j.id as job_id, j.job_title, j.company_name, c.to_status as status, c.changed_at as at
        from application_status_changes c
        join applications a on a.id = c.application_id join jobs j on j.id = a.job_id
        where a.candidate_id = ${candidateId} and c.from_status is not null
        order by c.changed_at desc`,
  );
  // The facts as a real notification keeps them (migration 0112): the list and the e-mails are written
  // from them in the reader's language (decision 105).
  const told = (params: NotificationText) => ({ params, message: englishText(params) });
  const values = [
    ...sent.map((a, i) => ({
      userId: employerId,
      type: 'new_application' as const,
      ...told({
        text: 'newApplication',
        candidateName: candidateDisplayName(a) || UNNAMED_CANDIDATE,
        jobTitle: a.job_title,
      }),
      jobId: Number(a.job_id),
      jobTitle: a.job_title,
      applicationId: Number(a.id),
      isRead: i >= UNREAD,
      createdAt: new Date(a.at),
    })),
    ...reviews.map((r, i) => ({
      userId: candidateId,
      type: 'status_change' as const,
      ...told({ text: 'statusChange', jobTitle: r.job_title, companyName: r.company_name, status: r.status }),
      jobId: Number(r.job_id),
      jobTitle: r.job_title,
      applicationId: Number(r.id),
      isRead: i >= UNREAD,
      createdAt: new Date(r.at),
    })),
  ];
  if (values.length > 0) await tx.insert(notifications).values(values);
}
