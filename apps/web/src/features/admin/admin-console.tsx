import { ADMIN_MESSAGES, type AdminMe } from '@kweli/shared';
import { data, NavLink, Outlet, useLoaderData } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { session } from '../../lib/session.ts';
import { getAdminMe } from './admin-api.ts';
import './admin.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * /admin (issue 22 item 1): the console of the moderators. The server decides who is an admin; for
 * anyone else the console does not exist, so the router shows its not-found screen rather than a page
 * that tells a scammer where the moderators work. Without a session the route guard sends to login.
 */
export async function adminConsoleLoader(): Promise<AdminMe | null> {
  if (!session.isLoggedIn()) return null;
  try {
    return await getAdminMe();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      throw data(messageText(ADMIN_MESSAGES.notAdmin), { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

/** The console's sections, in the order of the moderators' day. */
const SECTIONS = [
  { to: '/admin/queue', label: ADMIN_MESSAGES.sections.queue },
  { to: '/admin/verifications', label: ADMIN_MESSAGES.sections.verifications },
  { to: '/admin/reports', label: ADMIN_MESSAGES.sections.reports },
  { to: '/admin/employers', label: ADMIN_MESSAGES.sections.employers },
  { to: '/admin/audit', label: ADMIN_MESSAGES.sections.audit },
];

export function AdminConsole() {
  const t = useT();
  useDocumentTitle(messageText(ADMIN_MESSAGES.consoleTitle));
  const admin = useLoaderData<AdminMe | null>();
  if (!admin) return null;
  return (
    <section className="admin-console">
      <h1>{messageText(ADMIN_MESSAGES.consoleTitle)}</h1>
      <p className="muted">
        {messageText(ADMIN_MESSAGES.consoleIntro)} {t('signedInAs', { email: admin.email })}
      </p>
      <nav className="admin-sections" aria-label={messageText(ADMIN_MESSAGES.consoleTitle)}>
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} className="admin-section-link">
            {messageText(section.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
