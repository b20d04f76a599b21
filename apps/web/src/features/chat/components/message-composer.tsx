// The message input (spec sections 2 and 5): the send button sends; a blank or whitespace-only text is
// never sent, and nothing is sent while a send is in flight. The field grows with the text (up to a
// few lines, then scrolls). With a keyboard and a fine pointer (desktop), Enter sends and Shift+Enter
// starts a new line; on touch screens Enter is a new line, as in messaging apps, and the button sends.
// The draft belongs to the conversation (an AI opener or a withdrawn message fills it), so the field
// is controlled; `fieldRef` lets the conversation focus it.
import {
  useId,
  useLayoutEffect,
  type Dispatch,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';

type MessageComposerProps = {
  sending: boolean;
  /** Resolves true when the message was taken (stored, or kept to send): the field is then cleared. */
  onSend: (content: string) => Promise<boolean>;
  text: string;
  onTextChange: Dispatch<SetStateAction<string>>;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
};

/** Past this height the field scrolls instead of pushing the conversation away. */
const MAX_FIELD_HEIGHT_PX = 160;

const enterSends = () => window.matchMedia('(pointer: fine)').matches;

export function MessageComposer({ sending, onSend, text, onTextChange: setText, fieldRef }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const inputId = useId();

  // Measured after each change, before paint: shrink to the content, capped.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = 'auto';
    field.style.height = `${Math.min(field.scrollHeight + 2, MAX_FIELD_HEIGHT_PX)}px`;
  }, [text, fieldRef]);

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
