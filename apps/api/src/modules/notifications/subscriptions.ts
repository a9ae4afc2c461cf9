import { subscribe } from '../../platform/events.ts';
import {
  forgetStatusEmail,
  messagesRead,
  notifyApplicationStatus,
  notifyDeadlineNear,
  notifyJobClosed,
  notifyNewApplication,
  notifyNewMessage,
  queueNewJobPostMatching,
} from './events.ts';
import {
  notifyInterviewAccepted,
  notifyInterviewCancelled,
  notifyInterviewDeclined,
  notifyInterviewInvitation,
  notifyInterviewReminder,
} from './interview-notices.ts';

/**
 * The domain events that notify someone (docs/product/rules.md "Notifications"): each runs in the writer's
 * transaction, so a notification exists exactly when the change it reports was committed.
 */
export function registerNotificationSubscriptions(): void {
  subscribe('application.submitted', 'notifications: tell the employer', notifyNewApplication);
  subscribe('application.status_changed', 'notifications: tell the candidate', notifyApplicationStatus);
  subscribe('application.withdrawn', 'notifications: no status e-mail after a withdrawal', forgetStatusEmail);
  subscribe('application.message_sent', 'notifications: tell the other side', notifyNewMessage);
  subscribe('application.messages_read', 'notifications: the messages were read', messagesRead);
  subscribe('job.published', 'notifications: match candidates to the new job', queueNewJobPostMatching);
  subscribe('job.closed', 'notifications: tell the waiting applicants', notifyJobClosed);
  subscribe('saved_job.deadline_near', 'notifications: remind the candidate', notifyDeadlineNear);
  subscribe('interview.invited', 'notifications: invite the candidate', notifyInterviewInvitation);
  subscribe('interview.accepted', 'notifications: confirm to both sides', notifyInterviewAccepted);
  subscribe('interview.declined', 'notifications: tell the employer', notifyInterviewDeclined);
  subscribe('interview.cancelled', 'notifications: tell the candidate', notifyInterviewCancelled);
  subscribe('interview.reminder_due', 'notifications: remind both sides', notifyInterviewReminder);
}
