import { randomUUID } from 'node:crypto';
import type { DataExportAnswer } from '@kweli/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Executor, Tx } from '../../db/connect.ts';
import type { SessionUser } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { enqueueEmail, enqueueWork } from '../../platform/outbox.ts';
import type { Language } from '../../platform/texts.ts';
import { alertsData } from '../alerts/index.ts';
import { applicationsData } from '../applications/index.ts';
import { accountData, compose, helloLine, userLanguage } from '../auth/index.ts';
import { loadProfile } from '../candidates/index.ts';
import { companyProfileData } from '../employers/index.ts';
import { jobsData } from '../jobs/index.ts';
import { dataExportKey, ownFiles, readStoredFile, signDataExport, storeDataExport } from '../media/index.ts';
import { notificationsData } from '../notifications/index.ts';
import { savedJobsData } from '../saved-jobs/index.ts';
import { listConsents } from './records.ts';
import { dataExports, dataViews } from './schema.ts';
import { privacyTexts } from './texts.ts';

/**
 * Download my data (issue 23 item 2; docs/product/rules.md "Privacy"): `POST /privacy/export/` queues
 * the work (outbox topic `privacy.export`) and answers at once; the worker gathers what every module
 * holds of the person through their `index.ts`, zips it with the person's own files (fflate, decision
 * 082), stores it and e-mails the owner. Only the owner reads an export; it is kept 7 days.
 */
export const EXPORT_TOPIC = 'privacy.export';
export const EXPORT_KEPT_DAYS = 7;

type ExportRow = typeof dataExports.$inferSelect;

async function answerOf(row: ExportRow): Promise<DataExportAnswer> {
  const live = row.status === 'ready' && row.fileKey && row.expiresAt && row.expiresAt.getTime() > Date.now();
  return {
    id: row.id,
    status: row.status,
    download_url: live ? (await signDataExport(row.fileKey!)).url : null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** Everything the product holds of the person, as data.json says it. */
async function gather(tx: Executor, user: { id: number; role: 'candidate' | 'employer' }) {
  const common = {
    exported_at: new Date().toISOString(),
    account: await accountData(tx, user.id),
    notifications: await notificationsData(tx, user.id),
    consents: await listConsents(tx, user.id),
  };
  if (user.role === 'employer') {
    return {
      ...common,
      company_profile: await companyProfileData(tx, user.id),
      jobs: await jobsData(tx, user.id),
    };
  }
  const { applications, drafts } = await applicationsData(tx, user.id);
  const views = await tx
    .select()
    .from(dataViews)
    .where(eq(dataViews.candidateId, user.id))
    .orderBy(desc(dataViews.createdAt), desc(dataViews.id));
  return {
    ...common,
    profile: await loadProfile(tx, user.id),
    applications,
    drafts,
    saved_jobs: await savedJobsData(tx, user.id),
    job_alerts: await alertsData(tx, user.id),
    who_viewed_my_profile: views.map((v) => ({
      company_name: v.companyName,
      what: v.what,
      at: v.createdAt.toISOString(),
    })),
  };
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'file';

async function buildZip(tx: Executor, user: { id: number; role: 'candidate' | 'employer' }): Promise<Buffer> {
  const data = await gather(tx, user);
  const entries: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
  };
  const files = await ownFiles(tx, user.id);
  const listed: { file: string; type: string; name: string }[] = [];
  for (const [i, file] of files.entries()) {
    const bytes = await readStoredFile(file.key);
    if (!bytes) continue;
    const path = `files/${i + 1}-${file.fileType}-${safeName(file.name)}`;
    entries[path] = new Uint8Array(bytes);
    listed.push({ file: path, type: file.fileType, name: file.name });
  }
  entries['files.json'] = strToU8(JSON.stringify(listed, null, 2));
  return Buffer.from(zipSync(entries, { level: 6 }));
}

function readyEmail(to: string, link: string, language: Language) {
  const t = privacyTexts(language);
  return compose(
    to,
    t('exportReady.subject'),
    helloLine(language),
    [t('exportReady.ready'), t('exportReady.download', { count: EXPORT_KEPT_DAYS })],
    t('exportReady.action'),
    link,
    [t('exportReady.notYou')],
    language,
  );
}

export function createDataExports(ctx: AppContext) {
  const { db, config } = ctx;

  /** The outbox handler: makes the ZIP of one export, or marks it failed (the user may ask again). */
  async function make(payload: unknown, tx: Tx): Promise<void> {
    const exportId = (payload as { exportId?: string }).exportId ?? '';
    const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, exportId)).for('update');
    if (row?.status !== 'pending') return;
    const owner = await accountData(tx, row.userId);
    if (!owner) return;
    try {
      // A savepoint: a failure inside leaves the outer transaction usable to record it.
      await tx.transaction(async (inner) => {
        const bytes = await buildZip(inner, { id: row.userId, role: owner.role });
        const key = dataExportKey(row.userId, row.id);
        await storeDataExport(key, bytes);
        await inner
          .update(dataExports)
          .set({
            status: 'ready',
            fileKey: key,
            readyAt: sql`now()`,
            expiresAt: sql`now() + make_interval(days => ${EXPORT_KEPT_DAYS})`,
          })
          .where(eq(dataExports.id, row.id));
        await enqueueEmail(
          inner,
          readyEmail(
            owner.email,
            `${config.publicUrl}/settings?export=${row.id}`,
            await userLanguage(inner, row.userId),
          ),
        );
      });
    } catch (error) {
      await tx
        .update(dataExports)
        .set({ status: 'failed', lastError: String((error as Error).message ?? error).slice(0, 500) })
        .where(eq(dataExports.id, row.id));
    }
  }

  return {
    make,

    /** One export at a time: asking again while one is being made answers that one. */
    async request(me: SessionUser): Promise<DataExportAnswer> {
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data_export'), ${me.id})`);
        const [pending] = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.userId, me.id), eq(dataExports.status, 'pending')))
          .limit(1);
        if (pending) return pending;
        const [created] = await tx
          .insert(dataExports)
          .values({ id: randomUUID(), userId: me.id })
          .returning();
        await enqueueWork(tx, EXPORT_TOPIC, { exportId: created!.id });
        return created!;
      });
      return answerOf(row);
    },

    /** Another user's export (or none) answers 404. */
    async status(me: SessionUser, id: string): Promise<DataExportAnswer> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, me.id)));
      if (!row) throw notFound();
      return answerOf(row);
    },
  };
}
