/**
 * Mi cuenta → Chat (spec §2, §4; PRODUCT.md): the reader's conversations,
 * three at a time with 'Mensajes anteriores' for three more, and the one
 * chosen in the URL (?conversacion={id}, so mails and other screens link to
 * it). On wide screens the list and the conversation sit side by side; on
 * phones the conversation replaces the list, with a way back.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MessageCircle, MessagesSquare } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import { LoadError } from '../../../components/ui/load-error';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { flattenConversations, useConversations } from '../api/list-conversations';
import { CONVERSATION_PARAM, conversationIdOf } from '../utils/links';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

const listText = chatScreensMessages.list;

export function ChatPanel() {
  const [params] = useSearchParams();
  const selectedId = conversationIdOf(params.get(CONVERSATION_PARAM));
  const conversations = useConversations();
  const listRef = useRef<HTMLUListElement>(null);
  // Chosen in the list (which phones then hide): focus moves to the conversation.
  const focusConversation = useRef(false);

  // Back from a conversation (phones hide the list meanwhile): focus returns
  // to the conversation that was open, not to the top of the page.
  const previousId = useRef(selectedId);
  useEffect(() => {
    const previous = previousId.current;
    previousId.current = selectedId;
    if (previous !== null && selectedId === null) {
      listRef.current
        ?.querySelector<HTMLAnchorElement>(`a[data-conversation="${previous}"]`)
        ?.focus();
    }
  }, [selectedId]);

  const all = flattenConversations(conversations.data);
  const total = Math.max(conversations.data?.pages.at(-1)?.total ?? 0, all.length);

  let list;
  if (conversations.isPending) {
    list = <Spinner label={listText.loading} showLabel />;
  } else if (conversations.isError && all.length === 0) {
    list = <LoadError message={listText.loadError} onRetry={() => void conversations.refetch()} />;
  } else if (all.length === 0 && selectedId === null) {
    return (
      <EmptyState
        Icon={MessageCircle}
        title={accountMessages.chat.empty}
        hint={accountMessages.chat.emptyHint}
        action={
          <ButtonLink to="/adopciones" variant="accent">
            {listText.discover}
          </ButtonLink>
        }
      />
    );
  } else {
    list = (
      <ConversationList
        ref={listRef}
        conversations={all}
        selectedId={selectedId}
        total={total}
        hasMore={conversations.hasNextPage}
        isLoadingMore={conversations.isFetchingNextPage}
        onMore={() => void conversations.fetchNextPage()}
        onOpen={() => {
          focusConversation.current = true;
        }}
      />
    );
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className={selectedId === null ? '' : 'hidden lg:block'}>{list}</div>
      {/* On wide screens the conversation stays in view while the list scrolls. */}
      <div
        className={`min-w-0 lg:sticky lg:top-24 ${selectedId === null ? 'hidden lg:block' : ''}`}
      >
        {selectedId === null ? (
          <div className="flex min-h-64 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-secondary-dark/60 bg-secondary/20 p-8 text-center">
            <MessagesSquare className="size-10 text-accent" aria-hidden="true" />
            <p className="mt-3 font-medium text-primary">{listText.pick}</p>
          </div>
        ) : (
          <ConversationView key={selectedId} id={selectedId} focusRequestRef={focusConversation} />
        )}
      </div>
    </div>
  );
}
