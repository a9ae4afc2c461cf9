import { ACCOUNT_MESSAGES } from '@kweli/shared';
import { useQuery } from '@tanstack/react-query';
import { DataSaverSetting } from '../../components/data-saver-setting.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { LanguageSetting } from '../../i18n/language-switcher.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailNotificationsSetting } from './email-notifications-setting.tsx';
import { EmailSection } from './email-section.tsx';
import { ExportSection } from './export-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { ACCOUNT_KEY, getAccount } from './settings-api.ts';
import './settings.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';
import { VisibilitySetting } from './visibility-setting.tsx';

/**
 * /settings, for any signed-in role: the real account settings (issue 23 item 1; docs/product/rules.md
 * "Account settings"): e-mail address, password, e-mail preferences, visibility to employers
 * (candidates), the active sessions, download my data (item 2) and delete my account (item 3).
 */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('title'));
  const account = useQuery({ queryKey: ACCOUNT_KEY, queryFn: getAccount });
  return (
    <section className="settings-page">
      <h1>{t('title')}</h1>
      {account.isError ? (
        <LoadError message={messageText(ACCOUNT_MESSAGES.failed)} onRetry={() => void account.refetch()} />
      ) : null}
      {account.data ? (
        <>
          <EmailSection account={account.data} />
          {account.data.has_password ? (
            <PasswordSection />
          ) : (
            <section className="card settings-section" aria-labelledby="password-title">
              <h2 id="password-title">{messageText(ACCOUNT_MESSAGES.passwordTitle)}</h2>
              <p>{messageText(ACCOUNT_MESSAGES.noPassword)}</p>
            </section>
          )}
          <section className="card settings-section" aria-labelledby="preferences-title">
            <h2 id="preferences-title">{messageText(ACCOUNT_MESSAGES.preferencesTitle)}</h2>
            <EmailNotificationsSetting />
            <DataSaverSetting />
          </section>
          <LanguageSetting />
          {account.data.role === 'candidate' ? <VisibilitySetting /> : null}
          <SessionsSection />
          <ExportSection />
          <DeleteAccountSection account={account.data} />
        </>
      ) : null}
    </section>
  );
}
