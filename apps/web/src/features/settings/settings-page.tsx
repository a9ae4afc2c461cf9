import { useDocumentTitle } from '../../lib/document-title.ts';
import { EmailNotificationsSetting } from './email-notifications-setting.tsx';

/** /settings, for any signed-in role: the spec's 'Coming soon' text, and the notification e-mail switch. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <section>
      <h1>Settings</h1>
      <p>User Settings - Coming soon</p>
      <EmailNotificationsSetting />
    </section>
  );
}
