import { subscribe } from '../../platform/events.ts';
import { recordTermsAccepted, recordView, recordVisibilityAnswer } from './records.ts';

/**
 * The events the privacy centre records (issue 23 items 4 and 5): each runs in the writer's
 * transaction, so a consent or a view is on record exactly when what it reports happened.
 */
export function registerPrivacySubscriptions(): void {
  subscribe('account.opened', 'privacy: terms and notice accepted', (tx, event) =>
    recordTermsAccepted(tx, event.userId, event.noticeVersion),
  );
  subscribe('candidate.visibility_answered', 'privacy: visibility answer', (tx, event) =>
    recordVisibilityAnswer(tx, event.candidateId, event.visible),
  );
  subscribe('candidate.viewed', 'privacy: who saw the data', (tx, event) => recordView(tx, event));
}
