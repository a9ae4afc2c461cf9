import { API_MOUNT, API_PATHS, apiAddress, companyJobsPage } from '@kweli/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { cappedPageAnswer } from '../../platform/paging.ts';
import { sendHtml } from '../../platform/web/send-html.ts';
import { renderAppShell, SCREEN_SOURCES } from '../../platform/web/shell.ts';
import { findPublicCompany } from '../employers/index.ts';
import { companyJobs } from './company-jobs.ts';

/**
 * A company's public page (`/companies/{id}`, issue 27 item 13): the web app's shell with the screen's
 * code preloaded and the company and its first page of open jobs carried
 * as the API answers them, so that a phone shows the page without a second round trip
 * (docs/decisions/016-web-budgets.md, "First screen"). A closed or unknown company answers 404, and the
 * app shows its not-found message.
 */
export async function registerCompanyPage(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A web page, not an API call: kept out of the OpenAPI document.
  app.get<{ Params: { companyId: string } }>(
    '/companies/:companyId',
    { schema: { hide: true } },
    async (request, reply) => {
      const raw = request.params.companyId;
      const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
      const company = id > 0 ? await findPublicCompany(ctx.db, id) : null;
      if (!company) return sendHtml(request, reply, renderAppShell({ screen: SCREEN_SOURCES.company }), 404);
      const list = await companyJobs(ctx.db, id, 1);
      const jobsPath = `${API_MOUNT}${API_PATHS.companyJobs(raw)}`;
      const jobs = companyJobsPage.parse(
        cappedPageAnswer(ctx.config.publicUrl, { url: jobsPath, query: { page: 1 } }, 1, list),
      );
      const html = renderAppShell({
        screen: SCREEN_SOURCES.company,
        answers: {
          [apiAddress(API_PATHS.company(raw))]: company,
          [apiAddress(API_PATHS.companyJobs(raw), { page: 1 })]: jobs,
        },
      });
      return sendHtml(request, reply, html);
    },
  );
}
