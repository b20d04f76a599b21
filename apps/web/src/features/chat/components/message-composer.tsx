// The message input (spec sections 2 and 5): the send button sends; a blank or whitespace-only text is
// never sent, and nothing is sent while a send is in flight. The field grows with the text (up to a
// few lines, then scrolls). With a keyboard and a fine pointer (desktop), Enter sends and Shift+Enter
// starts a new line; on touch screens Enter is a new line, as in messaging apps, and the button sends.
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';

type MessageComposerProps = {
  sending: boolean;
  /** Resolves true when the message was stored (the field is then cleared). */
  onSend: (content: string) => Promise<boolean>;
};

/** Past this height the field scrolls instead of pushing the conversation away. */
const MAX_FIELD_HEIGHT_PX = 160;

const enterSends = () => window.matchMedia('(pointer: fine)').matches;

export function MessageComposer({ sending, onSend }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const inputId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  // Measured after each change, before paint: shrink to the content, capped.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = 'auto';
    field.style.height = `${Math.min(field.scrollHeight + 2, MAX_FIELD_HEIGHT_PX)}px`;
  }, [text]);

  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    if (await onSend(content)) setText((current) => (current.trim() === content ? '' : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME composition (Japanese, Chinese…) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('input.label')}
      </label>
      <textarea
        id={inputId}
        ref={fieldRef}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        placeholder={t('input.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={`${inputClasses} resize-none overflow-y-auto border-ink-400 leading-6 focus-visible:border-accent-600`}
      />
      <Button type="submit" disabled={sending || !text.trim()} aria-busy={sending || undefined}>
        {t('input.send')}
      </Button>
    </form>
  );
}
