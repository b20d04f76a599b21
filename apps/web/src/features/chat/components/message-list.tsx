// The conversation (spec section 2): own messages on the right (sender_id equals the stored user id),
// each with its fr-FR hh:mm time. Text is rendered as React text, so markup shows literally. The list
// is a polite live log and keeps the newest message in view; when earlier messages are loaded above,
// the view keeps its place (the message read stays where it was on screen). The partner's messages
// containing one of the reader's hidden words are folded behind "Message masqué" until shown. Beside a
// partner's message the screening flags (the same check the server runs before sending), "Ce message
// te dérange ?" opens a report with the message attached. Links become links only once both members
// have written LINKS_CLICKABLE_AFTER messages each: a scammer's first move is a link. My messages that
// wait in the outbox follow, marked "En attente" until the server has them.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINKS_CLICKABLE_AFTER, hiddenWordsMatcher, screenMessage, type Message } from '@affinia/contract';
import type { OutboxEntry } from '../outbox/outbox';
import { MessageText } from './message-text';
import { useHiddenWords } from '../../../lib/hidden-words';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

type MessageListProps = {
  messages: readonly Message[];
  /** Mine, written but not stored yet (the outbox), oldest first. */
  pending?: readonly Pick<OutboxEntry, 'key' | 'content'>[];
  myId: string | null;
  partnerName: string;
  /** Older history exists beyond the first page: offer to load it. */
  older?: { available: boolean; loading: boolean; load: () => void };
  /** "Ce message te dérange ?" on a partner's flagged message. */
  onReport?: (message: Message) => void;
};

export function MessageList({ messages, pending = [], myId, partnerName, older, onReport }: MessageListProps) {
  const { t } = useTranslation('chat');
  const endRef = useRef<HTMLLIElement>(null);
  const last = pending[pending.length - 1]?.key ?? messages[messages.length - 1]?.id;
  const first = messages[0]?.id;
  /** The scrolling log's distance from its bottom, taken at each render, and the first message then. */
  const before = useRef<{ first: string | undefined; fromBottom: number } | null>(null);
  const hiddenWords = useHiddenWords().data?.words;
  // The hidden words are read once per list, not once per message and render.
  const hides = useMemo(() => hiddenWordsMatcher(hiddenWords ?? []), [hiddenWords]);
  const mineCount = messages.filter((m) => m.sender_id === myId).length;
  const linksClickable = mineCount >= LINKS_CLICKABLE_AFTER && messages.length - mineCount >= LINKS_CLICKABLE_AFTER;
  const flagged = useMemo(
    () => new Set(messages.filter((m) => m.sender_id !== myId && screenMessage(m.content).flagged).map((m) => m.id)),
    [messages, myId],
  );
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  useLayoutEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [last]);

  // Runs after the effect above: a new first message with the same last one means older history was
  // put above, so the log is scrolled by what was added instead of jumping to the oldest message.
  useLayoutEffect(() => {
    const log = endRef.current?.closest<HTMLElement>('[role="log"]');
    if (!log) return;
    const previous = before.current;
    if (previous && previous.first !== first && first !== undefined) {
      log.scrollTop = log.scrollHeight - log.clientHeight - previous.fromBottom;
    }
    const remember = () => {
      before.current = { first, fromBottom: log.scrollHeight - log.clientHeight - log.scrollTop };
    };
    remember();
    log.addEventListener('scroll', remember, { passive: true });
    return () => log.removeEventListener('scroll', remember);
  }, [first, last]);

  return (
    <>
      {older?.available && (
        <div className="mb-3 flex justify-center">
          <button
            type="button"
            onClick={older.load}
            disabled={older.loading}
            className="rounded-full px-4 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {older.loading ? t('older.loading') : t('older.load')}
          </button>
        </div>
      )}
      <ol className="flex flex-col gap-2">
        {messages.map((message) => {
          const mine = myId !== null && message.sender_id === myId;
          const masked = !mine && hides(message.content);
          return (
            <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-own={mine}>
              <div
                className={`max-w-[80%] rounded-2xl px-4 py-2 shadow-sm ${
                  mine
                    ? 'rounded-br-md bg-brand-700 text-white'
                    : 'rounded-bl-md bg-white text-ink-900 ring-1 ring-ink-200'
                }`}
              >
                <span className="sr-only">{mine ? t('you') : partnerName} : </span>
                {masked && !shown.has(message.id) ? (
                  <p className="flex flex-wrap items-center gap-x-3 text-ink-600 italic">
                    {t('hiddenWords.hidden')}
                    <button
                      type="button"
                      onClick={() => toggle(message.id)}
                      className="text-sm font-semibold text-brand-700 not-italic underline-offset-2 hover:underline"
                    >
                      {t('hiddenWords.show')}
                    </button>
                  </p>
                ) : (
                  <>
                    <MessageText content={message.content} links={linksClickable} own={mine} />
                    {masked ? (
                      <button
                        type="button"
                        onClick={() => toggle(message.id)}
                        className="mt-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        {t('hiddenWords.hide')}
                      </button>
                    ) : null}
                    {onReport && flagged.has(message.id) ? (
                      <button
                        type="button"
                        onClick={() => onReport(message)}
                        className="mt-1 block min-h-11 text-sm font-semibold text-danger-600 underline-offset-2 hover:underline"
                      >
                        {t('bother.action')}
                      </button>
                    ) : null}
                  </>
                )}
                <p className={`mt-1 text-right text-xs ${mine ? 'text-white/90' : 'text-ink-600'}`}>
                  <time dateTime={message.created_at}>{timeOf(message.created_at)}</time>
                </p>
              </div>
            </li>
          );
        })}
        {pending.map((entry) => (
          <li key={entry.key} className="flex justify-end" data-pending="true">
            <div className="max-w-[80%] rounded-2xl rounded-br-md bg-white px-4 py-2 text-ink-900 shadow-sm ring-2 ring-brand-200 ring-inset">
              <span className="sr-only">{t('you')} : </span>
              <MessageText content={entry.content} links={false} own={false} />
              <p className="mt-1 flex items-center justify-end gap-1 text-xs text-ink-600">
                <svg viewBox="0 0 16 16" className="size-3.5" fill="none" aria-hidden="true">
                  <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
                  <path d="M8 4.75V8l2.25 1.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
                {t('outbox.pending')}
              </p>
            </div>
          </li>
        ))}
        <li ref={endRef} aria-hidden="true" className="h-px" />
      </ol>
    </>
  );
}
