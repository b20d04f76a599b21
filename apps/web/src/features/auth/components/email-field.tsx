// The e-mail input. In sign-up mode it shows the server's verdict on the address: a spinner while
// checking, a green or red border, the message under the field, and a one-click fix for a typo.
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { EmailCheck } from '../hooks/use-email-check';
import { ApiError } from '../../../lib/api-client';
import { toUserMessage } from '../../../lib/user-message';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'status' | 'message' | 'end'> & {
  /** The verdict to show; sign-in passes none. */
  check?: EmailCheck;
  onUseSuggestion?: (suggestion: string) => void;
};

function verdictText(check: Extract<EmailCheck, { message: string }>, t: TFunction<'auth'>) {
  if (check.state === 'valid') return t('notices.emailValid');
  // A refusal by its catalogue code; the typo message names the corrected address.
  return toUserMessage(new ApiError(400, check.message, check.code ?? null, { suggestion: check.suggestion ?? '' }));
}

export function EmailField({ check, onUseSuggestion, ...input }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  const verdict = check && (check.state === 'valid' || check.state === 'invalid') ? check : null;
  return (
    <div>
      <TextField
        {...input}
        type="email"
        status={verdict ? verdict.state : 'default'}
        message={verdict ? verdictText(verdict, t) : undefined}
        messageTone={verdict?.state === 'valid' ? 'success' : 'danger'}
        end={
          check?.state === 'checking' ? (
            <span className="pr-2 text-accent-600">
              <Spinner label={t('email.checking')} />
            </span>
          ) : undefined
        }
      />
      {verdict?.suggestion && onUseSuggestion ? (
        <button
          type="button"
          className="mt-1 min-h-6 rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          onClick={() => onUseSuggestion(verdict.suggestion!)}
        >
          {t('email.useSuggestion', { suggestion: verdict.suggestion })}
        </button>
      ) : null}
    </div>
  );
}
