import {
  API_MESSAGES,
  adultBirthCutoff,
  CANDIDATE_MESSAGES,
  MEDIA_MESSAGES,
  todayInNairobi,
} from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, educations, uploads, workExperiences } from '../../db/schema.ts';
import { createTestApp, type Method, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { postMultipart, testFiles, uploadTestFile } from '../media/test-uploads.ts';

/**
 * The candidate's profile, work experience and education: every rule of docs/product/candidate.md §5 on the
 * server.
 */
let t: TestApp;
let candidate: TestUser;
let other: TestUser;
let employer: TestUser;

const today = todayInNairobi();
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const ADULT = '1995-05-17';

const step1 = {
  first_name: 'Achieng',
  last_name: 'Otieno',
  phone: '+254712345678',
  date_of_birth: ADULT,
  preferences: {
    industries: ['Technology'],
    job_titles: ['Software Engineer'],
    locations: [{ city: 'Nairobi', country: 'Kenya' }],
  },
};

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
  other = await createUser(t, 'candidate');
  employer = await createUser(t, 'employer');
});
afterAll(async () => t.close());

describe('roles', () => {
  const endpoints: [Method, string, object?][] = [
    ['GET', '/candidate-profile/'],
    ['PATCH', '/candidate-profile/', step1],
    ['POST', '/work-experiences/', { company_name: 'A', job_title: 'B' }],
    ['PUT', '/work-experiences/1/', { company_name: 'A', job_title: 'B' }],
    ['DELETE', '/work-experiences/1/'],
    ['POST', '/educations/', { institution_name: 'A', course: 'B' }],
    ['PUT', '/educations/1/', { institution_name: 'A', course: 'B' }],
    ['DELETE', '/educations/1/'],
    ['GET', '/recommendations/recommended/'],
  ];

  it('When no token is sent, then every candidate endpoint answers 401', async () => {
    for (const [method, url, body] of endpoints) {
      const res = await t.call(null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ detail: API_MESSAGES.unauthenticated });
    }
  });

  it('When an employer calls, then every candidate endpoint answers 403 and nothing changes', async () => {
    for (const [method, url, body] of endpoints) {
      const res = await t.call(employer, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.db.select().from(workExperiences)).toHaveLength(0);
  });
});

