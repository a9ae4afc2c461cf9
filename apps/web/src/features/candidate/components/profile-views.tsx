import { PRIVACY_MESSAGES } from '@kweli/shared';
import { messageText } from '../../../i18n/messages/index.ts';
import { dateTimeInNairobi } from '../../../lib/date-time.ts';
import { useProfileViews } from '../api/privacy.ts';
import { useT } from '../texts.ts';

const SHOWN = 5;
/**
 * "Employers who viewed your profile" on the candidate dashboard (issue 23 item 5): the latest employers
 * who opened the talent profile, an application or the CV, newest first.
 */
export function ProfileViews() {
  const t = useT();
  const views = useProfileViews();
  return (
    <section className="card stack" aria-labelledby="profile-views-heading">
      <h2 id="profile-views-heading">{messageText(PRIVACY_MESSAGES.viewsTitle)}</h2>
      {views.isPending ? (
        <p className="page-loading" role="status">
          {t('views.loading')}
        </p>
      ) : views.isError ? (
        <div className="stack">
          <p className="alert alert-error" role="alert">
            {messageText(PRIVACY_MESSAGES.viewsFailed)}
          </p>
          <button type="button" className="button button-secondary" onClick={() => void views.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : views.data.count === 0 ? (
        <p className="empty-state">{messageText(PRIVACY_MESSAGES.viewsEmpty)}</p>
      ) : (
        <>
          <ul className="profile-views">
            {views.data.results.slice(0, SHOWN).map((view, i) => (
              <li key={`${view.at}-${i}`}>
                <strong>{view.company_name || t('views.anEmployer')}</strong>{' '}
                {messageText(PRIVACY_MESSAGES.viewedWhat[view.what])}
                <span className="muted"> · {dateTimeInNairobi(view.at)}</span>
              </li>
            ))}
          </ul>
          {views.data.count > SHOWN ? (
            <p className="muted">{t('views.inAll', { count: views.data.count })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
