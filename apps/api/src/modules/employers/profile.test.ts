import { API_MESSAGES, EMPLOYER_MESSAGES, MEDIA_MESSAGES } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerProfiles, jobs, uploads } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { uploadTestFile } from '../media/test-uploads.ts';

/** The company profile: reading, each validation rule with its message, the logo, and who may call. */
let t: TestApp;
let employer: TestUser;

const patch = (user: TestUser | null, payload: object) =>
  t.call(user, 'PATCH', '/employer-profile/', payload);

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
});
afterAll(async () => t.close());

describe('reading and saving', () => {
  it('When a new employer reads the profile, then it is empty, incomplete, with the user name and e-mail', async () => {
    for (const url of ['/employer-profile/', '/employer/profile/']) {
      const res = await t.call(employer, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user_name: 'Test Employer',
        email: employer.email,
        company_name: '',
        company_logo: null,
        link_1: null,
        is_complete: false,
      });
    }
  });

  it('When step 1 then step 2 are saved, then each keeps the other and the four facts make it complete', async () => {
    const one = await patch(employer, {
      company_name: 'Savanna Digital Labs',
      industry: 'Technology',
      city: 'Nairobi',
      country: 'Kenya',
      website: 'https://savanna.co.ke',
      company_description: 'We build software.\nIn Nairobi.',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().is_complete).toBe(true);
    const two = await patch(employer, {
      phone_number_1: '+254712345678',
      phone_number_2: '',
      company_email: 'careers@savanna.co.ke',
      link_1: { platform: 'LinkedIn', url: 'https://linkedin.com/company/savanna' },
      link_2: { platform: '', url: '' },
      link_3: null,
    });
    expect(two.statusCode).toBe(200);
    expect(two.json()).toMatchObject({
      company_name: 'Savanna Digital Labs',
      company_description: 'We build software.\nIn Nairobi.',
      phone_number_1: '+254712345678',
      link_1: { platform: 'LinkedIn', url: 'https://linkedin.com/company/savanna' },
      link_2: null,
      link_3: null,
      is_complete: true,
    });
  });
});

