/**
 * The conversation list: the animal's photo and name, the other side (the
 * shelter for adopters; the adopter and the shelter for its members), the
 * last message's start, how long ago, and the unread count. Spec §4: three
 * at a time; 'Mensajes anteriores' reveals three more, and keyboard focus
 * moves to the first of them.
 */
import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'react-router';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import type { Conversation } from '@huella/shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { useNow } from '../hooks/use-now';
import { formatRelative } from '../utils/dates';
import { conversationHref } from '../utils/links';
import { otherSideName } from '../utils/names';
import { PetPhoto } from '../../../components/ui/pet-photo';

const listText = chatScreensMessages.list;
const badgeText = chatScreensMessages.badge;

interface ConversationListProps {
  ref?: Ref<HTMLUListElement>;
  conversations: Conversation[];
  selectedId: number | null;
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onMore: () => void;
  /** A conversation was chosen. */
  onOpen: () => void;
}

export function ConversationList({
  ref,
  conversations,
  selectedId,
  total,
  hasMore,
  isLoadingMore,
  onMore,
  onOpen,
}: ConversationListProps) {
  const now = useNow();
  const listRef = useRef<HTMLUListElement | null>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || conversations.length <= index) return;
    listRef.current?.querySelectorAll('a')[index]?.focus();
    focusFrom.current = null;
  }, [conversations.length]);

  const setRefs = (element: HTMLUListElement | null) => {
    listRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div>
      <ul ref={setRefs} aria-label={listText.label} className="space-y-2">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationItem
              conversation={conversation}
              selected={conversation.id === selectedId}
              now={now}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <Button
            variant="accent"
            disabled={isLoadingMore}
            aria-busy={isLoadingMore || undefined}
            onClick={() => {
              focusFrom.current = conversations.length;
              onMore();
            }}
          >
            {listText.more}
          </Button>
          <p className="text-sm text-muted">{listText.shown(conversations.length, total)}</p>
        </div>
      ) : null}
    </div>
  );
}

/** Whose the last message is, when it is the reader's side: theirs, or a fellow member's. */
function authorPrefix({ last_message: last, role }: Conversation): string {
  if (!last || last.side !== role) return '';
  return role === 'adoptante'
    ? listText.ownPrefix
    : chatScreensMessages.conversation.wrote(last.sender.name) + ' ';
}

function ConversationItem({
  conversation,
  selected,
  now,
  onOpen,
}: {
  conversation: Conversation;
  selected: boolean;
  now: Date;
  onOpen: () => void;
}) {
  const { pet, last_message: last, unread } = conversation;
  const other = otherSideName(conversation);
  const previewId = `conversation-${conversation.id}-last`;
  const timeId = `conversation-${conversation.id}-time`;
  const preview = last
    ? `${authorPrefix(conversation)}${last.body.slice(0, 140)}`
    : listText.noMessages;

  return (
    <Link
      to={conversationHref(conversation.id)}
      data-conversation={conversation.id}
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      // Named by who and what (and how many unread); the last message and its time describe it.
      aria-label={`${listText.itemLabel(pet.name, other)}${unread > 0 ? badgeText.suffix(unread) : ''}`}
      aria-describedby={`${previewId} ${timeId}`}
      className={`flex items-start gap-3 rounded-2xl p-3 ring-1 transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${
        selected
          ? 'bg-secondary/60 ring-primary/30'
          : 'bg-white ring-gray-200 hover:bg-secondary/30'
      }`}
    >
      <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-secondary/40 text-primary/50">
        <PetPhoto
          image={pet.image}
          imageSize={{ width: 56, height: 56 }}
          loading="lazy"
          className="size-full object-cover"
          pawClassName="size-6"
        />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-bold text-primary">{pet.name}</span>
          <time
            id={timeId}
            dateTime={conversation.updated_at}
            className="shrink-0 text-xs whitespace-nowrap text-muted"
          >
            {formatRelative(conversation.updated_at, now)}
          </time>
        </span>
        <span className="block truncate text-sm font-medium text-ink">{other}</span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span
            id={previewId}
            className={`truncate text-sm ${unread > 0 ? 'font-semibold text-ink' : 'text-muted'}`}
          >
            {preview}
          </span>
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-none font-bold text-white tabular-nums"
            >
              {badgeText.short(unread)}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
