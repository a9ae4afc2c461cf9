import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { educations, workExperiences } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';

/**
 * The facts talent search stores with each profile (migration 0012_talent_search) are kept right by the
 * database: whatever writes a profile, a work experience or an education, the next search sees it.
 */
let t: TestApp;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
});
afterAll(async () => t.close());

interface Result {
  id: number;
  relevance_score: number;
  years_of_experience: number;
  match_reasons: string[];
}
async function search(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/talent/search/?${query}`,
    headers: employer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Result[] };
}
const ids = async (query: string) => (await search(query)).results.map((r) => r.id);

describe('stored talent-search facts follow every write', () => {
  it('When a profile is added or its preferences change, then search finds the new title, place and word at once', async () => {
    const c = await addCandidate(t, {
      first: 'Zawadi',
      last: 'Kiprop',
      preferences: { job_titles: ['Beekeeper'], locations: [{ city: 'Eldoret', country: 'Kenya' }] },
    });
    expect(await ids('job_title=beekeeper')).toEqual([c.id]);
    expect(await ids('city=eldoret')).toEqual([c.id]);
    expect(await ids('q=zawadi')).toEqual([c.id]);

    await updateCandidateProfile(t, c.id, {
      firstName: 'Zuri',
      preferences: { industries: ['Apiculture'], job_titles: ['Honey Taster'], locations: [] },
    });
    expect(await ids('job_title=beekeeper')).toEqual([]);
    expect(await ids('city=eldoret')).toEqual([]);
    expect(await ids('q=zawadi')).toEqual([]);
    expect(await ids('job_title=honey%20taster')).toEqual([c.id]);
    expect(await ids('industry=apiculture')).toEqual([c.id]);
    expect(await ids('q=zuri')).toEqual([c.id]);
  });

  it('When a work experience is added, changed or deleted through the API, then its title, words and years follow', async () => {
    const c = await addCandidate(t, { first: 'Baraka', last: 'Omondi' });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/work-experiences/',
      headers: c.headers,
      payload: {
        company_name: 'Savannah Apiaries',
        job_title: 'Apiary Manager',
        from_date: yearsAgo(3),
        is_current: true,
        responsibilities: 'Queen rearing',
      },
    });
    expect(add.statusCode, add.body).toBe(201);
    const entry = add.json() as { id: number };

    const byTitle = await search('job_title=apiary%20manager');
    expect(byTitle.results.map((r) => r.id)).toEqual([c.id]);
    expect(byTitle.results[0]!.match_reasons).toEqual(['Works as Apiary Manager']);
    expect(byTitle.results[0]!.years_of_experience).toBe(3);
    expect(await ids('q=savannah%20queen')).toEqual([c.id]);
    expect(await ids('years_experience_min=3&q=baraka')).toEqual([c.id]);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/work-experiences/${entry.id}/`,
      headers: c.headers,
      payload: {
        company_name: 'Savannah Apiaries',
        job_title: 'Pollination Lead',
        from_date: yearsAgo(6),
        to_date: yearsAgo(1),
        is_current: false,
        responsibilities: 'Queen rearing',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await ids('job_title=apiary%20manager')).toEqual([]);
    const past = await search('job_title=pollination%20lead');
    expect(past.results.map((r) => r.id)).toEqual([c.id]);
    expect(past.results[0]!.relevance_score).toBe(0.9);
    expect(past.results[0]!.years_of_experience).toBe(5);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-experiences/${entry.id}/`,
      headers: c.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await ids('job_title=pollination%20lead')).toEqual([]);
    expect(await ids('q=savannah')).toEqual([]);
    expect(await ids('years_experience_min=1&q=baraka')).toEqual([]);
  });

  it('When an education is added, changed or deleted, then the level filter and its words follow', async () => {
    const c = await addCandidate(t, { first: 'Imani', last: 'Chebet' });
    const [study] = await t.db
      .insert(educations)
      .values({
        candidateId: c.id,
        institutionName: 'Egerton University',
        course: 'Agronomy',
        educationLevel: 'Diploma',
      })
      .returning({ id: educations.id });
    expect(await ids('education_level=diploma&q=imani')).toEqual([c.id]);
    expect(await ids('q=agronomy')).toEqual([c.id]);

    await t.db.update(educations).set({ educationLevel: 'Doctorate' }).where(eq(educations.id, study!.id));
    expect(await ids('education_level=diploma&q=imani')).toEqual([]);
    expect(await ids('education_level=doctorate')).toEqual([c.id]);

    await t.db.delete(educations).where(eq(educations.id, study!.id));
    expect(await ids('education_level=doctorate')).toEqual([]);
    expect(await ids('q=agronomy')).toEqual([]);
  });

  it('When a work experience is moved to another candidate, then both candidates are recomputed', async () => {
    const from = await addCandidate(t, {
      first: 'Juma',
      last: 'Were',
      jobs: [{ title: 'Cartographer', from: yearsAgo(2), current: true }],
    });
    const to = await addCandidate(t, { first: 'Neema', last: 'Atieno' });
    expect(await ids('job_title=cartographer')).toEqual([from.id]);
    await t.db
      .update(workExperiences)
      .set({ candidateId: to.id })
      .where(eq(workExperiences.candidateId, from.id));
    expect(await ids('job_title=cartographer')).toEqual([to.id]);
  });

  it('When every profile is refreshed at once (bulk loads), then the facts are exactly what the triggers stored', async () => {
    await addCandidate(t, {
      first: 'Wanjiku',
      last: 'Mwangi',
      preferences: {
        industries: ['Health'],
        job_titles: ['Nurse'],
        locations: [{ city: 'Nakuru', country: 'Kenya' }],
      },
      jobs: [
        { title: 'Nurse', from: yearsAgo(8), to: yearsAgo(5) },
        { title: 'Ward Nurse', from: yearsAgo(6), to: yearsAgo(2) },
        { title: 'Senior Nurse', from: yearsAgo(3), current: true },
        { title: 'Locum', from: yearsAgo(1), current: true },
      ],
      studies: [
        { level: 'Diploma', course: 'Nursing' },
        { level: null, course: 'First Aid' },
      ],
    });
    const facts = sql`select user_id, search_document, search_facts, experience_days, experience_open_since,
        experience_settled_on::text as settled,
        (select array_agg(row(title, normalized_title, source)::text order by title, source)
           from candidate_search_titles s where s.candidate_id = p.user_id) as titles
      from candidate_profiles p order by user_id`;
    const byTriggers = await rows(t.db, facts);
    await t.db.execute(sql`select candidate_search_facts_refresh_all()`);
    expect(await rows(t.db, facts)).toEqual(byTriggers);
  });
});
