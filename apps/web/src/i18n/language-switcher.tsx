import { LANGUAGES, type Language } from '@kweli/shared';
import { useId } from 'react';
import { useToast } from '../components/toast.tsx';
import { currentLanguage } from './index.ts';
import { chooseLanguage } from './language.ts';
import { useT } from './texts.ts';

/** Each language's name, in itself. */
const NAMES = { en: 'languages.en', sw: 'languages.sw' } as const;

/**
 * The language switcher (issue 25 item 1): a labelled select, in the header of every page and in
 * /settings. Each language is named in itself, marked with its `lang` so a screen reader says
 * "Kiswahili" with a Swahili voice. The screen switches once the Swahili texts have arrived.
 */
export function LanguageSelect({
  className,
  showLabel = false,
}: {
  className?: string;
  showLabel?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  return (
    <span className={className ?? 'language-switcher'}>
      <label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {t('switcher.label')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) =>
          void chooseLanguage(event.target.value as Language, () => toast(t('setting.notSaved'), 'error'))
        }
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(NAMES[language])}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The language section of /settings. */
export function LanguageSetting() {
  const t = useT();
  return (
    <section className="card settings-section" aria-labelledby="language-setting-title">
      <h2 id="language-setting-title">{t('setting.title')}</h2>
      <p className="hint">{t('setting.hint')}</p>
      <LanguageSelect className="language-setting" showLabel />
    </section>
  );
}
