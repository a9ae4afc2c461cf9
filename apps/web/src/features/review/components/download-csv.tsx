import { APPLICANTS_EXPORT_MESSAGES, applicantsFileName } from '@kweli/shared';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { messageText } from '../../../i18n/messages/index.ts';

/**
 * "Download CSV" on the applicants page (issue 28 item 6): the export needs the session's token, so it is
 * fetched like any call and handed to the browser as a file (a link alone would go without the token).
 */
export const getApplicantsCsv = (jobId: number) =>
  api<string>('/applications/for_job/export.csv', { query: { job_id: jobId } });

function saveFile(text: string, name: string) {
  // The byte order mark the server sent (read away by the text decoder) lets spreadsheets read UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DownloadCsv({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await getApplicantsCsv(jobId), applicantsFileName(jobId, jobTitle));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="button-row">
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy
          ? messageText(APPLICANTS_EXPORT_MESSAGES.downloading)
          : messageText(APPLICANTS_EXPORT_MESSAGES.download)}
      </button>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {messageText(APPLICANTS_EXPORT_MESSAGES.failed)}
        </p>
      ) : null}
    </div>
  );
}
