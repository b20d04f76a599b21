// The message input (spec sections 2 and 5): Enter or the send button sends; a blank or
// whitespace-only text is never sent, and nothing is sent while a send is in flight.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';

type MessageComposerProps = {
  sending: boolean;
  /** Resolves true when the message was stored (the field is then cleared). */
  onSend: (content: string) => Promise<boolean>;
};

export function MessageComposer({ sending, onSend }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    if (await onSend(content)) setText((current) => (current.trim() === content ? '' : current));
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('input.label')}
      </label>
      <input
        id={inputId}
        type="text"
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        autoComplete="off"
        placeholder={t('input.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} border-ink-400 focus-visible:border-accent-600`}
      />
      <Button type="submit" disabled={sending || !text.trim()} aria-busy={sending || undefined}>
        {t('input.send')}
      </Button>
    </form>
  );
}
