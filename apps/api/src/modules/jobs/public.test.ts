import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { addJob, daysFromToday } from './test-jobs.ts';

/** The public job call and the public job page's HTML (title, Open Graph, JobPosting JSON-LD). */
let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  id.open = (
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Clinical Officer </script><script>alert(1)</script>',
      companyName: 'Afya "Bora" & Sons',
      city: 'Kisumu',
      country: 'Kenya',
      locationType: 'remote',
      workingPeriod: 'full-time',
      jobType: 'contractual',
      description: 'See patients at our clinic. <b>Bold</b> claims & more.',
    })
  ).id;
  id.expired = (
    await addJob(t, { employerId: employer.id, jobTitle: 'Old Job', dueDate: daysFromToday(-3) })
  ).id;
  id.draft = (
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Secret Draft',
      status: 'draft',
      publishedAt: null,
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /employer/public/jobs/{id}/', () => {
  it('When a job is published, then anyone reads it; an expired one too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${id.open}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: id.open,
      company_name: 'Afya "Bora" & Sons',
      status: 'published',
    });
    const expired = await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${id.expired}/` });
    expect(expired.statusCode).toBe(200);
    expect(expired.json().due_date).toBe(daysFromToday(-3));
  });

  it('When the job is a draft, unknown or the id is not a number, then the answer is 404 or 400', async () => {
    for (const jobId of [id.draft, 999_999, 99_999_999_999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${jobId}/` });
      expect(res.statusCode === 404 || res.statusCode === 400, String(jobId)).toBe(true);
    }
    const draft = await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${id.draft}/` });
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual({ detail: 'Not found.' });
    const abc = await t.app.inject({ method: 'GET', url: '/api/employer/public/jobs/abc/' });
    expect(abc.statusCode).toBe(400);
  });
});

describe('GET /public/jobs/{id}/details (HTML)', () => {
  const head = async (jobId: number | string | undefined) => {
    const res = await t.app.inject({ method: 'GET', url: `/public/jobs/${jobId}/details` });
    return { status: res.statusCode, html: res.body, type: res.headers['content-type'] };
  };

  it('When a job page is fetched, then its HTML carries the title, description and Open Graph tags, escaped', async () => {
    const { status, html, type } = await head(id.open);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain(
      '<title>Clinical Officer &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; at Afya &#34;Bora&#34; &#38; Sons | Kweli Jobs</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta property="og:title" content="Clinical Officer &#60;\/script&#62;/);
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/public/jobs/${id.open}/details" />`,
    );
    expect(html).toMatch(
      /<meta property="og:description" content="Kisumu, Kenya · Contractual · Full-time\. See patients/,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('When the JSON-LD is read, then it is a valid JobPosting that no text can break out of', async () => {
    const { html } = await head(id.open);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const posting = JSON.parse(blocks[0]![1]!);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Clinical Officer </script><script>alert(1)</script>',
      description: 'See patients at our clinic. <b>Bold</b> claims & more.',
      validThrough: `${daysFromToday(30)}T23:59:59+03:00`,
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      hiringOrganization: { '@type': 'Organization', name: 'Afya "Bora" & Sons' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Kisumu', addressCountry: 'Kenya' },
      },
      jobLocationType: 'TELECOMMUTE',
      url: `http://localhost:3000/public/jobs/${id.open}/details`,
    });
    expect(posting.datePosted).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('When a job page is fetched, then it carries the job exactly as the API answers it, under the address the app asks', async () => {
    const { html } = await head(id.open);
    const block = /<script type="application\/json" id="prefetched-answers">([\s\S]*?)<\/script>/.exec(html);
    const api = await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${id.open}/` });
    expect(JSON.parse(block![1]!)).toEqual({ [`/api/employer/public/jobs/${id.open}/`]: api.json() });
  });

  it('When the job is a draft or unknown, then the plain app page answers 404 without the job', async () => {
    for (const jobId of [id.draft, 123_456, 'abc']) {
      const { status, html } = await head(jobId);
      expect(status, String(jobId)).toBe(404);
      expect(html).not.toContain('Secret Draft');
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('prefetched-answers');
    }
  });
});
