/**
 * One conversation: a header with the animal (to its page), the other side
 * and the adoption request's state (to the request), the messages and the
 * composer. It fills the screen's height (useFillViewport): the messages
 * scroll inside, the composer stays at the bottom, in view. While it is open
 * and the tab is visible, what arrives is marked read, so the badges go down
 * as the reader reads.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import type { Conversation } from '@huella/shared/schemas/chat';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-form-errors';
import { useConversation } from '../api/get-conversation';
import { flattenMessages, useMessages } from '../api/list-messages';
import { useMarkRead } from '../api/mark-read';
import { useFillViewport } from '../hooks/use-fill-viewport';
import { usePageVisible } from '../hooks/use-page-visible';
import { adopterRequestHref, animalHref, chatHref, shelterRequestHref } from '../utils/links';
import { otherSideName } from '../utils/names';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';
import { PetPhoto } from '../../../components/ui/pet-photo';

const conversationText = chatScreensMessages.conversation;

function BackLink() {
  return (
    <Link
      to={chatHref}
      className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-primary hover:bg-secondary/50 lg:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {conversationText.back}
    </Link>
  );
}

interface ConversationViewProps {
  id: number;
  /** Set when the reader chose this conversation: its heading then takes the focus. */
  focusRequestRef?: RefObject<boolean>;
}

export function ConversationView({ id, focusRequestRef }: ConversationViewProps) {
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const fill = useFillViewport(sectionRef, Boolean(conversation.data));

  // Chosen from the list (which phones hide meanwhile): focus lands on the
  // conversation's heading instead of being lost with the hidden link.
  const loaded = Boolean(conversation.data);
  useEffect(() => {
    if (!loaded || !focusRequestRef?.current) return;
    focusRequestRef.current = false;
    headingRef.current?.focus();
  }, [loaded, focusRequestRef]);

  if (conversation.isPending) {
    return (
      <div className="space-y-4">
        <BackLink />
        <Spinner label={conversationText.loading} showLabel />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="space-y-4">
        <BackLink />
        <LoadError
          message={apiErrorMessage(conversation.error)}
          onRetry={() => void conversation.refetch()}
        />
      </div>
    );
  }

  const data = conversation.data;
  const all = flattenMessages(messages.data);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={`conversation-${id}-heading`}
      style={fill}
      className="flex min-w-0 scroll-mt-18 flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200"
    >
      <ConversationHeader conversation={data} headingRef={headingRef} />
      <MarkRead conversation={data} latestId={all.at(-1)?.id ?? null} />
      {messages.isPending ? (
        <div className="min-h-0 flex-1 p-6">
          <Spinner label={conversationText.loading} showLabel />
        </div>
      ) : messages.isError && all.length === 0 ? (
        <div className="min-h-0 flex-1 p-4">
          <LoadError message={conversationText.loadError} onRetry={() => void messages.refetch()} />
        </div>
      ) : (
        <MessageLog
          conversation={data}
          messages={all}
          hasOlder={messages.hasNextPage}
          isLoadingOlder={messages.isFetchingNextPage}
          olderFailed={messages.isFetchNextPageError}
          onLoadOlder={() => void messages.fetchNextPage()}
        />
      )}
      <MessageComposer conversationId={id} />
    </section>
  );
}

function ConversationHeader({
  conversation,
  headingRef,
}: {
  conversation: Conversation;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { pet, request, role } = conversation;
  return (
    <header className="shrink-0 border-b border-gray-100 p-3 sm:p-4">
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-secondary/40 text-primary/50">
          <PetPhoto
            image={pet.image}
            imageSize={{ width: 48, height: 48 }}
            className="size-full object-cover"
            pawClassName="size-6"
          />
        </span>
        {/* At least 10rem wide: when the request's state does not fit beside it, it goes below. */}
        <div className="min-w-40 flex-1">
          <h3
            id={`conversation-${conversation.id}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold break-words text-primary focus:outline-none"
          >
            <span className="sr-only">{conversationText.about}</span>{' '}
            <Link
              to={animalHref(pet.id)}
              className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              {pet.name}
            </Link>
          </h3>
          <p className="text-sm break-words text-muted">
            <span className="sr-only">{conversationText.with} </span>
            {otherSideName(conversation)}
          </p>
        </div>
        {request ? (
          <Link
            to={
              role === 'adoptante' ? adopterRequestHref(request.id) : shelterRequestHref(request.id)
            }
            className="inline-flex items-center gap-2 rounded-2xl bg-secondary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-secondary-dark"
          >
            {conversationText.request}: {adoptionRequestsMessages.states[request.state]}
            <span className="sr-only">. {conversationText.viewRequest}</span>
          </Link>
        ) : null}
      </div>
    </header>
  );
}

/**
 * Marks the conversation read up to its latest message whenever something
 * unread is on screen: on opening, when a message arrives, when the tab is
 * shown again. Each message is sent once, even if the call fails.
 */
function MarkRead({
  conversation,
  latestId,
}: {
  conversation: Conversation;
  latestId: number | null;
}) {
  const visible = usePageVisible();
  const markRead = useMarkRead(conversation.id);
  const { mutate } = markRead;
  const marked = useRef<number | null>(null);
  const unread = conversation.unread;

  useEffect(() => {
    if (!visible || unread === 0) return;
    const target = latestId ?? 0;
    if (marked.current === target) return;
    marked.current = target;
    mutate(latestId === null ? {} : { message: latestId });
  }, [visible, unread, latestId, mutate]);

  return null;
}
