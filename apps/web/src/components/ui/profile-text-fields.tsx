// The profile's two free texts as the questionnaire and the dashboard's "Modifier" both ask for them:
// the bio (counter, 1000 at most, the blog's 300–500 advice) and the type of person sought (counter).
// Their texts are the questionnaire's, whose namespace both routes load.
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, TYPE_PREFERENCE_MAX_LENGTH } from '@affinia/contract';
import { describedBy } from './field-message';
import { inputClasses } from './text-field';

/** The blog's advice on bio length, shown as a tip under the bio. */
const BIO_ADVICE = { min: 300, max: 500 } as const;

const FIELDS = {
  bio: { name: 'bio', rows: 6, max: BIO_MAX_LENGTH, keys: 'about.bio' },
  typePreference: { name: 'type_preference', rows: 3, max: TYPE_PREFERENCE_MAX_LENGTH, keys: 'about.typePreference' },
} as const;

type ProfileTextFieldProps = {
  field: keyof typeof FIELDS;
  value: string;
  onChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

export function ProfileTextField({ field, value, onChange, textareaRef }: ProfileTextFieldProps) {
  const { t, i18n } = useTranslation('questionnaire');
  const id = useId();
  const { name, rows, max, keys } = FIELDS[field];
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const tip = field === 'bio' ? t('about.bio.tip', BIO_ADVICE) : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {t(`${keys}.label`)}
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        name={name}
        rows={rows}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t(`${keys}.placeholder`)}
        aria-describedby={describedBy(tip && `${id}-tip`, `${id}-count`)}
        className={`${inputClasses} resize-y border-ink-400 focus-visible:border-accent-600`}
      />
      <div className="mt-1.5 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-ink-600">
        {tip ? <p id={`${id}-tip`}>{tip}</p> : null}
        <p id={`${id}-count`} className="ml-auto tabular-nums">
          {t(`${keys}.counter`, { count: count(value.length), max: count(max) })}
        </p>
      </div>
    </div>
  );
}
