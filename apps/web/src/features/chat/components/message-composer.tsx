/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (said under
 * the field only where there is a keyboard: a fine pointer that hovers; a
 * phone's Enter key makes a new line in practice). Validated
 * with the shared schema (trimmed, 1–2000 characters, Spanish messages); the
 * server's errors (fields.body, 429 too fast) are shown under the field. A
 * count appears near the limit. While sending the button is disabled and the
 * text stays; once sent the field empties and keeps the focus.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@huella/shared/constants';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import { chatMessageWriteSchema, type ChatMessageWrite } from '@huella/shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { useSendMessage } from '../api/send-message';
import { asyncHandler } from '../../../lib/async-handler';
import { useMediaQuery } from '../../../lib/use-media-query';

const composerText = chatScreensMessages.composer;
/** The count shows from here on, so it does not distract from short messages. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;
/** A mouse or trackpad, and so, in practice, a physical keyboard. */
export const KEYBOARD_QUERY = '(hover: hover) and (pointer: fine)';

export function MessageComposer({ conversationId }: { conversationId: number }) {
  const fieldId = useId();
  const hasKeyboard = useMediaQuery(KEYBOARD_QUERY);
  const send = useSendMessage(conversationId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChatMessageWrite>({
    resolver: zodResolver(chatMessageWriteSchema),
    defaultValues: { body: '' },
  });
  const length = (useWatch({ control, name: 'body' }) ?? '').length;

  const onSubmit = handleSubmit(async (message) => {
    setFormError(null);
    try {
      await send.mutateAsync(message);
      reset({ body: '' });
      setFocus('body');
    } catch (error) {
      if (!setApiFieldErrors(error, setError, ['body'])) setFormError(apiErrorMessage(error));
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing text uses Enter to confirm a word, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) asyncHandler(onSubmit)();
  };

  const error = errors.body?.message ?? formError;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-counter`;
  const showCounter = length >= COUNTER_FROM;
  const describedBy = [
    error ? errorId : null,
    hasKeyboard ? hintId : null,
    showCounter ? counterId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      noValidate
      className="shrink-0 border-t border-gray-100 p-3 sm:p-4"
    >
      <label htmlFor={fieldId} className="sr-only">
        {composerText.label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={composerText.placeholder}
          readOnly={isSubmitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          className={`block max-h-48 min-h-12 flex-1 resize-y rounded-2xl border bg-white px-4 py-2.5 text-base text-ink placeholder:text-gray-500 focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none ${
            error ? 'border-danger' : 'border-gray-300'
          }`}
          {...register('body', {
            onChange: () => setFormError(null),
          })}
        />
        <Button
          type="submit"
          variant="accent"
          disabled={isSubmitting}
          className="shrink-0 px-4 sm:px-5"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
          <span className={isSubmitting ? '' : 'sr-only sm:not-sr-only'}>
            {isSubmitting ? composerText.sending : composerText.send}
          </span>
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 px-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hasKeyboard || showCounter ? (
        <div className="mt-1 flex items-start justify-between gap-4 px-1">
          {hasKeyboard ? (
            <p id={hintId} className="text-xs text-muted">
              {composerText.hint}
            </p>
          ) : (
            <span />
          )}
          {showCounter ? (
            <p
              id={counterId}
              className={`shrink-0 text-sm tabular-nums ${
                length >= CHAT_MESSAGE_MAX_LENGTH ? 'font-semibold text-accent' : 'text-muted'
              }`}
            >
              {composerText.counter(length, CHAT_MESSAGE_MAX_LENGTH)}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
