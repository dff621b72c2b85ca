/**
 * The messages of a conversation as a log region (new ones are announced
 * politely): the reader's side on the right, the other on the left, a
 * separator per day and the time of each on Spain's clock. Shelter members
 * see who wrote each message (several of them may answer). Older messages
 * load on scrolling to the top or with the button there, keeping the view
 * where it was; a new message scrolls into view when the reader was at the
 * bottom already, or wrote it. Bodies are plain text, shown as text.
 */
import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import type { ChatMessage, Conversation } from '@huella/shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../hooks/use-now';
import { formatTime } from '../../../lib/dates';
import { formatDay, madridDay } from '../utils/dates';

const conversationText = chatScreensMessages.conversation;
/** How close to an edge (px) counts as being at it. */
const EDGE_PX = 80;

interface MessageLogProps {
  conversation: Conversation;
  messages: ChatMessage[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
}

export function MessageLog({
  conversation,
  messages,
  hasOlder,
  isLoadingOlder,
  olderFailed,
  onLoadOlder,
}: MessageLogProps) {
  const now = useNow(60_000);
  const scrollRef = useRef<HTMLDivElement>(null);
  const seen = useRef({ firstId: null as number | null, lastId: null as number | null, height: 0 });
  const atBottom = useRef(true);
  const role = conversation.role;

  const firstId = messages[0]?.id ?? null;
  const last = messages.at(-1);
  const lastId = last?.id ?? null;
  const lastIsOwn = last?.side === role;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = seen.current;
    if (lastId !== before.lastId && (before.lastId === null || atBottom.current || lastIsOwn)) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId && before.firstId !== null) {
      // Older messages went in above: stay on the message that was in view.
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { firstId, lastId, height: element.scrollHeight };
  }, [firstId, lastId, lastIsOwn]);

  // The log's own size changes (the conversation sized to the screen, the
  // composer growing, a phone's toolbar): a reader at the bottom stays there.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && hasOlder && !isLoadingOlder && !olderFailed) onLoadOlder();
  };

  const shelterReader = role === 'refugio';
  const nameOf = (message: ChatMessage) => {
    if (message.side === role && !shelterReader) return conversationText.you;
    return message.sender.name || conversation.shelter.name;
  };

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-busy={isLoadingOlder || undefined}
      aria-label={conversationText.logLabel(conversation.pet.name)}
      // Scrollable, so reachable and scrollable from the keyboard.
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-40 flex-1 overflow-y-auto overscroll-contain bg-surface px-3 py-4 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none focus-visible:ring-inset sm:px-4"
    >
      {/* A short conversation sits at the bottom, next to the composer, as chats do. */}
      <div className="flex min-h-full flex-col justify-end">
        <div className="mb-4 flex justify-center">
          {hasOlder ? (
            isLoadingOlder ? (
              <Spinner label={conversationText.loadingOlder} showLabel />
            ) : (
              <Button variant="secondary" size="sm" onClick={onLoadOlder}>
                {conversationText.older}
              </Button>
            )
          ) : messages.length > 0 ? (
            <p className="text-xs text-muted">{conversationText.beginning}</p>
          ) : null}
        </div>
        {olderFailed ? (
          <p className="mb-4 text-center text-sm text-danger">{conversationText.olderError}</p>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-muted">{conversationText.empty}</p>
        ) : (
          <ol className="space-y-2">
            {messages.map((message, index) => {
              const previous = messages[index - 1];
              const day = madridDay(new Date(message.created_at));
              const newDay = !previous || madridDay(new Date(previous.created_at)) !== day;
              const own = message.side === role;
              const name = nameOf(message);
              // Shelter members see who wrote, once per run of messages by the same person.
              const showName =
                shelterReader &&
                (newDay ||
                  previous?.side !== message.side ||
                  previous?.sender.name !== message.sender.name);
              return (
                <li key={message.id} className="space-y-2">
                  {newDay ? (
                    <p className="flex items-center gap-3 py-2 text-xs font-semibold text-muted before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
                      <time dateTime={day}>{formatDay(message.created_at, now)}</time>
                    </p>
                  ) : null}
                  <div className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
                    <div
                      className={`max-w-[85%] min-w-0 rounded-2xl px-4 py-2 shadow-sm sm:max-w-[75%] ${
                        own
                          ? 'rounded-br-md bg-primary text-white'
                          : 'rounded-bl-md bg-white text-ink ring-1 ring-gray-200'
                      }`}
                    >
                      {showName ? (
                        <p
                          className={`mb-0.5 text-xs font-semibold ${own ? 'text-highlight' : 'text-accent'}`}
                        >
                          {conversationText.wrote(name)}
                        </p>
                      ) : (
                        <span className="sr-only">{conversationText.wrote(name)} </span>
                      )}
                      <p className="wrap-anywhere whitespace-pre-wrap">{message.body}</p>
                      <p
                        className={`mt-1 text-right text-xs ${own ? 'text-white/80' : 'text-muted'}`}
                      >
                        <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
                      </p>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
