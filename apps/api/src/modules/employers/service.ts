import {
  type EmployerProfile,
  type EmployerProfilePatch,
  isCompanyProfileComplete,
  type PortfolioLink,
  type PublicCompany,
} from '@kweli/shared';
import { and, asc, eq, gt, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { madeStale, PUBLIC_JOBS } from '../../platform/stale-answers.ts';
import { userAccounts, userFacts } from '../auth/index.ts';
import { claimUpload, releaseUpload } from '../media/index.ts';
import { employerProfiles, employerVerifications } from './schema.ts';
import { isVerifiedEmployer } from './verification.ts';

/**
 * The company profile (docs/product/employer.md §3, §4): read, and update any subset of its fields. A new
 * logo is attached through the media module's rules (the employer's own, checked image upload) and the old
 * one released; the company name and logo are copied onto the employer's jobs in the same transaction.
 */
type ProfileRow = typeof employerProfiles.$inferSelect;

function toAnswer(row: ProfileRow, email: string): EmployerProfile {
  const answer = {
    user_name: row.userName,
    email,
    company_name: row.companyName,
    industry: row.industry,
    city: row.city,
    country: row.country,
    website: row.website,
    company_description: row.companyDescription,
    phone_number_1: row.phoneNumber1,
    phone_number_2: row.phoneNumber2,
    company_email: row.companyEmail,
    company_logo: row.companyLogo,
    link_1: row.link1 ?? null,
    link_2: row.link2 ?? null,
    link_3: row.link3 ?? null,
  };
  return { ...answer, is_complete: isCompanyProfileComplete(answer) };
}

async function loadRow(db: Executor, userId: number, lock = false): Promise<ProfileRow> {
  const query = db.select().from(employerProfiles).where(eq(employerProfiles.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The empty company profile of a new employer account, in the sign-up's transaction. */
export async function createEmployerProfile(
  tx: Executor,
  userId: number,
  names: { userName: string; companyName: string },
): Promise<void> {
  await tx.insert(employerProfiles).values({ userId, ...names });
}

/** The name the account e-mails greet an employer by: the contact person's, given at sign-up. */
export async function employerSignUpName(db: Executor, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: employerProfiles.userName })
    .from(employerProfiles)
    .where(eq(employerProfiles.userId, userId));
  return row?.name ?? '';
}

export async function getEmployerProfile(db: Executor, userId: number): Promise<EmployerProfile> {
  const row = await loadRow(db, userId);
  return toAnswer(row, (await userFacts(db, userId))?.email ?? '');
}

/** The company facts the jobs module copies onto each new or updated job. */
export interface CompanyCopy {
  companyName: string;
  companyLogo: string | null;
  /** An admin verified the employer (issue 22 item 2): the badge on its jobs. */
  employerVerified?: boolean;
}

/** The company facts copied onto each new or updated job. */
export async function companyCopy(db: Executor, userId: number): Promise<CompanyCopy> {
  const row = await loadRow(db, userId);
  return {
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    employerVerified: await isVerifiedEmployer(db, userId),
  };
}

/**
 * A company's public page (issue 27 item 13): the profile of an active employer account that has named
 * its company. A closed (deactivated) or suspended (issue 22 item 6) account, a candidate's id or an employer who never named the
 * company is not found (docs/decisions/055-what-the-job-page-tells.md).
 */
export async function findPublicCompany(db: Executor, id: number): Promise<PublicCompany | null> {
  const [row] = await db
    .select({ profile: employerProfiles, verification: employerVerifications.status })
    .from(employerProfiles)
    .innerJoin(userAccounts, eq(userAccounts.userId, employerProfiles.userId))
    .leftJoin(employerVerifications, eq(employerVerifications.employerId, employerProfiles.userId))
    .where(
      and(
        eq(employerProfiles.userId, id),
        eq(userAccounts.role, 'employer'),
        eq(userAccounts.isActive, true),
        isNull(userAccounts.suspendedAt),
        ne(employerProfiles.companyName, ''),
      ),
    );
  if (!row) return null;
  const p = row.profile;
  return {
    id: p.userId,
    company_name: p.companyName,
    company_logo: p.companyLogo,
    industry: p.industry,
    city: p.city,
    country: p.country,
    website: p.website,
    company_description: p.companyDescription,
    links: [p.link1, p.link2, p.link3].filter((l): l is PortfolioLink => Boolean(l?.url)),
    employer_verified: row.verification === 'verified',
  };
}

/** What gives a company a public page: an active, unsuspended employer account and a company name (as above). */
const hasPublicPage = and(
  eq(userAccounts.role, 'employer'),
  eq(userAccounts.isActive, true),
  isNull(userAccounts.suspendedAt),
  ne(employerProfiles.companyName, ''),
);

/**
 * The sitemap's view of the company pages (issue 24 item 7): the companies with a public page in groups of
 * `size` consecutive ids (group n holds ids (n-1)×size+1 … n×size), each with its profile's last change.
 */
export async function publicCompanyGroups(
  db: Executor,
  size: number,
): Promise<{ group: number; updatedAt: Date }[]> {
  // The size is written into the statement: the grouping must be the same text in SELECT and GROUP BY.
  const group = sql<number>`((${employerProfiles.userId} - 1) / ${sql.raw(String(Math.trunc(size)))})::int + 1`;
  const found = await db
    .select({ group, updatedAt: max(employerProfiles.updatedAt) })
    .from(employerProfiles)
    .innerJoin(userAccounts, eq(userAccounts.userId, employerProfiles.userId))
    .where(hasPublicPage)
    .groupBy(group)
    .orderBy(group);
  return found.map((r) => ({ group: Number(r.group), updatedAt: new Date(r.updatedAt!) }));
}

/** The companies with a public page whose ids are in (after, upTo], by id, with their profile's last change. */
export async function publicCompaniesBetween(
  db: Executor,
  after: number,
  upTo: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: employerProfiles.userId, updatedAt: employerProfiles.updatedAt })
    .from(employerProfiles)
    .innerJoin(userAccounts, eq(userAccounts.userId, employerProfiles.userId))
    .where(and(hasPublicPage, gt(employerProfiles.userId, after), lte(employerProfiles.userId, upTo)))
    .orderBy(asc(employerProfiles.userId));
}