describe('validation', () => {
  const cases: [string, object, Record<string, string[]>][] = [
    [
      'a blank company name',
      { company_name: '  ' },
      { company_name: [EMPLOYER_MESSAGES.companyNameRequired] },
    ],
    ['a blank industry', { industry: '' }, { industry: [EMPLOYER_MESSAGES.industryRequired] }],
    [
      'an industry not in the list',
      { industry: 'Mining' },
      { industry: [EMPLOYER_MESSAGES.industryUnknown] },
    ],
    ['a country not in the list', { country: 'Narnia' }, { country: [EMPLOYER_MESSAGES.countryUnknown] }],
    [
      'an e-mail without a domain',
      { company_email: 'hr@savanna' },
      { company_email: [EMPLOYER_MESSAGES.emailInvalid] },
    ],
    ['a website that is no address', { website: 'savanna' }, { website: [EMPLOYER_MESSAGES.websiteInvalid] }],
    [
      'a website with a long top-level part',
      { website: 'https://savanna.abcdefg' },
      { website: [EMPLOYER_MESSAGES.websiteInvalid] },
    ],
    [
      'a phone with spaces',
      { phone_number_1: '+254 712 345678' },
      { phone_number_1: [EMPLOYER_MESSAGES.phoneInvalid] },
    ],
    [
      'a phone with dashes',
      { phone_number_2: '0712-345678' },
      { phone_number_2: [EMPLOYER_MESSAGES.phoneInvalid] },
    ],
    [
      'a link with a platform and no url',
      { link_2: { platform: 'X', url: ' ' } },
      { 'link_2.url': [EMPLOYER_MESSAGES.linkUrlRequired] },
    ],
  ];
  for (const [what, body, errors] of cases) {
    it(`When ${what} is sent, then it answers its message and nothing changes`, async () => {
      const [before] = await t.db
        .select()
        .from(employerProfiles)
        .where(eq(employerProfiles.userId, employer.id));
      const res = await patch(employer, { city: 'Changed', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
      const [after] = await t.db
        .select()
        .from(employerProfiles)
        .where(eq(employerProfiles.userId, employer.id));
      expect(after).toEqual(before);
    });
  }

  it('When the optional contact fields are empty, then they are accepted (checked only when filled)', async () => {
    const res = await patch(employer, {
      company_email: '',
      website: '',
      phone_number_1: '',
      phone_number_2: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company_email: '', website: '', phone_number_1: '' });
  });

  it('When a website or link is typed without https://, then it is completed and stored whole', async () => {
    const res = await patch(employer, {
      website: 'www.savanna.co.ke',
      link_1: { platform: 'GitHub', url: 'github.com/savanna' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      website: 'https://www.savanna.co.ke',
      link_1: { platform: 'GitHub', url: 'https://github.com/savanna' },
    });
    const [stored] = await t.db
      .select()
      .from(employerProfiles)
      .where(eq(employerProfiles.userId, employer.id));
    expect(stored?.website).toBe('https://www.savanna.co.ke');
  });

  it('When a website has http and a valid host, then it is accepted', async () => {
    for (const website of ['http://example.com', 'https://www.jamii.co.ke/careers?x=1']) {
      expect((await patch(employer, { website })).statusCode, website).toBe(200);
    }
  });
});

describe('the logo', () => {
  it('When an uploaded logo is saved, then it is attached and copied with the name onto the employer’s jobs', async () => {
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Engineer', companyName: 'Old name' });
    const key = await uploadTestFile(t, employer, 'company_logo');
    const res = await patch(employer, { company_logo: key, company_name: 'Savanna Labs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().company_logo).toBe(key);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.s3Key, key));
    expect(upload?.attachedAt).toBeInstanceOf(Date);
    const [copy] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(copy).toMatchObject({ companyName: 'Savanna Labs', companyLogo: key });
    // A visitor may read a logo once it is attached.
    const read = await t.app.inject({ method: 'GET', url: `/api/get-signed-media-url/?file_path=${key}` });
    expect(read.statusCode).toBe(200);
  });

  it("When another employer's logo or a CV key is sent, then it is refused and the profile keeps its logo", async () => {
    const other = await createUser(t, 'employer');
    const theirs = await uploadTestFile(t, other, 'company_logo');
    const [before] = await t.db
      .select()
      .from(employerProfiles)
      .where(eq(employerProfiles.userId, employer.id));
    const res = await patch(employer, { company_logo: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ company_logo: [MEDIA_MESSAGES.notFound] });
    const [after] = await t.db
      .select()
      .from(employerProfiles)
      .where(eq(employerProfiles.userId, employer.id));
    expect(after?.companyLogo).toBe(before?.companyLogo);
  });

  it('When a new logo replaces the old one, then the old upload is released for the clean-up', async () => {
    const [before] = await t.db
      .select()
      .from(employerProfiles)
      .where(eq(employerProfiles.userId, employer.id));
    const key = await uploadTestFile(t, employer, 'company_logo');
    expect((await patch(employer, { company_logo: key })).statusCode).toBe(200);
    const [old] = await t.db.select().from(uploads).where(eq(uploads.s3Key, before!.companyLogo!));
    expect(old?.releasedAt).toBeInstanceOf(Date);
  });
});

describe('roles', () => {
  it('When a candidate or a visitor calls the profile endpoints, then 403 or 401', async () => {
    const candidate = await createUser(t, 'candidate');
    for (const url of ['/employer-profile/', '/employer/profile/']) {
      expect((await t.call(candidate, 'GET', url)).json()).toEqual({ detail: API_MESSAGES.forbidden });
      expect((await t.call(null, 'GET', url)).statusCode).toBe(401);
    }
    const res = await patch(candidate, { company_name: 'Sneaky' });
    expect(res.statusCode).toBe(403);
    expect((await patch(null, { company_name: 'Sneaky' })).statusCode).toBe(401);
  });
});
