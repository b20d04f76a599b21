// /chat/:matchId (spec sections 2, 4, 5, 8): the conversation with one match. Messages refresh every
// 3 s and also arrive live from the event stream (deduplicated by id); with none yet, AI openers are
// offered. 'Erreur de chargement du chat' / "Erreur d'envoi du message" as toasts. A match that is not
// mine shows that the chat does not exist; one that ends while open (unmatch, block) sends me back to
// /matches.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { DEFAULT_LANGUAGE, LANGUAGES, type ChatEvent, type Language } from '@affinia/contract';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { markConversationSeen } from '../../../lib/chat-read-marks';
import { getStoredUser } from '../../../lib/session';
import { useToastClearance } from '../../../lib/toast-clearance';
import { useChatEvents } from '../api/chat-events';
import { useChatPartner } from '../api/get-chat-partner';
import { addMessages, useMessages } from '../api/get-messages';
import { useOlderMessages } from '../api/get-older-messages';
import { useStarters } from '../api/get-starters';
import { useSendMessage } from '../api/send-message';
import { ChatHeader } from '../components/chat-header';
import { MessageComposer } from '../components/message-composer';
import { MessageList } from '../components/message-list';
import { StarterSuggestions } from '../components/starter-suggestions';
import { chatKeys, matchesKeys } from '../../../lib/query-keys';

const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col items-center justify-center px-5 py-12 text-center">{children}</div>;
}

export default function ChatPage() {
  const { matchId = '' } = useParams();
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const myId = getStoredUser()?.id ?? null;

  const partner = useChatPartner(matchId, asLanguage(i18n.language));
  const messages = useMessages(queryClient, matchId);
  const older = useOlderMessages(matchId, messages.data);
  const send = useSendMessage(matchId);
  const isEmpty = messages.data?.length === 0;
  const starters = useStarters(matchId, asLanguage(i18n.language), isEmpty);
  const sendingRef = useRef(false);
  // Toasts stay clear of the header (top-right on wide screens) and of the composer (phones).
  const headerClearance = useToastClearance('top');
  const composerClearance = useToastClearance('bottom');

  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'message' && event.match_id === matchId) addMessages(queryClient, matchId, [event.message]);
    },
    [queryClient, matchId],
  );
  useChatEvents(onEvent);

  // What is on screen is read: the matches list stops counting it as unread on this device.
  const newestShown = messages.data?.[messages.data.length - 1]?.created_at;
  useEffect(() => {
    if (newestShown) markConversationSeen(matchId, newestShown);
  }, [matchId, newestShown]);

  const messagesStatus = statusOf(messages.error);
  const hadConversation = messages.data !== undefined;
  const notFound = (partner.isSuccess && partner.data === null) || (messagesStatus === 404 && !hadConversation);

  // The conversation ended while open (the other member unmatched or blocked): back to the matches.
  const ended = messagesStatus === 404 && hadConversation;
  useEffect(() => {
    if (!ended) return;
    queryClient.removeQueries({ queryKey: chatKeys.conversation(matchId) });
    void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
    toast.info(t('ended'), { id: 'chat-ended' });
    void navigate(paths.matches(), { replace: true });
  }, [ended, matchId, navigate, queryClient, t]);

  // Any other failure to load (not a 401: the session handler has already left for /auth).
  const loadFailed =
    (messages.isError && messagesStatus !== 404 && messagesStatus !== 401) ||
    (partner.isError && statusOf(partner.error) !== 401);
  useEffect(() => {
    if (loadFailed) toast.error(t('loadError'), { id: 'chat-load-error' });
  }, [loadFailed, t]);

  const sendContent = async (content: string): Promise<boolean> => {
    const text = content.trim();
    if (!text || sendingRef.current) return false;
    sendingRef.current = true;
    try {
      await send.mutateAsync(text);
      return true;
    } catch (error) {
      if (statusOf(error) !== 401) toast.error(t('sendError'), { id: 'chat-send-error' });
      return false;
    } finally {
      sendingRef.current = false;
    }
  };

  const partnerUser = partner.data?.user ?? null;
  const partnerName = partnerUser?.name ?? t('partner');
  const title = partnerUser ? t('pageTitle', { name: partnerUser.name }) : t('title');

  let body: ReactNode;
  if (notFound) {
    body = (
      <Centered>
        <h2 className="text-xl font-bold text-ink-900">{t('notFound.title')}</h2>
        <p className="mt-2 text-ink-600">{t('notFound.text')}</p>
        <Link to={paths.matches()} className={buttonClasses({ className: 'mt-6' })}>
          {t('notFound.action')}
        </Link>
      </Centered>
    );
  } else if (messages.isPending || partner.isPending) {
    body = (
      <Centered>
        <Spinner className="size-8 text-brand-700" label={t('loading')} />
      </Centered>
    );
  } else if (!messages.data) {
    body = (
      <Centered>
        <p className="text-danger-600">{t('loadError')}</p>
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
          onClick={() => {
            void messages.refetch();
            void partner.refetch();
          }}
        >
          {t('retry')}
        </button>
      </Centered>
    );
  } else {
    body = (
      <>
        <div
          role="log"
          aria-live="polite"
          aria-label={t('conversation', { name: partnerName })}
          tabIndex={0}
          className="flex-1 overflow-y-auto px-3 py-4 [overflow-anchor:none] sm:px-5"
        >
          <div className="mx-auto max-w-3xl">
            {messages.data.length === 0 ? (
              <StarterSuggestions
                suggestions={starters.data ?? []}
                disabled={send.isPending}
                onPick={(suggestion) => void sendContent(suggestion)}
              />
            ) : (
              <MessageList
                messages={messages.data}
                myId={myId}
                partnerName={partnerName}
                older={{
                  available: older.hasOlder,
                  loading: older.loading,
                  load: () =>
                    void older.loadOlder().catch((error: unknown) => {
                      if (statusOf(error) !== 401) toast.error(t('older.error'), { id: 'chat-older-error' });
                    }),
                }}
              />
            )}
          </div>
        </div>
        <div
          ref={composerClearance}
          data-testid="chat-composer"
          className="border-t border-ink-200 bg-white px-3 py-3 sm:px-5"
        >
          <div className="mx-auto max-w-3xl">
            <MessageComposer sending={send.isPending} onSend={sendContent} />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="flex h-dvh flex-col bg-ink-50">
      <title>{`${title} | Affinia`}</title>
      <div ref={headerClearance} data-testid="chat-header">
        <ChatHeader matchId={matchId} partner={notFound ? null : partnerUser} />
      </div>
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        {body}
      </main>
    </div>
  );
}
