import { API_MESSAGES, TALENT_MESSAGES } from '@kweli/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedTalent } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { addCandidate, yearsAgo } from '../candidates/test-candidates.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { loadCandidates } from './candidates.ts';

/** Who may call the talent endpoints, candidate details, and saved talent per employer. */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidateUser: TestUser;
let visible: TestUser;
let hidden: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidateUser = await createUser(t, 'candidate');
  visible = await addCandidate(t, {
    first: 'Wanjiku',
    last: 'Mwangi',
    phone: '+254711222333',
    preferences: { industries: ['Healthcare'], locations: [{ city: 'Nakuru', country: 'Kenya' }] },
    jobs: [{ title: 'Pharmacist', from: yearsAgo(3), current: true, about: 'Dispensing and stock control.' }],
    studies: [{ level: "Bachelor's Degree", course: 'Bachelor of Pharmacy' }],
  });
  hidden = await addCandidate(t, { first: 'Hidden', last: 'Person', visible: false });
});
afterAll(async () => t.close());

const ENDPOINTS: ['GET' | 'POST' | 'DELETE', () => string, unknown?][] = [
  ['GET', () => '/talent/filters/'],
  ['GET', () => '/talent/search/?job_title=Pharmacist'],
  ['GET', () => `/talent/candidates/${visible.id}/`],
  ['GET', () => '/talent/saved/'],
  ['POST', () => '/talent/saved/', 'body'],
  ['DELETE', () => `/talent/saved/${visible.id}/`],
];

describe('roles', () => {
  it('When no token is sent, then every talent endpoint answers 401', async () => {
    for (const [method, url, body] of ENDPOINTS) {
      const res = await t.call(null, method, url(), body ? { candidate_id: visible.id } : undefined);
      expect(res.statusCode, `${method} ${url()}`).toBe(401);
      expect(res.json()).toEqual({ detail: API_MESSAGES.unauthenticated });
    }
  });

  it('When a candidate calls, then every talent endpoint answers 403 and nothing is saved', async () => {
    for (const [method, url, body] of ENDPOINTS) {
      const res = await t.call(candidateUser, method, url(), body ? { candidate_id: visible.id } : undefined);
      expect(res.statusCode, `${method} ${url()}`).toBe(403);
      expect(res.json()).toEqual({ detail: API_MESSAGES.forbidden });
    }
    expect(await t.db.select().from(savedTalent)).toEqual([]);
  });

  it('When a candidate sends bad input, then the role is refused before the input is read', async () => {
    const res = await t.call(candidateUser, 'GET', '/talent/search/?years_experience_min=-4');
    expect(res.statusCode).toBe(403);
  });
});

describe('a page of candidates', () => {
  it('When a page of candidates is read, then their profiles, work experience and education come in one round trip on PostgreSQL, the hidden left out', async () => {
    // Sent together (rowsTogether, decision 188): three round trips before, the entries after the profiles.
    const trips = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const found = await loadCandidates(t.db, [hidden.id, visible.id], employer.id);
      expect([...found.keys()]).toEqual([visible.id]);
      const wanjiku = found.get(visible.id)!;
      expect(wanjiku.work_experiences.map((w) => [w.job_title, w.responsibilities])).toEqual([
        ['Pharmacist', 'Dispensing and stock control.'],
      ]);
      expect(wanjiku.educations.map((e) => [e.education_level, e.course])).toEqual([
        ["Bachelor's Degree", 'Bachelor of Pharmacy'],
      ]);
      expect(trips).toHaveBeenCalledTimes(t.database.kind === 'postgres' ? 1 : 0);
    } finally {
      trips.mockRestore();
    }
    expect((await loadCandidates(t.db, [hidden.id], employer.id)).size).toBe(0);
    expect((await loadCandidates(t.db, [], employer.id)).size).toBe(0);
  });
});

