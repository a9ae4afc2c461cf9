import { ALERT_FREQUENCIES, ALERT_MESSAGES, type AlertFrequency, type JobAlert } from '@kweli/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { alertQueryText } from '../../lib/job-facts.ts';
import { useLabel } from '../../lib/labels.ts';
import { T, useT } from './texts.ts';

/**
 * A candidate's job alerts (issue 24): each alert's search, how often it comes (changeable), and Delete,
 * which ends it. New alerts are made from a search ("Create alert for this search").
 */
const ALERTS_KEY = ['job-alerts'];

export function JobAlertsPage() {
  const t = useT();
  const label = useLabel();
  useDocumentTitle(t('page.title'));
  const client = useQueryClient();
  const alerts = useQuery({ queryKey: ALERTS_KEY, queryFn: () => api<JobAlert[]>('/job-alerts/') });
  const refresh = () => client.invalidateQueries({ queryKey: ALERTS_KEY });
  const change = useMutation({
    mutationFn: ({ id, frequency }: { id: number; frequency: AlertFrequency }) =>
      api(`/job-alerts/${id}/`, { method: 'PATCH', body: { frequency } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/job-alerts/${id}/`, { method: 'DELETE' }),
    onSettled: refresh,
  });

  return (
    <section className="dashboard-page">
      <h1>{t('page.title')}</h1>
      <p>
        <T
          k="page.intro"
          values={{ button: messageText(ALERT_MESSAGES.createButton) }}
          components={{ link: <Link to="/browse-jobs" /> }}
        />
      </p>
      {alerts.isPending ? <p role="status">{t('page.loading')}</p> : null}
      {alerts.isError ? (
        <p className="alert alert-error" role="alert">
          {messageText(ALERT_MESSAGES.loadFailed)}
        </p>
      ) : null}
      {alerts.data?.length === 0 ? <p>{messageText(ALERT_MESSAGES.noAlerts)}</p> : null}
      <ul className="resource-list">
        {alerts.data?.map((alert) => (
          <li key={alert.id} className="card">
            <h2>{alertQueryText(alert.query)}</h2>
            {alert.from_profile ? <p className="muted">{messageText(ALERT_MESSAGES.fromProfile)}</p> : null}
            <div className="field">
              <label htmlFor={`alert-${alert.id}-frequency`}>{t('page.howOften')}</label>
              <select
                id={`alert-${alert.id}-frequency`}
                value={alert.frequency}
                onChange={(e) => change.mutate({ id: alert.id, frequency: e.target.value as AlertFrequency })}
              >
                {ALERT_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {label('alertFrequency', f)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('page.deleteOf', { alert: alertQueryText(alert.query) })}
              onClick={() => remove.mutate(alert.id)}
            >
              {t('page.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
