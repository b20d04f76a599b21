// The password input with a show/hide button: typing a long passphrase on a phone is easier when
// one can check it.
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'end'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          className="flex size-9 items-center justify-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
          </svg>
        </button>
      }
    />
  );
}
