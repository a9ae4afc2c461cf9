import type { Role } from '@kweli/shared';

/**
 * Who may call each endpoint of the API, one entry per METHOD + path exactly as Fastify registers it
 * (HEAD routes follow their GET). The authorization matrix test lists the app's routes itself and fails
 * on any route missing here, so a new endpoint cannot escape the checks: add its entry with the role
 * that may call it, whether its id belongs to someone, and a valid request (see
 * docs/decisions/017-authorization-matrix-and-hostile-input.md).
 */
export type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in user; what they see is their own. */
  | 'signed-in'
  /** Only users of this role; the other role answers 403. */
  | Role
  /** Only admins (issue 22): every other account, of either role, answers 403. */
  | 'admin';

/** Objects made by their owners before the checks run; the intruders try them with their own tokens. */
export interface Fixtures {
  /** A draft job of the owning employer. */
  jobId: number;
  /** A published job of the owning employer (the owning candidate applied to it and saved it). */
  openJobId: number;
  /** The owning candidate's draft application to the open job. */
  applicationId: number;
  /** The owning candidate's submitted application to another of the owning employer's jobs. */
  submittedApplicationId: number;
  workExperienceId: number;
  educationId: number;
  /** A notification of the owning candidate. */
  notificationId: number;
  /** A job alert of the owning candidate (issue 24). */
  alertId: number;
  /** The owning candidate's user id (in the owning employer's saved talent). */
  candidateId: number;
  /** A job of the owning employer held for review (issue 22), for the admins' decision. */
  heldJobId: number;
  /** A published job of the owning employer that its owner's call closes (issue 22 item 7). */
  closableJobId: number;
  /** An employer account that no test user acts as, for the admins' suspension (issue 22 item 6). */
  suspendableEmployerId: number;
  /** A session (refresh-token family) of the owning candidate other than the one of its token. */
  sessionId: string;
  /** A data export of the owning candidate (issue 23 item 2). */
  exportId: string;
  /** An uploaded verification document of the owning employer (issue 22 item 2). */
  verificationDocument: string;
  /** The owning employer's user id (its verification, decided by the admins). */
  employerId: number;
  /** Issue 28 item 3: a submitted application of the owning candidate with no interview yet. */
  interviewApplicationId: number;
  /** Interviews of the owning candidate with the owning employer: waiting (two), confirmed. */
  invitedInterviewId: number;
  declinableInterviewId: number;
  confirmedInterviewId: number;
  /** The first time offered by `invitedInterviewId`. */
  invitedSlot: string;
}

export interface CallShape {
  url: string;
  body?: unknown;
}

export interface MatrixEntry {
  access: Access;
  /**
   * The path names an object that belongs to one user (the owner in the fixtures): another user of the
   * same role gets 404, never 403, so ids cannot be probed (docs/product/rules.md "The server is ours").
   */
  owned?: boolean;
  /** A valid call: the right user gets past validation, so a refusal comes from the checks under test. */
  request?: (f: Fixtures) => CallShape;
  /** Why a public route is public, where it is not obvious. */
  note?: string;
}

const jobPosting = {
  job_title: 'Senior Accountant',
  city: 'Nairobi',
  country: 'Kenya',
  location_type: 'hybrid',
  working_period: 'full-time',
  job_type: 'PERMANENT',
  description: 'Keep the books.',
  industry: 'Finance',
  due_date: null,
  status: 'draft',
};

/** The password the fixtures give the owning candidate (account settings ask for it). */
export const OWNER_PASSWORD = 'Owner@2024';

const docs = 'The API reference: the same for everyone.';

