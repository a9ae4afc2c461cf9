import { useOnline } from './online.ts';
import { useT } from './texts.ts';

/**
 * Says so when the phone is offline and the page shows what was kept on it (a saved job's page, the
 * saved jobs list). A live region that is always there, so that the change is announced.
 */
export function OfflineNotice({ text = 'page' }: { text?: 'page' | 'savedJobs' }) {
  const online = useOnline();
  const t = useT();
  return (
    <div role="status" className="offline-notice">
      {online ? null : <p className="alert">{t(text)}</p>}
    </div>
  );
}
