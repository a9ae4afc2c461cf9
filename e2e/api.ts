import { API_PATHS, type JobCard, type JobSearchPage, type PublicJobDetail } from '@kweli/shared';
import type { JourneyUser } from './accounts.ts';
import { baseUrl } from './browser.ts';

/**
 * Set-up through the real API for the journeys whose story starts after it (a job posted, applications
 * sent): the same calls the screens make, without the screens.
 */

/** A small but real PDF (the server checks the bytes). */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'.padEnd(2048, ' '));

export async function tokenOf(user: JourneyUser): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Publishes a job in Nairobi (hybrid, full-time, permanent, technology) with the given fields (any field of
 * the job form, e.g. salary_min, salary_period, experience_level).
 */
export async function publishJob(
  employer: JourneyUser,
  fields: { job_title: string; description?: string } & Record<string, unknown>,
) {
  return apiCall<{ id: number }>(await tokenOf(employer), 'POST', '/employer/jobs/', {
    city: 'Nairobi',
    country: 'Kenya',
    location_type: 'hybrid',
    working_period: 'full-time',
    job_type: 'PERMANENT',
    description: 'Analyse the numbers.',
    industry: 'Technology',
    status: 'published',
    ...fields,
  });
}

/**
 * Uploads a CV the way the browser does and sends an application with it (and any other field of the
 * call, e.g. `screening_answers`).
 */
export async function applyWithCv(
  user: JourneyUser,
  jobId: number,
  letter: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const token = await tokenOf(user);
  const { signed_url, s3_key } = await apiCall<{ signed_url: string; s3_key: string }>(
    token,
    'POST',
    '/generate-upload-signed-url/',
    { filename: 'cv.pdf', content_type: 'application/pdf', file_type: 'application_cv' },
  );
  const put = await fetch(new URL(signed_url, baseUrl()), {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: PDF,
  });
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  return apiCall<{ id: number }>(token, 'POST', '/applications/', {
    job: jobId,
    cv: s3_key,
    cover_letter: letter,
    submission_status: 'submitted',
    ...fields,
  });
}

/** The public search's jobs (of `query`'s page), one per title, so that each is found by its card alone. */
export async function jobsWithDistinctTitles(query = ''): Promise<JobCard[]> {
  const answer = (await (await fetch(`${baseUrl()}/api/jobs/search/${query}`)).json()) as JobSearchPage;
  const seen = new Set<string>();
  const distinct = answer.results.filter((j) => !seen.has(j.job_title) && seen.add(j.job_title));
  // The journeys using these apply without answering screening questions: leave out a job that asks some
  // (the recruiter journey publishes one, and it is the newest when that journey ran first).
  const asks = await Promise.all(
    distinct.map(async (job) => {
      const res = await fetch(`${baseUrl()}/api${API_PATHS.publicJob(job.id)}`);
      return ((await res.json()) as PublicJobDetail).screening_questions.length > 0;
    }),
  );
  return distinct.filter((_, i) => !asks[i]);
}