describe('GET and PATCH /candidate-profile/', () => {
  it('When the profile is read, then it has the e-mail, the streak and empty lists', async () => {
    const res = await t.call(candidate, 'GET', '/candidate-profile/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ email: candidate.email });
    expect(body.current_streak).toBe(1);
    expect(body.longest_streak).toBe(1);
    expect(body.preferences).toEqual({ industries: [], job_titles: [], locations: [] });
    expect(body.work_experiences).toEqual([]);
    expect(body.is_complete).toBe(false);
  });

  it('When names and the date of birth are missing, then each has its message and nothing is saved', async () => {
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      first_name: ' ',
      phone: '+254700000001',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: [CANDIDATE_MESSAGES.firstNameRequired],
      last_name: [CANDIDATE_MESSAGES.lastNameRequired],
      date_of_birth: [CANDIDATE_MESSAGES.dateOfBirthRequired],
    });
    expect((await t.call(candidate, 'GET', '/candidate-profile/')).json().phone).toBe('');
  });

  it('When only a CV is attached to an empty profile, then the personal details are not demanded', async () => {
    const fresh = await createUser(t, 'candidate');
    const cv = await uploadTestFile(t, fresh, 'cv');
    const res = await t.call(fresh, 'PATCH', '/candidate-profile/', { cv_file: cv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cv_file: cv, first_name: '', is_complete: false });
    const named = await t.call(fresh, 'PATCH', '/candidate-profile/', { first_name: 'Juma' });
    expect(named.json()).toEqual({
      last_name: [CANDIDATE_MESSAGES.lastNameRequired],
      date_of_birth: [CANDIDATE_MESSAGES.dateOfBirthRequired],
    });
  });

  it('When the candidate is under 18, then the date of birth is refused; exactly 18 is accepted', async () => {
    const cutoff = adultBirthCutoff(today);
    const dayAfter = new Date(Date.parse(`${cutoff}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const young = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      ...step1,
      date_of_birth: dayAfter,
    });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({ date_of_birth: [CANDIDATE_MESSAGES.tooYoung] });
    const adult = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      ...step1,
      date_of_birth: cutoff,
    });
    expect(adult.statusCode).toBe(200);
  });

  it('When step 1 is saved, then the profile has it and counts as complete', async () => {
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', step1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ...step1,
      full_name: 'Achieng Otieno',
      is_complete: true,
      cities: ['Nairobi'],
    });
  });

  it('When a category holds more than 3 preferences, then it is refused with its message', async () => {
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      preferences: {
        industries: ['Technology', 'Finance', 'Media', 'Energy'],
        job_titles: ['a1', 'a2', 'a3', 'a4'],
        locations: [1, 2, 3, 4].map(() => ({ city: 'Nairobi', country: 'Kenya' })),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'preferences.industries': [CANDIDATE_MESSAGES.tooManyIndustries],
      'preferences.job_titles': [CANDIDATE_MESSAGES.tooManyJobTitles],
      'preferences.locations': [CANDIDATE_MESSAGES.tooManyLocations],
    });
  });

  it('When an industry or country is not on the lists, then it is refused', async () => {
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      preferences: { industries: ['Piracy'], locations: [{ city: 'X', country: 'Atlantis' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'preferences.industries.0': [CANDIDATE_MESSAGES.industryUnknown],
      'preferences.locations.0.country': [CANDIDATE_MESSAGES.countryUnknown],
    });
  });

  it('When three links are saved, then they are kept; a fourth is refused', async () => {
    const links = {
      link_1: { platform: 'LinkedIn', url: 'https://www.linkedin.com/in/achieng' },
      link_2: { platform: 'GitHub', url: 'https://github.com/achieng' },
      link_3: { platform: 'Portfolio', url: 'https://achieng.dev' },
    };
    const ok = await t.call(candidate, 'PATCH', '/candidate-profile/', links);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject(links);
    const fourth = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      link_4: { platform: 'X', url: 'https://x.com/a' },
    });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ link_4: [CANDIDATE_MESSAGES.tooManyLinks] });
    const bad = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      link_1: { platform: 'X', url: 'javascript:alert(1)' },
    });
    expect(bad.json()).toEqual({ 'link_1.url': [CANDIDATE_MESSAGES.linkInvalid] });
  });

  it('When a link is typed without https:// (github.com/wanjiku), then it is stored as https://…', async () => {
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      link_1: { platform: 'GitHub', url: 'github.com/wanjiku' },
      link_2: { platform: 'Site', url: 'www.example.co.ke' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      link_1: { platform: 'GitHub', url: 'https://github.com/wanjiku' },
      link_2: { platform: 'Site', url: 'https://www.example.co.ke' },
    });
    const bad = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      link_1: { platform: 'X', url: 'not an address' },
    });
    expect(bad.json()).toEqual({ 'link_1.url': [CANDIDATE_MESSAGES.linkInvalid] });
  });

  it('When a picture and a CV are attached, then the keys are kept; web addresses sent back change nothing', async () => {
    const picture = await uploadTestFile(t, candidate, 'profile_picture');
    const cv = await uploadTestFile(t, candidate, 'cv');
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      profile_picture: picture,
      cv_file: cv,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profile_picture: picture, cv_file: cv });
    const again = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      profile_picture: 'https://cdn.example.com/signed/picture.jpg?sig=1',
      cv_file: 'http://localhost:3000/api/files/media/cv/1/x.pdf?signature=abc',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ profile_picture: picture, cv_file: cv });
  });

  it("When a picture sent as the CV or another candidate's file, then it is refused", async () => {
    const picture = await uploadTestFile(t, candidate, 'profile_picture');
    const wrongKind = await t.call(candidate, 'PATCH', '/candidate-profile/', { cv_file: picture });
    expect(wrongKind.json()).toEqual({ cv_file: [MEDIA_MESSAGES.cvType] });
    const theirs = await uploadTestFile(t, other, 'cv');
    const stolen = await t.call(candidate, 'PATCH', '/candidate-profile/', { cv_file: theirs });
    expect(stolen.json()).toEqual({ cv_file: [MEDIA_MESSAGES.notFound] });
  });

  it('When lists are sent with the update, then blank entries are skipped and the end date of current ones cleared', async () => {
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      work_experiences: [
        { company_name: '', job_title: '  ' },
        {
          company_name: 'Pesa Haraka',
          job_title: 'Software Engineer',
          from_date: '2021-07-01',
          to_date: '2022-01-01',
          is_current: true,
        },
      ],
      educations: [
        { institution_name: '', course: '' },
        {
          institution_name: 'JKUAT',
          course: 'BSc Computer Science',
          from_date: '2014-09-01',
          to_date: '2018-11-30',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.work_experiences).toHaveLength(1);
    expect(body.work_experiences[0]).toMatchObject({
      company_name: 'Pesa Haraka',
      is_current: true,
      to_date: null,
    });
    expect(body.educations).toHaveLength(1);
    expect(body.educations[0]).toMatchObject({ institution_name: 'JKUAT', education_level: null });
    // Sent again without the experience: the list replaces the candidate's entries.
    const cleared = await t.call(candidate, 'PATCH', '/candidate-profile/', { work_experiences: [] });
    expect(cleared.json().work_experiences).toEqual([]);
  });
  it("When the update's list names another candidate's entry, then it is not found and nothing changes", async () => {
    const theirs = (
      await t.call(other, 'POST', '/work-experiences/', { company_name: 'Theirs', job_title: 'X' })
    ).json();
    const mine = (
      await t.call(candidate, 'POST', '/work-experiences/', { company_name: 'Mine', job_title: 'Y' })
    ).json();
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      phone: '+254799999999',
      work_experiences: [{ id: theirs.id, company_name: 'Taken', job_title: 'Over' }],
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(workExperiences).where(eq(workExperiences.id, theirs.id));
    expect(row?.companyName).toBe('Theirs');
    const after = (await t.call(candidate, 'GET', '/candidate-profile/')).json();
    expect(after.work_experiences.map((w: { id: number }) => w.id)).toContain(mine.id);
    expect(after.phone).not.toBe('+254799999999');
  });
});

describe('work experience', () => {
  it('When an entry is added, changed and removed, then each answer shows it', async () => {
    const created = await t.call(candidate, 'POST', '/work-experiences/', {
      company_name: 'Savanna Digital Labs',
      job_title: 'Junior Software Engineer',
      from_date: '2019-01-07',
      to_date: '2021-06-30',
      is_current: false,
      responsibilities: 'M-Pesa integrations.',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const changed = await t.call(candidate, 'PUT', `/work-experiences/${id}/`, {
      company_name: 'Savanna Digital Labs',
      job_title: 'Software Engineer',
      from_date: '2019-01-07',
      to_date: '2021-06-30',
      is_current: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id,
      job_title: 'Software Engineer',
      is_current: true,
      to_date: null,
    });
    expect((await t.call(candidate, 'DELETE', `/work-experiences/${id}/`)).statusCode).toBe(204);
    expect(await t.db.select().from(workExperiences).where(eq(workExperiences.id, id))).toHaveLength(0);
  });

  it('When dates are in the future, then each is refused with its message', async () => {
    const res = await t.call(candidate, 'POST', '/work-experiences/', {
      company_name: 'Future Co',
      job_title: 'Seer',
      from_date: tomorrow,
      to_date: tomorrow,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      from_date: [CANDIDATE_MESSAGES.futureDate],
      to_date: [CANDIDATE_MESSAGES.futureDate],
    });
  });

  it("When another candidate's entry is changed or removed, then it is not found and stays", async () => {
    const created = await t.call(other, 'POST', '/work-experiences/', {
      company_name: 'Theirs',
      job_title: 'Theirs',
    });
    const { id } = created.json();
    expect(
      (await t.call(candidate, 'PUT', `/work-experiences/${id}/`, { company_name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await t.call(candidate, 'DELETE', `/work-experiences/${id}/`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(workExperiences).where(eq(workExperiences.id, id));
    expect(row?.companyName).toBe('Theirs');
  });

  it('When an entry names neither company nor title, then it is refused', async () => {
    const res = await t.call(candidate, 'POST', '/work-experiences/', { responsibilities: 'Something' });
    expect(res.json()).toEqual({ company_name: [CANDIDATE_MESSAGES.experienceEmpty] });
  });
});

describe('education', () => {
  it('When institution and course are missing, then each has its message', async () => {
    const res = await t.call(candidate, 'POST', '/educations/', { from_date: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      institution_name: [CANDIDATE_MESSAGES.institutionRequired],
      course: [CANDIDATE_MESSAGES.courseRequired],
    });
  });

  it('When an education is created first, then its certificate is uploaded against its id and attached', async () => {
    const created = await t.call(candidate, 'POST', '/educations/', {
      institution_name: 'Strathmore University',
      course: 'BCom',
      education_level: "Bachelor's Degree",
      from_date: '2014-09-01',
      is_current: true,
      to_date: '2015-01-01',
    });
    expect(created.statusCode).toBe(201);
    const education = created.json();
    expect(education).toMatchObject({
      education_level: "Bachelor's Degree",
      to_date: null,
      certificate: null,
    });
    const key = await uploadTestFile(t, candidate, 'education_certificate', { educationId: education.id });
    const res = await t.call(candidate, 'PUT', `/educations/${education.id}/`, {
      ...education,
      certificate: key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().certificate).toBe(key);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.s3Key, key));
    expect(upload?.attachedAt).not.toBeNull();
  });

  it('When an education level is not on the list, then it is refused', async () => {
    const res = await t.call(candidate, 'POST', '/educations/', {
      institution_name: 'X',
      course: 'Y',
      education_level: 'Wizardry',
    });
    expect(res.json()).toEqual({ education_level: [CANDIDATE_MESSAGES.educationLevelUnknown] });
  });

  it('When an education is sent as multipart with a certificate, then both are saved at once', async () => {
    const form = new FormData();
    form.set('institution_name', 'University of Nairobi');
    form.set('course', 'BSc Statistics');
    form.set('from_date', '2012-09-01');
    form.set('to_date', '2016-06-30');
    form.set('is_current', 'false');
    form.set('certificate', new Blob([testFiles.pdf()], { type: 'application/pdf' }), 'degree.pdf');
    const res = await postMultipart(t, candidate, '/educations/', form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ institution_name: 'University of Nairobi', is_current: false });
    expect(body.certificate).toMatch(/^media\/education_certificate\/\d+\/degree_/);
    const read = await t.call(
      candidate,
      'GET',
      `/get-signed-media-url/?file_path=${encodeURIComponent(body.certificate)}`,
    );
    expect(read.statusCode).toBe(200);
  });

  it('When the multipart certificate is not a PDF or image, or the start date is missing, then nothing is saved', async () => {
    const before = (await t.db.select().from(educations)).length;
    for (const [fields, file, expected] of [
      [{ from_date: '2012-09-01' }, testFiles.exe(), { certificate: [MEDIA_MESSAGES.certificateType] }],
      [{}, testFiles.pdf(), { from_date: [CANDIDATE_MESSAGES.startDateRequired] }],
    ] as const) {
      const form = new FormData();
      form.set('institution_name', 'University of Nairobi');
      form.set('course', 'BSc Statistics');
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('certificate', new Blob([file], { type: 'application/pdf' }), 'degree.pdf');
      const res = await postMultipart(t, candidate, '/educations/', form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect(await t.db.select().from(educations)).toHaveLength(before);
  });

  it("When another candidate's education is changed or removed, then it is not found", async () => {
    const created = await t.call(other, 'POST', '/educations/', {
      institution_name: 'Theirs',
      course: 'Theirs',
    });
    const { id } = created.json();
    expect(
      (await t.call(candidate, 'PUT', `/educations/${id}/`, { institution_name: 'A', course: 'B' }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(candidate, 'DELETE', `/educations/${id}/`)).statusCode).toBe(404);
    expect(await t.db.select().from(educations).where(eq(educations.id, id))).toHaveLength(1);
  });

  it('When an education is removed, then its certificate is released', async () => {
    const created = await t.call(candidate, 'POST', '/educations/', {
      institution_name: 'Moi University',
      course: 'BEd',
      from_date: '2010-01-01',
    });
    const { id } = created.json();
    const key = await uploadTestFile(t, candidate, 'education_certificate', { educationId: id });
    await t.call(candidate, 'PUT', `/educations/${id}/`, { ...(created.json() as object), certificate: key });
    expect((await t.call(candidate, 'DELETE', `/educations/${id}/`)).statusCode).toBe(204);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.s3Key, key));
    expect(upload?.releasedAt).not.toBeNull();
  });
});

describe('an account without a profile row', () => {
  it('When it reads its profile, then the empty profile answers and nothing is written; its first save creates it', async () => {
    const bare = await createUser(t, 'candidate');
    await t.db.delete(candidateProfiles).where(eq(candidateProfiles.userId, bare.id));
    const read = await t.call(bare, 'GET', '/candidate-profile/');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: bare.id, first_name: '', full_name: '', is_complete: false });
    expect(await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, bare.id))).toEqual(
      [],
    );
    expect((await t.call(bare, 'PATCH', '/candidate-profile/', step1)).statusCode).toBe(200);
    const [row] = await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, bare.id));
    expect(row).toMatchObject({ firstName: 'Achieng', lastName: 'Otieno' });
  });
});
