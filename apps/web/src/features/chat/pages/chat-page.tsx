// /chat/:matchId (spec sections 2, 4, 5, 8): the conversation with one match. Messages refresh every
// 3 s and also arrive live from the event stream (deduplicated by id); with none yet, AI openers are
// offered. What I write goes through the outbox: kept "en attente" while offline, even across a
// reload. 'Erreur de chargement du chat' / "Erreur d'envoi du message" as toasts. A match that is not
// mine shows that the chat does not exist; one that ends while open (unmatch, block) sends me back to
// /matches. The behaviour lives in useConversation and useSendContent; this page lays out.
import { useParams } from 'react-router';
import { getStoredUser } from '../../../lib/session';
import { useToastClearance } from '../../../lib/toast-clearance';
import { ChatHeader } from '../components/chat-header';
import { ChatLoadFailed, ChatLoading, ChatNotFound } from '../components/chat-states';
import { Conversation } from '../components/conversation';
import { MessageList } from '../components/message-list';
import { useConversation } from '../hooks/use-conversation';
import { useSendContent } from '../hooks/use-send-content';

export default function ChatPage() {
  const { matchId = '' } = useParams();
  const conversation = useConversation(matchId);
  const { sendContent, sending, screening, draft, setDraft, pending } = useSendContent(matchId);
  // Toasts stay clear of the header (top-right on wide screens).
  const headerClearance = useToastClearance('top');

  return (
    <div className="flex h-dvh flex-col bg-ink-50">
      <title>{`${conversation.title} | Affinia`}</title>
      <div ref={headerClearance} data-testid="chat-header">
        <ChatHeader matchId={matchId} partner={conversation.partnerUser} />
      </div>
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        {conversation.state === 'not-found' ? (
          <ChatNotFound />
        ) : conversation.state === 'loading' ? (
          <ChatLoading />
        ) : conversation.state === 'failed' ? (
          <ChatLoadFailed onRetry={conversation.retry}>
            {pending.length > 0 ? (
              <MessageList
                messages={[]}
                pending={pending}
                myId={getStoredUser()?.id ?? null}
                partnerName={conversation.partnerName}
              />
            ) : null}
          </ChatLoadFailed>
        ) : (
          <Conversation
            matchId={matchId}
            messages={conversation.messages}
            pending={pending}
            partnerId={conversation.partnerUser?.id ?? null}
            partnerName={conversation.partnerName}
            older={conversation.older}
            sending={sending}
            onSend={sendContent}
            draft={draft}
            onDraftChange={setDraft}
            screening={screening}
          />
        )}
      </main>
    </div>
  );
}