describe('GET /api/talent/candidates/{id}/', () => {
  it('When an employer opens a visible candidate, then the full profile with e-mail and phone comes back', async () => {
    const res = await t.call(employer, 'GET', `/talent/candidates/${visible.id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: visible.id,
      first_name: 'Wanjiku',
      last_name: 'Mwangi',
      full_name: 'Wanjiku Mwangi',
      name: 'Wanjiku Mwangi',
      email: visible.email,
      phone: '+254711222333',
      cities: ['Nakuru'],
      countries: ['Kenya'],
      years_of_experience: 3,
      is_saved: false,
      preferences: {
        industries: ['Healthcare'],
        job_titles: [],
        locations: [{ city: 'Nakuru', country: 'Kenya' }],
      },
      link_1: null,
    });
    expect(body.work_experiences).toEqual([
      expect.objectContaining({
        job_title: 'Pharmacist',
        is_current: true,
        to_date: null,
        responsibilities: 'Dispensing and stock control.',
      }),
    ]);
    expect(body.educations).toEqual([
      expect.objectContaining({ course: 'Bachelor of Pharmacy', education_level: "Bachelor's Degree" }),
    ]);
  });

  it("When a candidate has several jobs and studies, then they come back as the candidate's own profile shows them: current first, then the newest start", async () => {
    const many = await addCandidate(t, {
      first: 'Achieng',
      last: 'Otieno',
      jobs: [
        { title: 'Clerk', company: 'Duka Ltd', from: yearsAgo(9), to: yearsAgo(6), about: 'Stock.' },
        { title: 'Cashier', from: yearsAgo(5), to: yearsAgo(2) },
        { title: 'Supervisor', from: yearsAgo(1), current: true },
      ],
      studies: [
        { level: 'Diploma', course: 'Accounts' },
        { level: "Bachelor's Degree", course: 'Commerce', current: true },
      ],
    });
    const details = (await t.call(employer, 'GET', `/talent/candidates/${many.id}/`)).json();
    const own = (await t.call(many, 'GET', '/candidate-profile/')).json();
    expect(details.work_experiences.map((w: { job_title: string }) => w.job_title)).toEqual([
      'Supervisor',
      'Cashier',
      'Clerk',
    ]);
    expect(details.work_experiences).toEqual(own.work_experiences);
    expect(details.educations.map((e: { course: string }) => e.course)).toEqual(['Commerce', 'Accounts']);
    expect(details.educations).toEqual(own.educations);
  });

  it('When the candidate has hidden the profile, then it answers 404 as if they did not exist', async () => {
    const res = await t.call(employer, 'GET', `/talent/candidates/${hidden.id}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: TALENT_MESSAGES.candidateNotFound });
  });

  it('When a hidden candidate has applied to the employer, then that employer (only) can open the profile', async () => {
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Pharmacist', status: 'published' });
    await addApplication(t, { jobId: job.id, candidateId: hidden.id, submissionStatus: 'submitted' });
    expect((await t.call(employer, 'GET', `/talent/candidates/${hidden.id}/`)).statusCode).toBe(200);
    expect((await t.call(otherEmployer, 'GET', `/talent/candidates/${hidden.id}/`)).statusCode).toBe(404);
    const search = await t.call(employer, 'GET', '/talent/search/?q=hidden');
    expect(search.json().count).toBe(0);
  });

  it('When the id is an employer or does not exist, then it answers 404', async () => {
    expect((await t.call(employer, 'GET', `/talent/candidates/${otherEmployer.id}/`)).statusCode).toBe(404);
    expect((await t.call(employer, 'GET', '/talent/candidates/999999/')).statusCode).toBe(404);
    expect((await t.call(employer, 'GET', '/talent/candidates/99999999999/')).statusCode).toBe(400);
  });
});

describe('saved talent', () => {
  it('When an employer saves a candidate twice, then the first answers 201, the second 200, and one entry exists', async () => {
    const first = await t.call(employer, 'POST', '/talent/saved/', { candidate_id: visible.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      candidate_id: visible.id,
      candidate: { id: visible.id, full_name: 'Wanjiku Mwangi', is_saved: true },
    });
    const again = await t.call(employer, 'POST', '/talent/saved/', { candidate_id: visible.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().saved_at).toBe(first.json().saved_at);
    const list = await t.call(employer, 'GET', '/talent/saved/');
    expect(list.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.json().results).toEqual([
      expect.objectContaining({
        candidate_id: visible.id,
        candidate: expect.objectContaining({ id: visible.id }),
      }),
    ]);
    const details = await t.call(employer, 'GET', `/talent/candidates/${visible.id}/`);
    expect(details.json().is_saved).toBe(true);
    const found = await t.call(employer, 'GET', '/talent/search/?job_title=Pharmacist');
    expect(found.json().results[0].is_saved).toBe(true);
  });

  it("When another employer lists or removes, then they see nothing of the first employer's saved talent", async () => {
    const list = await t.call(otherEmployer, 'GET', '/talent/saved/');
    expect(list.json()).toMatchObject({ count: 0, results: [] });
    const removed = await t.call(otherEmployer, 'DELETE', `/talent/saved/${visible.id}/`);
    expect(removed.statusCode).toBe(404);
    expect((await t.call(employer, 'GET', '/talent/saved/')).json().count).toBe(1);
    const details = await t.call(otherEmployer, 'GET', `/talent/candidates/${visible.id}/`);
    expect(details.json().is_saved).toBe(false);
  });

  it('When the body is missing or wrong, then 400 names candidate_id and nothing is saved', async () => {
    for (const body of [{}, { candidate_id: 'abc' }, { candidate_id: -3 }, { candidate_id: 99999999999 }]) {
      const res = await t.call(otherEmployer, 'POST', '/talent/saved/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ candidate_id: [TALENT_MESSAGES.candidateIdRequired] });
    }
    expect((await t.call(otherEmployer, 'GET', '/talent/saved/')).json().count).toBe(0);
  });

  it('When the candidate cannot be seen or is not a candidate, then saving answers 404 and nothing is saved', async () => {
    for (const candidate_id of [otherEmployer.id, 999999]) {
      const res = await t.call(otherEmployer, 'POST', '/talent/saved/', { candidate_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: TALENT_MESSAGES.candidateNotFound });
    }
    const hiddenSave = await t.call(otherEmployer, 'POST', '/talent/saved/', { candidate_id: hidden.id });
    expect(hiddenSave.statusCode).toBe(404);
    expect((await t.call(otherEmployer, 'GET', '/talent/saved/')).json().count).toBe(0);
  });

  it('When a saved candidate is removed, then 204, the list is empty, and removing again answers 404', async () => {
    const removed = await t.call(employer, 'DELETE', `/talent/saved/${visible.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await t.call(employer, 'GET', '/talent/saved/')).json().count).toBe(0);
    const again = await t.call(employer, 'DELETE', `/talent/saved/${visible.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: TALENT_MESSAGES.notSaved });
  });
});