export async function publicCompany(db: Executor, id: number): Promise<PublicCompany> {
  const company = await findPublicCompany(db, id);
  if (!company) throw notFound();
  return company;
}

/** A link row left empty is stored as no link. */
const storedLink = (link: { platform: string; url: string } | null): PortfolioLink | null =>
  link && (link.platform || link.url) ? { platform: link.platform, url: link.url } : null;

export async function updateEmployerProfile(
  db: Db,
  userId: number,
  patch: EmployerProfilePatch,
): Promise<EmployerProfile> {
  const row = await db.transaction(async (tx) => {
    const before = await loadRow(tx, userId, true);
    const logo = patch.company_logo === undefined ? before.companyLogo : patch.company_logo || null;
    if (logo !== before.companyLogo) {
      if (logo) {
        await claimUpload(tx, {
          key: logo,
          ownerId: userId,
          fileTypes: ['company_logo'],
          field: 'company_logo',
        });
      }
      if (before.companyLogo) await releaseUpload(tx, before.companyLogo);
    }
    const set: Partial<typeof employerProfiles.$inferInsert> = {
      companyName: patch.company_name,
      industry: patch.industry,
      city: patch.city,
      country: patch.country,
      website: patch.website,
      companyDescription: patch.company_description,
      phoneNumber1: patch.phone_number_1,
      phoneNumber2: patch.phone_number_2,
      companyEmail: patch.company_email,
      companyLogo: logo,
      link1: patch.link_1 === undefined ? undefined : storedLink(patch.link_1),
      link2: patch.link_2 === undefined ? undefined : storedLink(patch.link_2),
      link3: patch.link_3 === undefined ? undefined : storedLink(patch.link_3),
      updatedAt: new Date(),
    };
    const [after] = await tx
      .update(employerProfiles)
      .set(set)
      .where(eq(employerProfiles.userId, userId))
      .returning();
    if (after!.companyName !== before.companyName || after!.companyLogo !== before.companyLogo) {
      await publish(tx, 'company.changed', {
        employerId: userId,
        companyName: after!.companyName,
        companyLogo: after!.companyLogo,
      });
    }
    return after!;
  });
  // The company name and logo are shown on the employer's jobs.
  madeStale(db, PUBLIC_JOBS);
  return toAnswer(row, (await userFacts(db, userId))?.email ?? '');
}
