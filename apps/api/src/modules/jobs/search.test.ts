import { JOB_MESSAGES, type JobCard, PAGE_SIZE } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { insertAttachedUpload } from '../media/test-uploads.ts';
import { jobs } from './schema.ts';
import { searchJobs } from './search.ts';
import { addJob, daysAgo, daysFromToday } from './test-jobs.ts';

/**
 * Job search over a fixed set of jobs: ranking and typo tolerance, accents and case, each filter,
 * drafts and expired jobs, paging to the last page and bad parameters.
 */
let t: TestApp;
const id: Record<string, number> = {};

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: JobCard[];
}

async function search(query: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const titles = (page: Page) => page.results.map((j) => j.job_title);

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  const e = employer.id;
  // The logo as the employer's profile left it: stored and attached, so anyone may have it signed.
  await insertAttachedUpload(t.db, {
    ownerId: e,
    key: `media/company_logo/${e}/safari.png`,
    fileType: 'company_logo',
    originalName: 'safari.png',
    contentType: 'image/png',
  });
  id.software = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Software Engineer',
      companyName: 'Safari Tech',
      companyLogo: `media/company_logo/${e}/safari.png`,
      description: 'Build payment systems in TypeScript.',
      locationType: 'hybrid',
      publishedAt: daysAgo(3),
    })
  ).id;
  id.mechanic = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Engine Mechanic',
      companyName: 'Matatu Motors',
      city: 'Mombasa',
      description: 'Repair diesel engines.',
      publishedAt: daysAgo(2),
    })
  ).id;
  id.nurseNairobi = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Registered Nurse',
      companyName: 'Afya Hospital',
      industry: 'Healthcare',
      description: 'Care for patients on the medical ward.',
      workingPeriod: 'part-time',
      jobType: 'contractual',
      publishedAt: daysAgo(10),
    })
  ).id;
  id.nurseKisumu = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Registered Nurse',
      companyName: 'Lake Clinic',
      industry: 'Healthcare',
      city: 'Kisumu',
      description: 'Night shifts at a busy clinic.',
      publishedAt: daysAgo(20),
    })
  ).id;
  id.cafe = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Café Manager',
      companyName: 'Java House',
      city: 'Nyeri',
      description: 'Run a busy café.',
      locationType: 'on-site',
      workingPeriod: 'hybrid',
      jobType: 'internship',
      publishedAt: daysAgo(0.2),
    })
  ).id;
  id.murang = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Accountant',
      companyName: 'Kahawa Co-op',
      city: "Murang'a",
      description: 'Keep the books of a coffee cooperative; nurse the budget.',
      country: 'Kenya',
      publishedAt: daysAgo(5),
    })
  ).id;
  id.kampala = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Data Analyst',
      companyName: 'Engine Data Ltd',
      city: 'Kampala',
      country: 'Uganda',
      locationType: 'remote',
      jobType: 'voluntary',
      description: 'Analyse engineering data.',
      publishedAt: daysAgo(40),
    })
  ).id;
  id.draft = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Software Engineer (draft)',
      status: 'draft',
      publishedAt: null,
    })
  ).id;
  id.expired = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Senior Software Engineer',
      dueDate: daysFromToday(-1),
      publishedAt: daysAgo(50),
    })
  ).id;
  id.noDue = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Farm Manager',
      dueDate: null,
      city: 'Nakuru',
      publishedAt: daysAgo(60),
    })
  ).id;
  id.today = (
    await addJob(t, {
      employerId: e,
      jobTitle: 'Cashier',
      dueDate: daysFromToday(0),
      publishedAt: daysAgo(4),
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /jobs/search/', () => {
  it('When nothing is asked, then open published jobs show newest first, without drafts or expired ones', async () => {
    const page = await search('');
    expect(page.count).toBe(9);
    expect(page.results.map((j) => j.id)).toEqual([
      id.cafe,
      id.mechanic,
      id.software,
      id.today,
      id.murang,
      id.nurseNairobi,
      id.nurseKisumu,
      id.kampala,
      id.noDue,
    ]);
    expect(page.results.map((j) => j.id)).not.toContain(id.draft);
    expect(page.results.map((j) => j.id)).not.toContain(id.expired);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
  });

  it("When a result is answered, then it carries its card's fields and the logo key, not the whole posting", async () => {
    const page = await search('job_title=Software%20Engineer');
    const job = page.results[0]!;
    expect(job).toEqual({
      id: id.software,
      job_title: 'Software Engineer',
      company_name: 'Safari Tech',
      company_logo: expect.stringMatching(/^media\/company_logo\/\d+\/safari\.png$/),
      city: 'Nairobi',
      county: '',
      country: 'Kenya',
      location_type: 'hybrid',
      working_period: 'full-time',
      job_type: 'permanent',
      due_date: daysFromToday(30),
      description_preview: 'Build payment systems in TypeScript.',
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      salary_min: null,
      salary_max: null,
      salary_currency: 'KES',
      salary_period: null,
      experience_level: null,
      employer_verified: false,
    });
  });

  it('When the logo key is signed for a visitor, then it resolves to an address', async () => {
    const logo = (await search('job_title=software')).results[0]!.company_logo!;
    const res = await t.app.inject({ method: 'GET', url: `/api/get-signed-media-url/?file_path=${logo}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toContain('safari.png');
  });

  it('When "enginer" is searched, then Software Engineer comes first, then the weaker matches', async () => {
    const page = await search('job_title=enginer');
    expect(titles(page)[0]).toBe('Software Engineer');
    expect(titles(page)).toContain('Engine Mechanic');
    // The company name ("Engine Data Ltd") counts less than a title.
    expect(titles(page).indexOf('Data Analyst')).toBeGreaterThan(titles(page).indexOf('Engine Mechanic'));
    expect(titles(page)).not.toContain('Registered Nurse');
  });

  it('When words carry typos, then the closest title still wins', async () => {
    expect(titles(await search('job_title=sofware%20enginer'))[0]).toBe('Software Engineer');
    expect(titles(await search('job_title=acountant'))[0]).toBe('Accountant');
  });

  it('When "nurse nairobi" is searched, then the nurse in Nairobi ranks above the nurse elsewhere', async () => {
    const page = await search('job_title=nurse%20nairobi');
    expect(page.results.slice(0, 2).map((j) => j.id)).toEqual([id.nurseNairobi, id.nurseKisumu]);
    // A description that only mentions the word counts least of all.
    expect(page.results.map((j) => j.id)).toContain(id.murang);
    expect(page.results.map((j) => j.id).indexOf(id.murang!)).toBeGreaterThan(1);
    // Counted once each, name matches and description-only matches alike (they are counted apart).
    expect(page.count).toBe(page.results.length);
    expect(new Set(page.results.map((j) => j.id)).size).toBe(page.results.length);
  });

  it('When only descriptions hold the word, then those jobs are found, newest first', async () => {
    // "budget" is in no title, company or city: only the Accountant's description has it.
    const page = await search('job_title=budget');
    expect(page.count).toBe(1);
    expect(page.results.map((j) => j.id)).toEqual([id.murang]);
  });

  it('When accents and case differ, then the title and the city still match', async () => {
    expect(titles(await search('job_title=CAFE%20manager'))[0]).toBe('Café Manager');
    expect(titles(await search('job_title=caf%C3%A9'))[0]).toBe('Café Manager');
    expect(titles(await search('city=NYERI'))).toEqual(['Café Manager']);
    expect(titles(await search('city=murang%27a'))).toEqual(['Accountant']);
    expect(titles(await search('city=nairob%C3%AC'))).toHaveLength(3);
  });

  it('When a country is given, then it matches exactly', async () => {
    expect(titles(await search('country=Uganda'))).toEqual(['Data Analyst']);
    expect((await search('country=Ugand')).count).toBe(0);
  });

  it('When each browse filter is given, then only matching jobs show', async () => {
    expect((await search('location_type=remote')).results.map((j) => j.id)).toEqual([id.kampala]);
    expect((await search('location_type=hybrid')).results.map((j) => j.id)).toEqual([id.software]);
    expect((await search('working_period=part-time')).results.map((j) => j.id)).toEqual([id.nurseNairobi]);
    expect((await search('working_period=hybrid')).results.map((j) => j.id)).toEqual([id.cafe]);
    expect((await search('job_type=INTERNSHIP')).results.map((j) => j.id)).toEqual([id.cafe]);
    expect((await search('job_type=contractual')).results.map((j) => j.id)).toEqual([id.nurseNairobi]);
    expect((await search('job_type=voluntary')).results.map((j) => j.id)).toEqual([id.kampala]);
    expect((await search('posted_within=day')).results.map((j) => j.id)).toEqual([id.cafe]);
    expect((await search('posted_within=week')).results.map((j) => j.id)).toEqual([
      id.cafe,
      id.mechanic,
      id.software,
      id.today,
      id.murang,
    ]);
    expect((await search('posted_within=month')).count).toBe(7);
    expect((await search('job_title=nurse&city=Kisumu')).results.map((j) => j.id)).toEqual([id.nurseKisumu]);
  });

  it('When sorted by date, then the newest match comes first whatever its relevance', async () => {
    const relevance = await search('job_title=engineer');
    expect(relevance.results[0]!.id).toBe(id.software);
    const byDate = await search('job_title=engineer&sort=date');
    expect(byDate.results[0]!.id).toBe(id.mechanic);
    expect(new Set(byDate.results.map((j) => j.id))).toEqual(new Set(relevance.results.map((j) => j.id)));
  });

  it('When include_expired=1, then expired jobs show too, but never drafts', async () => {
    const page = await search('include_expired=1&job_title=software');
    expect(page.results.map((j) => j.id)).toEqual(expect.arrayContaining([id.software, id.expired]));
    expect(page.results.map((j) => j.id)).not.toContain(id.draft);
    expect((await search('job_title=software')).results.map((j) => j.id)).not.toContain(id.expired);
  });

  it('When a title is changed, then its new words are found with typos too', async () => {
    const renamed = (
      await addJob(t, {
        employerId: (await createUser(t, 'employer')).id,
        jobTitle: 'Cashier',
      })
    ).id;
    await t.db.update(jobs).set({ jobTitle: 'Veterinarian' }).where(eq(jobs.id, renamed));
    expect((await search('job_title=veterinarain')).results.map((j) => j.id)).toEqual([renamed]);
    await t.db.delete(jobs).where(eq(jobs.id, renamed));
  });

  it('When a job changes place, kind, company or status, then searching its words follows at once', async () => {
    const owner = (await createUser(t, 'employer')).id;
    const moved = (
      await addJob(t, {
        employerId: owner,
        jobTitle: 'Zoologist',
        companyName: 'Savanna Trust',
        city: 'Nairobi',
        locationType: 'remote',
      })
    ).id;
    const found = async (query: string) => (await search(query)).results.map((j) => j.id);
    expect(await found('job_title=zoologist&location_type=remote')).toEqual([moved]);
    await t.db.update(jobs).set({ locationType: 'on-site', city: 'Kisumu' }).where(eq(jobs.id, moved));
    expect(await found('job_title=zoologist&location_type=remote')).toEqual([]);
    expect(await found('job_title=zoologist&location_type=on-site&city=kisumu')).toEqual([moved]);
    await t.db.update(jobs).set({ companyName: 'Rift Wildlife' }).where(eq(jobs.id, moved));
    expect(await found('job_title=savanna')).toEqual([]);
    expect(await found('job_title=wildlife')).toEqual([moved]);
    // An applicant count going up leaves the job findable.
    await t.db.update(jobs).set({ applicantsCount: 3 }).where(eq(jobs.id, moved));
    expect(await found('job_title=zoologist')).toEqual([moved]);
    await t.db.update(jobs).set({ status: 'draft' }).where(eq(jobs.id, moved));
    expect(await found('job_title=zoologist')).toEqual([]);
    await t.db.delete(jobs).where(eq(jobs.id, moved));
  });

  it('When a word has under 3 letters, then it matches the beginning of title words', async () => {
    expect(titles(await search('job_title=da'))).toContain('Data Analyst');
    expect(titles(await search('job_title=da%20analyst'))[0]).toBe('Data Analyst');
  });

  it('When a job is due today, then it is still open', async () => {
    expect((await search('job_title=cashier')).results.map((j) => j.id)).toEqual([id.today]);
  });

  it('When nothing matches, then the answer is an empty page', async () => {
    expect(await search('job_title=zzzqqq')).toEqual({
      count: 0,
      count_capped: false,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('When bad parameters are given, then the answer is 400 with the field, never a 500', async () => {
    for (const query of ['page=0', 'page=abc', 'page=-1', 'page=1.5', `job_title=${'a'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${query}` });
      expect(res.statusCode, query.slice(0, 20)).toBe(400);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/search/?page=0' });
    expect(res.json()).toEqual({ page: [JOB_MESSAGES.pageInvalid] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs/search/?location_type=moon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('location_type');
  });

  it('When odd text is searched, then it is handled as words, never as SQL or a query syntax', async () => {
    for (const text of [
      "'; drop table jobs; --",
      'a & b | !c',
      ':*',
      '%_%',
      '()',
      '   ',
      'é',
      'x'.repeat(200),
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/search/?job_title=${encodeURIComponent(text)}&city=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode, text).toBe(200);
    }
  });
});

describe('GET /jobs/search/ paging', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp();
    const employer = await createUser(p, 'employer');
    for (let i = 0; i < PAGE_SIZE * 2 + 5; i++) {
      await addJob(p, { employerId: employer.id, jobTitle: `Sales Agent ${i}`, publishedAt: daysAgo(i) });
    }
  });
  afterAll(async () => {
    await p?.close();
  });

  it('When paging to the last page, then each page has its links and no job repeats', async () => {
    const seen = new Set<number>();
    let url: string | null = 'http://localhost:3000/api/jobs/search/?job_title=sales';
    const pages: Page[] = [];
    while (url) {
      const res = await p.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      pages.push(page);
      for (const job of page.results) seen.add(job.id);
      url = page.next;
    }
    expect(pages.map((pg) => pg.results.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 5]);
    expect(seen.size).toBe(PAGE_SIZE * 2 + 5);
    expect(pages.every((pg) => pg.count === PAGE_SIZE * 2 + 5)).toBe(true);
    expect(pages[2]!.previous).toBe('http://localhost:3000/api/jobs/search/?job_title=sales&page=2');
    expect(pages[0]!.next).toBe('http://localhost:3000/api/jobs/search/?job_title=sales&page=2');
  });

  it('When a page beyond the last is asked, then it is empty with no next page', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/api/jobs/search/?page=9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: PAGE_SIZE * 2 + 5, next: null, results: [] });
  });

  it('When there are more matches than the count cap, then the count stops there, says so, and paging stays exact', async () => {
    const query = (page: number) => ({
      job_title: 'sales',
      page,
      sort: 'relevance' as const,
      include_expired: false,
    });
    const exact = await searchJobs(p.db, query(1));
    expect(exact).toMatchObject({ count: PAGE_SIZE * 2 + 5, countCapped: false });
    const first = await searchJobs(p.db, query(1), { countCap: 25 });
    expect(first).toMatchObject({ count: 25, countCapped: true });
    expect(first.results.map((j) => j.id)).toEqual(exact.results.map((j) => j.id));
    // Past the cap the count reaches the end of the page asked for, so a next page is always known.
    const second = await searchJobs(p.db, query(2), { countCap: 25 });
    expect(second).toMatchObject({ count: PAGE_SIZE * 2, countCapped: true });
    const last = await searchJobs(p.db, query(3), { countCap: 25 });
    expect(last).toMatchObject({ count: PAGE_SIZE * 2 + 5, countCapped: false });
    expect(last.results).toHaveLength(5);
    const res = await p.app.inject({ method: 'GET', url: '/api/jobs/search/?job_title=sales' });
    expect(res.json()).toMatchObject({ count: PAGE_SIZE * 2 + 5, count_capped: false });
  });
});
