// The language dropdown (fr, en, es, de) each screen can place in its header: the choice is stored in
// `language`, sets <html lang> and re-renders the interface. Language names are shown in their own
// language so that anyone can find theirs.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@affinia/contract';
import { currentLanguage, isLanguage, setLanguage } from '../../i18n';

const nativeNames = { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' } as const;

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink-600">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="min-h-11 cursor-pointer rounded-lg border border-ink-400 bg-white px-2.5 py-1.5 text-sm text-ink-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
