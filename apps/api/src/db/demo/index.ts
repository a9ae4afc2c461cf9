import { type CandidatePreferences, countyOfTown, INDUSTRIES, KENYA, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { addProfileAlerts } from '../../modules/alerts/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { type Db, rows } from '../connect.ts';
import {
  candidateProfiles,
  educations,
  employerProfiles,
  employerVerifications,
  jobs,
  users,
  workExperiences,
} from '../schema.ts';
import { addDemoApplicants } from './applicants.ts';
import { addDemoApplications } from './applications.ts';
import { attachDemoCv } from './candidate-files.ts';
import { DEMO_CANDIDATES } from './candidates.ts';
import { DEMO_COMPANIES } from './companies.ts';
import {
  APPLICATION_DETAILS,
  BENEFITS,
  demoPay,
  describeJob,
  REQUIREMENTS,
  SHOWCASE_JOBS,
  TITLES_BY_INDUSTRY,
} from './jobs.ts';
import { storeDemoLogos } from './logos.ts';
import { addDemoNotifications } from './notifications.ts';
import { TALENT_POOL } from './talent-pool.ts';

/** Every demo candidate: the hand-written ones (the first is the demo login) and the talent pool. */
const CANDIDATES = [...DEMO_CANDIDATES, ...TALENT_POOL];

/**
 * The demo data set loaded on the first start of the embedded database, so that a newcomer finds a
 * living board: East African companies with complete profiles, jobs in all 20 industries (some drafts,
 * some past their due date) and candidates with profiles. Deterministic: the same data every time.
 */
export const DEMO_PASSWORD = 'Kweli@2024';
export const DEMO_LOGINS = [
  { role: 'employer', email: 'employer@kweli.demo' },
  { role: 'candidate', email: 'candidate@kweli.demo' },
] as const;

export interface DemoResult {
  created: boolean;
  password: string;
  logins: readonly { role: string; email: string }[];
}

/** A small seeded generator, so the demo data is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A demo candidate's preferred places in Kenya name their county, as the profile form asks for them
 * (issue 25 item 4): without it Find Talent's county filter found no one in the demo pool.
 */
const withCounties = (preferences: CandidatePreferences): CandidatePreferences => ({
  ...preferences,
  locations: preferences.locations.map((place) =>
    place.country === KENYA && !place.county && countyOfTown(place.city)
      ? { ...place, county: countyOfTown(place.city) }
      : place,
  ),
});

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * `storage`: where the demo logos and CVs are written. With a file store every company gets a logo and
 * candidates a CV; tests of other areas load the data without one.
 */
export async function loadDemoData(db: Db, options: { storage?: FileStorage } = {}): Promise<DemoResult> {
  const result = { password: DEMO_PASSWORD, logins: DEMO_LOGINS };
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if ((existing?.n ?? 0) > 0) return { created: false, ...result };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rand = random(2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const today = todayInNairobi();

  await db.transaction(async (tx) => {
    // Employers: the first company belongs to the demo employer login.
    const employerRows = await tx
      .insert(users)
      .values(
        DEMO_COMPANIES.map((c, i) => ({
          email: i === 0 ? DEMO_LOGINS[0].email : `hr@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.demo`,
          passwordHash,
          role: 'employer' as const,
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    const logos = options.storage
      ? await storeDemoLogos(
          tx,
          options.storage,
          DEMO_COMPANIES.map((c, i) => ({ ownerId: employerRows[i]!.id, name: c.name })),
        )
      : [];
    await tx.insert(employerProfiles).values(
      DEMO_COMPANIES.map((c, i) => ({
        userId: employerRows[i]!.id,
        userName: i === 0 ? 'Wanjiku Kamau' : `${c.name} HR`,
        companyName: c.name,
        industry: c.industry,
        city: c.city,
        country: c.country,
        website: `https://www.${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.co.ke`,
        companyDescription: c.description,
        phoneNumber1: `+2547${String(10_000_000 + i * 7919).slice(0, 8)}`,
        companyEmail: `careers@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.co.ke`,
        companyLogo: logos[i] ?? null,
        link1: {
          platform: 'LinkedIn',
          url: `https://www.linkedin.com/company/${c.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
        },
      })),
    );

    // Every other company but the demo employer's is verified (issue 22 item 2), so the badge shows
    // on the board and the demo employer can ask for it itself.
    const verified = (ci: number) => ci % 2 === 1;
    await tx.insert(employerVerifications).values(
      DEMO_COMPANIES.flatMap((_, i) =>
        verified(i)
          ? [
              {
                employerId: employerRows[i]!.id,
                status: 'verified' as const,
                kraPin: `P05${String(1_000_000 + i * 7919).padStart(7, '0')}K`,
                registrationNumber: `PVT-DEMO${i}`,
                document: '',
                decidedAt: new Date(),
                reason: 'Demo data: checked.',
              },
            ]
          : [],
      ),
    );

    // Jobs: every company posts in its own industry, and every industry gets jobs.
    const jobRows: (typeof jobs.$inferInsert)[] = [];
    DEMO_COMPANIES.forEach((company, ci) => {
      const count = 10 + Math.floor(rand() * 8);
      for (let j = 0; j < count; j++) {
        const industry = j % 5 === 4 ? pick(INDUSTRIES) : company.industry;
        const title = pick(TITLES_BY_INDUSTRY[industry]);
        const ageDays = Math.floor(rand() * 60);
        const state = j === 0 ? 'draft' : j === 1 ? 'expired' : 'open';
        const publishedAt = new Date(Date.now() - ageDays * 86_400_000 - Math.floor(rand() * 86_400_000));
        // One job in five is in another town; only a Kenyan company's goes to another Kenyan town (a company
        // in Kampala posts in Kampala, never "Nairobi, Uganda"). The draw is made either way, so the demo
        // board's other jobs stay the same.
        const otherTown =
          rand() < 0.8 ? null : pick(['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika']);
        const city = otherTown && company.country === KENYA ? otherTown : company.city;
        const locationType = pick(['on-site', 'on-site', 'remote', 'hybrid'] as const);
        const workingPeriod = pick(['full-time', 'full-time', 'part-time', 'hybrid'] as const);
        jobRows.push({
          employerId: employerRows[ci]!.id,
          jobTitle: title,
          companyName: company.name,
          companyLogo: logos[ci] ?? null,
          employerVerified: verified(ci),
          industry,
          city,
          county: company.country === KENYA ? countyOfTown(city) : '',
          country: company.country,
          locationType,
          workingPeriod,
          ...demoPay(title, industry, company.country, workingPeriod, locationType, ci * 31 + j),
          jobType: pick(['permanent', 'permanent', 'contractual', 'internship', 'voluntary'] as const),
          dueDate:
            state === 'expired'
              ? addDays(today, -3 - Math.floor(rand() * 20))
              : rand() < 0.1
                ? null
                : addDays(today, 7 + Math.floor(rand() * 50)),
          description: describeJob(title, company.name, company.city),
          requirements: pick(REQUIREMENTS),
          applicationDetails: APPLICATION_DETAILS,
          benefits: pick(BENEFITS),
          status: state === 'draft' ? 'draft' : 'published',
          publishedAt: state === 'draft' ? null : publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        });
      }
    });
    // The showcase jobs take nothing from the seeded generator, so the generated data stays the same.
    SHOWCASE_JOBS.forEach((showcase, i) => {
      const ci = DEMO_COMPANIES.findIndex((c) => c.name === showcase.company);
      const company = DEMO_COMPANIES[ci]!;
      const city = showcase.city ?? company.city;
      const publishedAt = new Date(Date.now() - showcase.postedHoursAgo * 3_600_000);
      jobRows.push({
        employerId: employerRows[ci]!.id,
        jobTitle: showcase.title,
        companyName: company.name,
        companyLogo: logos[ci] ?? null,
        employerVerified: verified(ci),
        industry: showcase.industry,
        city,
        county: company.country === KENYA ? countyOfTown(city) : '',
        country: company.country,
        locationType: showcase.locationType,
        workingPeriod: showcase.workingPeriod,
        ...demoPay(
          showcase.title,
          showcase.industry,
          company.country,
          showcase.workingPeriod,
          showcase.locationType,
          i,
        ),
        jobType: showcase.jobType,
        dueDate: showcase.dueInDays === null ? null : addDays(today, showcase.dueInDays),
        description: describeJob(showcase.title, company.name, city),
        requirements: REQUIREMENTS[i % REQUIREMENTS.length]!,
        applicationDetails: APPLICATION_DETAILS,
        benefits: BENEFITS[i % BENEFITS.length]!,
        status: 'published',
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    });
    await tx.insert(jobs).values(jobRows);

    // Candidates: the first one is the demo candidate login.
    const candidateRows = await tx
      .insert(users)
      .values(
        CANDIDATES.map((c, i) => ({
          email: i === 0 ? DEMO_LOGINS[1].email : `${c.firstName}.${c.lastName}@example.com`.toLowerCase(),
          passwordHash,
          role: 'candidate' as const,
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(candidateProfiles).values(
      CANDIDATES.map((c, i) => ({
        userId: candidateRows[i]!.id,
        fullName: `${c.firstName} ${c.lastName}`,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        dateOfBirth: c.dateOfBirth,
        preferences: withCounties(c.preferences),
        ...(c.links
          ? { link1: c.links[0] ?? null, link2: c.links[1] ?? null, link3: c.links[2] ?? null }
          : {}),
      })),
    );
    await tx
      .insert(workExperiences)
      .values(
        CANDIDATES.flatMap((c, i) => c.experience.map((e) => ({ candidateId: candidateRows[i]!.id, ...e }))),
      );
    await tx
      .insert(educations)
      .values(
        CANDIDATES.flatMap((c, i) => c.education.map((e) => ({ candidateId: candidateRows[i]!.id, ...e }))),
      );
    // Every demo candidate has a CV: a small real PDF of their profile.
    const { storage } = options;
    if (storage) {
      for (const [i, c] of CANDIDATES.entries()) {
        const email =
          i === 0 ? DEMO_LOGINS[1].email : `${c.firstName}.${c.lastName}@example.com`.toLowerCase();
        await attachDemoCv(tx, storage, candidateRows[i]!.id, c, email);
      }
    }
    await addDemoApplications(tx, candidateRows[0]!.id, employerRows[0]!.id);
    await addDemoApplicants(
      tx,
      employerRows[0]!.id,
      candidateRows.slice(1, 5).map((r) => r.id),
    );
    await addDemoNotifications(tx, candidateRows[0]!.id, employerRows[0]!.id);
    // Each candidate's weekly alert of their preferences, as a saved profile makes it (issue 24 item 5).
    await addProfileAlerts(tx);
  });
  return { created: true, ...result };
}
