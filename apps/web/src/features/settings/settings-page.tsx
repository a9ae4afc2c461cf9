import { useDocumentTitle } from '../../lib/document-title.ts';

/** /settings, for any signed-in role: the spec shows only this text. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <section>
      <h1>Settings</h1>
      <p>User Settings - Coming soon</p>
    </section>
  );
}