export const authorizationMatrix: Record<string, MatrixEntry> = {
  'GET /api/docs': { access: 'public', note: docs },
  'GET /api/docs/static/index.html': { access: 'public', note: docs },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', note: docs },
  'GET /api/docs/json': { access: 'public', note: docs },
  'GET /api/docs/yaml': { access: 'public', note: docs },
  'GET /api/docs/static/*': { access: 'public', note: docs },
  'GET /api/openapi.json': { access: 'public', note: docs },
  'GET /api/health': { access: 'public' },

  'POST /api/signup/candidate/': { access: 'public' },
  'POST /api/signup/employer/': { access: 'public' },
  'GET /api/verify-email/:uidb64/:token/': { access: 'public', note: 'Authorised by the e-mailed token.' },
  'POST /api/verify-email/resend/': { access: 'public' },
  'POST /api/auth/login/': { access: 'public' },
  'POST /api/auth/google/': { access: 'public' },
  'POST /api/token/refresh/': { access: 'public', note: 'Authorised by the refresh token in the body.' },
  'POST /api/auth/logout/': { access: 'public', note: 'Revokes the refresh token in the body.' },
  'GET /api/verify-token/': { access: 'signed-in', request: () => ({ url: '/api/verify-token/' }) },
  'POST /api/password-reset/': { access: 'public' },
  'POST /api/password-reset-confirm/:uidb64/:token/': {
    access: 'public',
    note: 'Authorised by the e-mailed token.',
  },

  'GET /api/account/': { access: 'signed-in', request: () => ({ url: '/api/account/' }) },
  'PATCH /api/account/': {
    access: 'signed-in',
    request: () => ({ url: '/api/account/', body: { language: 'sw' } }),
  },
  // Before the password change below, which makes this password stale.
  'POST /api/account/email/': {
    access: 'signed-in',
    request: () => ({
      url: '/api/account/email/',
      body: { new_email: 'owner-moves@example.com', password: OWNER_PASSWORD },
    }),
  },
  'POST /api/account/password/': {
    access: 'signed-in',
    request: () => ({
      url: '/api/account/password/',
      body: {
        current_password: OWNER_PASSWORD,
        new_password1: 'Changed@2025',
        new_password2: 'Changed@2025',
      },
    }),
  },
  // The owners' run makes this call last of all (it erases the owning candidate), after the password
  // change above made this the password.
  'DELETE /api/account/': {
    access: 'signed-in',
    request: () => ({ url: '/api/account/', body: { password: 'Changed@2025' } }),
  },
  'POST /api/account/email/confirm/': { access: 'public', note: 'Authorised by the e-mailed token.' },
  'GET /api/account/sessions/': { access: 'signed-in', request: () => ({ url: '/api/account/sessions/' }) },
  'POST /api/account/sessions/sign-out-others/': {
    access: 'signed-in',
    request: () => ({ url: '/api/account/sessions/sign-out-others/' }),
  },
  'DELETE /api/account/sessions/:id/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({ url: `/api/account/sessions/${f.sessionId}/` }),
  },

  'GET /api/privacy/consents/': { access: 'signed-in', request: () => ({ url: '/api/privacy/consents/' }) },
  'GET /api/privacy/views/': { access: 'candidate', request: () => ({ url: '/api/privacy/views/' }) },
  'POST /api/privacy/export/': { access: 'signed-in', request: () => ({ url: '/api/privacy/export/' }) },
  'GET /api/privacy/export/:id/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({ url: `/api/privacy/export/${f.exportId}/` }),
  },

  'POST /api/generate-upload-signed-url/': {
    access: 'signed-in',
    request: () => ({
      url: '/api/generate-upload-signed-url/',
      body: { filename: 'cv.pdf', content_type: 'application/pdf', file_type: 'cv' },
    }),
  },
  'GET /api/get-signed-media-url/': {
    access: 'public',
    note: 'Logos are public; other files are read only by whom they belong to (a stale token answers 401).',
  },
  'GET /api/logos/*': {
    access: 'public',
    note: 'A company logo in use by a company profile, by its public address (decision 106); any other file, or a logo not attached, answers 404.',
  },
  'PUT /api/files/*': {
    access: 'public',
    note: 'Local disk uploads: authorised by the signed address alone.',
  },
  'GET /api/files/*': { access: 'public', note: 'Local disk reads: authorised by the signed address alone.' },

  'GET /api/talent/filters/': { access: 'public', note: 'The choices of the talent search form.' },
  'GET /api/talent/search/': {
    access: 'public',
    note: 'Anonymised candidate cards; details need an employer.',
  },
  'GET /api/talent/candidates/:id/': {
    access: 'employer',
    request: (f) => ({ url: `/api/talent/candidates/${f.candidateId}/` }),
  },
  'GET /api/talent/saved/': { access: 'employer', request: () => ({ url: '/api/talent/saved/' }) },
  'POST /api/talent/saved/': {
    access: 'employer',
    request: (f) => ({ url: '/api/talent/saved/', body: { candidate_id: f.candidateId } }),
  },
  'DELETE /api/talent/saved/:id/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/talent/saved/${f.candidateId}/` }),
  },

  'GET /api/employer-profile/': { access: 'employer', request: () => ({ url: '/api/employer-profile/' }) },
  'GET /api/employer/profile/': { access: 'employer', request: () => ({ url: '/api/employer/profile/' }) },
  'GET /api/employer/verification/': {
    access: 'employer',
    request: () => ({ url: '/api/employer/verification/' }),
  },
  'POST /api/employer/verification/': {
    access: 'employer',
    request: (f) => ({
      url: '/api/employer/verification/',
      body: { kra_pin: 'P051234567X', registration_number: 'PVT-AB1CD2E', document: f.verificationDocument },
    }),
  },
  'PATCH /api/employer-profile/': {
    access: 'employer',
    request: () => ({ url: '/api/employer-profile/', body: { user_name: 'Someone Else' } }),
  },
  'GET /api/employer/jobs/list/': {
    access: 'employer',
    request: () => ({ url: '/api/employer/jobs/list/' }),
  },
  'GET /api/employer/jobs/drafts/': {
    access: 'employer',
    request: () => ({ url: '/api/employer/jobs/drafts/' }),
  },
  'POST /api/employer/jobs/': {
    access: 'employer',
    request: () => ({ url: '/api/employer/jobs/', body: jobPosting }),
  },
  'GET /api/employer/jobs/:id/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/employer/jobs/${f.jobId}/` }),
  },
  'PUT /api/employer/jobs/:id/': {
    access: 'employer',
    owned: true,
    request: (f) => ({
      url: `/api/employer/jobs/${f.jobId}/`,
      body: { ...jobPosting, job_title: 'Taken over' },
    }),
  },
  'POST /api/employer/jobs/:id/close/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/employer/jobs/${f.closableJobId}/close/` }),
  },
  'DELETE /api/employer/jobs/:id/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/employer/jobs/${f.jobId}/` }),
  },
  'GET /api/jobs/search/': { access: 'public' },
  'GET /api/employer/public/jobs/:id/': { access: 'public', note: 'A published job, as anyone sees it.' },
  'GET /api/jobs/:id/similar/': { access: 'public', note: 'Open jobs like a published job.' },
  'GET /api/companies/:id/': { access: 'public', note: "A company's public profile, without contacts." },
  'GET /api/companies/:id/jobs/': { access: 'public', note: "A company's open jobs." },

  'POST /api/candidate/saved-jobs/': {
    access: 'candidate',
    request: (f) => ({ url: '/api/candidate/saved-jobs/', body: { job_id: f.openJobId } }),
  },
  'GET /api/candidate/saved-jobs/': {
    access: 'candidate',
    request: () => ({ url: '/api/candidate/saved-jobs/' }),
  },
  'GET /api/candidate/saved-jobs/ids/': {
    access: 'candidate',
    request: () => ({ url: '/api/candidate/saved-jobs/ids/' }),
  },
  'DELETE /api/candidate/saved-jobs/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({ url: `/api/candidate/saved-jobs/${f.openJobId}/` }),
  },

  'GET /api/applications/': { access: 'candidate', request: () => ({ url: '/api/applications/' }) },
  'GET /api/applications/apply-check/': {
    access: 'candidate',
    request: (f) => ({ url: `/api/applications/apply-check/?job=${f.openJobId}` }),
  },
  'GET /api/applications/:id/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({ url: `/api/applications/${f.applicationId}/` }),
  },
  'POST /api/applications/': {
    access: 'candidate',
    request: (f) => ({ url: '/api/applications/', body: { job: f.openJobId, cover_letter: 'Hello' } }),
  },
  'PUT /api/applications/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({
      url: `/api/applications/${f.applicationId}/`,
      body: { cover_letter: 'Taken over', submission_status: 'draft' },
    }),
  },
  'DELETE /api/applications/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({ url: `/api/applications/${f.applicationId}/` }),
  },
  'GET /api/applications/for_job/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/applications/for_job/?job_id=${f.openJobId}` }),
  },
  // Decision 093: the pipeline's columns in one call; another employer's job answers 404.
  'GET /api/applications/for_job/pipeline/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/applications/for_job/pipeline/?job_id=${f.openJobId}` }),
  },
  'GET /api/applications/shortlisted/': {
    access: 'employer',
    request: () => ({ url: '/api/applications/shortlisted/' }),
  },
  'POST /api/applications/:id/open/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/applications/${f.submittedApplicationId}/open/` }),
  },
  'PATCH /api/applications/:id/update-status/': {
    access: 'employer',
    owned: true,
    request: (f) => ({
      url: `/api/applications/${f.submittedApplicationId}/update-status/`,
      body: { review_status: 'shortlisted' },
    }),
  },
  // Issue 28 item 5: the employer's private notes and rating.
  'GET /api/applications/:id/notes/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/applications/${f.submittedApplicationId}/notes/` }),
  },
  'POST /api/applications/:id/notes/': {
    access: 'employer',
    owned: true,
    request: (f) => ({
      url: `/api/applications/${f.submittedApplicationId}/notes/`,
      body: { body: 'Strong typist.' },
    }),
  },
  'PATCH /api/applications/:id/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/applications/${f.submittedApplicationId}/`, body: { rating: 4 } }),
  },
  // Issue 28 item 4: the conversation, between the application's candidate and its job's employer only.
  'GET /api/applications/:id/messages/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({ url: `/api/applications/${f.submittedApplicationId}/messages/` }),
  },
  'POST /api/applications/:id/messages/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({
      url: `/api/applications/${f.submittedApplicationId}/messages/`,
      body: { body: 'When can I start?' },
    }),
  },
  'POST /api/applications/:id/messages/read/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({
      url: `/api/applications/${f.submittedApplicationId}/messages/read/`,
      body: { up_to: 2_000_000_000 },
    }),
  },
  // Issue 28 item 6: another employer's job answers 404.
  'GET /api/applications/for_job/export.csv': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/applications/for_job/export.csv?job_id=${f.openJobId}` }),
  },
  // Issue 28 item 2: another employer's id in the list answers 404 like a path id.
  'POST /api/applications/bulk-update-status/': {
    access: 'employer',
    owned: true,
    request: (f) => ({
      url: '/api/applications/bulk-update-status/',
      body: { ids: [f.submittedApplicationId], review_status: 'reviewed', message: 'Thank you.' },
    }),
  },
  // Issue 28 item 3: interviews. The candidate's and the employer's calls refuse the other side with 403;
  // another employer or candidate gets 404.
  'POST /api/applications/:id/interviews/': {
    access: 'employer',
    owned: true,
    request: (f) => ({
      url: `/api/applications/${f.interviewApplicationId}/interviews/`,
      body: {
        slots: [new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString()],
        mode: 'in_person',
        location: 'Kweli House, Nairobi',
        duration_minutes: 30,
      },
    }),
  },
  'GET /api/interviews/': { access: 'signed-in', request: () => ({ url: '/api/interviews/' }) },
  'POST /api/interviews/:id/accept/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({
      url: `/api/interviews/${f.invitedInterviewId}/accept/`,
      body: { slot: f.invitedSlot },
    }),
  },
  'POST /api/interviews/:id/decline/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({
      url: `/api/interviews/${f.declinableInterviewId}/decline/`,
      body: { reason: 'I took another offer.' },
    }),
  },
  'GET /api/interviews/:id/calendar.ics': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({ url: `/api/interviews/${f.confirmedInterviewId}/calendar.ics` }),
  },
  // After the calendar above: the confirmed interview is called off.
  'POST /api/interviews/:id/cancel/': {
    access: 'employer',
    owned: true,
    request: (f) => ({ url: `/api/interviews/${f.confirmedInterviewId}/cancel/` }),
  },
  // After the employer's change above: once withdrawn, the application's status no longer changes.
  'POST /api/applications/:id/withdraw/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({ url: `/api/applications/${f.submittedApplicationId}/withdraw/` }),
  },

  'GET /api/candidate-profile/': { access: 'candidate', request: () => ({ url: '/api/candidate-profile/' }) },
  'PATCH /api/candidate-profile/': {
    access: 'candidate',
    request: () => ({ url: '/api/candidate-profile/', body: { phone: '+254799999999' } }),
  },
  'POST /api/work-experiences/': {
    access: 'candidate',
    request: () => ({ url: '/api/work-experiences/', body: { company_name: 'A', job_title: 'B' } }),
  },
  'PUT /api/work-experiences/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({
      url: `/api/work-experiences/${f.workExperienceId}/`,
      body: { company_name: 'Taken', job_title: 'Over' },
    }),
  },
  'DELETE /api/work-experiences/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({ url: `/api/work-experiences/${f.workExperienceId}/` }),
  },
  'POST /api/educations/': {
    access: 'candidate',
    request: () => ({ url: '/api/educations/', body: { institution_name: 'A', course: 'B' } }),
  },
  'PUT /api/educations/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({
      url: `/api/educations/${f.educationId}/`,
      body: { institution_name: 'Taken', course: 'Over' },
    }),
  },
  'DELETE /api/educations/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({ url: `/api/educations/${f.educationId}/` }),
  },
  'GET /api/recommendations/recommended/': {
    access: 'candidate',
    request: () => ({ url: '/api/recommendations/recommended/' }),
  },

  'GET /api/notifications/candidate-dashboard/': {
    access: 'candidate',
    request: () => ({ url: '/api/notifications/candidate-dashboard/' }),
  },
  'GET /api/notifications/candidate/unread-count/': {
    access: 'candidate',
    request: () => ({ url: '/api/notifications/candidate/unread-count/' }),
  },
  'GET /api/notifications/employer-dashboard/': {
    access: 'employer',
    request: () => ({ url: '/api/notifications/employer-dashboard/' }),
  },
  'GET /api/notifications/employer/unread-count/': {
    access: 'employer',
    request: () => ({ url: '/api/notifications/employer/unread-count/' }),
  },
  'POST /api/notifications/mark-read/:id/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({ url: `/api/notifications/mark-read/${f.notificationId}/` }),
  },
  'DELETE /api/notifications/delete/:id/': {
    access: 'signed-in',
    owned: true,
    request: (f) => ({ url: `/api/notifications/delete/${f.notificationId}/` }),
  },
  'POST /api/job-alerts/': {
    access: 'candidate',
    request: () => ({ url: '/api/job-alerts/', body: { query: { job_title: 'nurse' }, frequency: 'daily' } }),
  },
  'GET /api/job-alerts/': { access: 'candidate', request: () => ({ url: '/api/job-alerts/' }) },
  'PATCH /api/job-alerts/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({ url: `/api/job-alerts/${f.alertId}/`, body: { frequency: 'weekly' } }),
  },
  'DELETE /api/job-alerts/:id/': {
    access: 'candidate',
    owned: true,
    request: (f) => ({ url: `/api/job-alerts/${f.alertId}/` }),
  },
  'POST /api/job-alerts/subscribe/': {
    access: 'public',
    note: 'a visitor subscribes; the alert starts only through the link e-mailed to the address',
    request: () => ({
      url: '/api/job-alerts/subscribe/',
      body: { email: 'visitor@example.com', query: { job_title: 'nurse' }, frequency: 'weekly' },
    }),
  },
  'POST /api/job-alerts/confirm/': {
    access: 'public',
    note: 'the signed link of the confirmation e-mail; the token names one alert',
    request: (f) => ({ url: `/api/job-alerts/confirm/?alert=${f.alertId}&token=forged` }),
  },
  'POST /api/job-alerts/unsubscribe/': {
    access: 'public',
    note: 'RFC 8058 one-click: the signed link of the alert e-mails ends that alert without signing in',
    request: (f) => ({ url: `/api/job-alerts/unsubscribe/?alert=${f.alertId}&token=forged` }),
  },
  'GET /api/job-alerts/unsubscribe/': {
    access: 'public',
    note: 'opened in a browser, the one-click address leads to the page that shows the result',
    request: (f) => ({ url: `/api/job-alerts/unsubscribe/?alert=${f.alertId}&token=forged` }),
  },
  'GET /api/notifications/settings/': {
    access: 'signed-in',
    request: () => ({ url: '/api/notifications/settings/' }),
  },
  'PUT /api/notifications/settings/': {
    access: 'signed-in',
    request: () => ({ url: '/api/notifications/settings/', body: { email_notifications: false } }),
  },

  'GET /api/admin/me/': { access: 'admin', request: () => ({ url: '/api/admin/me/' }) },
  'GET /api/admin/audit/': { access: 'admin', request: () => ({ url: '/api/admin/audit/' }) },
  'GET /api/admin/jobs/': { access: 'admin', request: () => ({ url: '/api/admin/jobs/' }) },
  'GET /api/admin/reports/': { access: 'admin', request: () => ({ url: '/api/admin/reports/' }) },
  'GET /api/admin/verifications/': {
    access: 'admin',
    request: () => ({ url: '/api/admin/verifications/?status=pending' }),
  },
  'POST /api/admin/verifications/:employer_id/decide/': {
    access: 'admin',
    note: "The owning employer's request is sent first (POST /api/employer/verification/ above).",
    request: (f) => ({
      url: `/api/admin/verifications/${f.employerId}/decide/`,
      body: { decision: 'approve', reason: 'KRA PIN and certificate checked' },
    }),
  },
  'GET /api/admin/employers/': {
    access: 'admin',
    request: () => ({ url: '/api/admin/employers/?q=a&status=active' }),
  },
  'POST /api/admin/employers/:id/suspend/': {
    access: 'admin',
    request: (f) => ({
      url: `/api/admin/employers/${f.suspendableEmployerId}/suspend/`,
      body: { reason: 'Asks applicants for fees' },
    }),
  },
  'POST /api/admin/employers/:id/unsuspend/': {
    access: 'admin',
    request: (f) => ({
      url: `/api/admin/employers/${f.suspendableEmployerId}/unsuspend/`,
      body: { reason: 'Cleared after a call' },
    }),
  },
  'POST /api/jobs/:id/report/': {
    access: 'public',
    note: 'Visitors report scams too (issue 22 item 4); limited per address.',
  },
  'POST /api/admin/jobs/:id/decide/': {
    access: 'admin',
    request: (f) => ({
      url: `/api/admin/jobs/${f.heldJobId}/decide/`,
      body: { decision: 'remove', reason: 'Asks for a registration fee' },
    }),
  },

  'GET /public/jobs/:jobId/details': { access: 'public', note: "A published job's shareable page." },
  'GET /companies/:companyId': { access: 'public', note: "A company's public page." },
  'GET /robots.txt': { access: 'public', note: 'For search engines (issue 24 item 7).' },
  'GET /sitemap.xml': {
    access: 'public',
    note: 'The sitemap index: public pages, published jobs and public company pages only.',
  },
  'GET /sitemaps/pages.xml': { access: 'public', note: 'The public pages of the sitemap.' },
  'GET /sitemaps/jobs-:part.xml': { access: 'public', note: 'Published jobs of the sitemap, by id range.' },
  'GET /sitemaps/companies-:part.xml': {
    access: 'public',
    note: 'Company pages of the sitemap, by id range: only companies with a public page (issue 24 item 7).',
  },
  'GET /jobs/feed.xml': { access: 'public', note: 'RSS of a public job search.' },
};
