import { DATA_SAVER_MESSAGES } from '@kweli/shared';
import { useId } from 'react';
import { useMessageText } from '../i18n/messages/index.ts';
import { setDataSaver, useDataSaver } from '../lib/data-saver.ts';

/**
 * The data saver switch (lib/data-saver.ts): in the footer for everyone, and in /settings. It takes
 * effect at once on every image of the page.
 */
export function DataSaverSetting({ className = 'setting' }: { className?: string }) {
  const id = useId();
  const on = useDataSaver();
  const text = useMessageText();
  return (
    <div className={className}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={on}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDataSaver(event.target.checked)}
        />
        <label htmlFor={id}>{text(DATA_SAVER_MESSAGES.label)}</label>
      </div>
      <p id={`${id}-hint`} className="muted">
        {text(DATA_SAVER_MESSAGES.hint)}
      </p>
    </div>
  );
}
