import { EXPORT_MESSAGES } from '@kweli/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageText } from '../../i18n/messages/index.ts';
import { getDataExport, requestDataExport } from './settings-api.ts';

const POLL_MS = 2000;

/**
 * Download my data (issue 23 item 2): asks for the ZIP, follows it while it is made, then offers the
 * download. The e-mail sent when it is ready links here with `?export=<id>`.
 */
export function ExportSection() {
  const [params] = useSearchParams();
  const [id, setId] = useState<string | null>(() => params.get('export'));
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useQuery({
    queryKey: ['privacy', 'export', id],
    queryFn: () => getDataExport(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });

  const ask = async () => {
    setAsking(true);
    setFailed(false);
    try {
      setId((await requestDataExport()).id);
    } catch {
      setFailed(true);
    } finally {
      setAsking(false);
    }
  };

  const state = current.data;
  const expired = state?.status === 'ready' && !state.download_url;
  return (
    <section className="card settings-section" aria-labelledby="export-title">
      <h2 id="export-title">{messageText(EXPORT_MESSAGES.title)}</h2>
      <p className="muted">{messageText(EXPORT_MESSAGES.hint)}</p>
      {state?.status === 'pending' ? <p role="status">{messageText(EXPORT_MESSAGES.pending)}</p> : null}
      {state?.status === 'ready' && state.download_url ? (
        <div role="status" className="stack">
          <p>{messageText(EXPORT_MESSAGES.ready)}</p>
          <a className="button button-primary" href={state.download_url} download="kweli-jobs-my-data.zip">
            {messageText(EXPORT_MESSAGES.download)}
          </a>
        </div>
      ) : null}
      {expired ? <p>{messageText(EXPORT_MESSAGES.expired)}</p> : null}
      {failed || state?.status === 'failed' || current.isError ? (
        <p className="alert alert-error" role="alert">
          {messageText(EXPORT_MESSAGES.failed)}
        </p>
      ) : null}
      {state?.status === 'pending' ? null : (
        <button
          type="button"
          className="button button-secondary"
          disabled={asking}
          onClick={() => void ask()}
        >
          {messageText(EXPORT_MESSAGES.start)}
        </button>
      )}
    </section>
  );
}
