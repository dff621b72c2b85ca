/**
 * The comment form (spec §5), for a new comment or, inline under a comment,
 * for a reply: Nombre, Email, Sitio web (optional) and Comentario, checked
 * in the browser with the spec's exact messages (the API's own schema) and
 * each error cleared as soon as its field is edited; the server's field
 * errors go on their fields, anything else above the button. When the form
 * is shown it asks for its signed token (and, signed in, the person's name
 * and e-mail, filled in). A honeypot, `apodo`, is hidden from people: only
 * bots fill it in. The privacy line closes the form.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import type { ZodType } from 'zod';
import { BLOG_COMMENT_MAX_LENGTH, BLOG_COMMENT_NAME_MAX_LENGTH } from '@huella/shared/constants';
import { blogMessages } from '@huella/shared/messages/blog';
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import { commonMessages } from '@huella/shared/messages/common';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { asyncHandler } from '../../../lib/async-handler';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCreateComment } from '../api/create-comment';
import { useCommentForm } from '../api/get-comment-form';

const text = blogScreensMessages.form;

/** What people type; the token and the comment answered are added on sending. */
interface Fields {
  author: string;
  email: string;
  website: string;
  text: string;
  apodo: string;
}
const FIELDS = ['author', 'email', 'website', 'text'] as const;
const EMPTY: Fields = { author: '', email: '', website: '', text: '', apodo: '' };

/**
 * The API's own schema of a comment (spec §5 messages), loaded with zod on the
 * form's first focus or check rather than with the page. Its output completes
 * the website to a full address ("huella.es" → "https://huella.es").
 */
const resolver = lazyZodResolver<Fields>(
  async () =>
    (await import('@huella/shared/schemas/blog')).blogCommentInputSchema.pick({
      author: true,
      email: true,
      website: true,
      text: true,
      apodo: true,
    }) as unknown as ZodType<Fields, Fields>,
);

interface CommentFormProps {
  postId: number;
  /** The comment answered; a new comment when absent. */
  replyTo?: { id: number; author: string };
  /** Called with the server's message ("Tu comentario está pendiente de moderación"…). */
  onSent: (message: string) => void;
  /** A reply form has Cancelar. */
  onCancel?: () => void;
}

export function CommentForm({ postId, replyTo, onSent, onCancel }: CommentFormProps) {
  const instance = useId();
  const headingId = `${instance}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const token = useCommentForm(postId, instance);
  const create = useCreateComment(postId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver,
    defaultValues: EMPTY,
    // Checked on sending only; editing a field clears its error (spec §5).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const length = (useWatch({ control, name: 'text' }) ?? '').length;

  // A reply form opens with focus inside it, on its heading (which names the comment answered).
  const isReply = Boolean(replyTo);
  useEffect(() => {
    if (isReply) headingRef.current?.focus();
  }, [isReply]);

  // Signed in: the account's name and e-mail, unless the person already typed their own.
  const signedAuthor = token.data?.author ?? null;
  const signedEmail = token.data?.email ?? null;
  useEffect(() => {
    if (signedAuthor && !getValues('author')) setValue('author', signedAuthor);
    if (signedEmail && !getValues('email')) setValue('email', signedEmail);
  }, [signedAuthor, signedEmail, getValues, setValue]);

  const field = (name: (typeof FIELDS)[number]) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    const formToken = token.data?.form_token;
    if (!formToken) return;
    setFailure(null);
    try {
      const created = await create.mutateAsync({
        ...values,
        parentId: replyTo?.id ?? null,
        form_token: formToken,
      });
      // Who wrote stays filled in for a next comment; the comment itself is gone.
      reset({ ...EMPTY, author: values.author, email: values.email, website: values.website });
      // A token serves one comment: the next one gets its own.
      void token.refetch();
      onSent(created.message);
    } catch (error) {
      if (error instanceof ApiError && error.message === blogMessages.errors.formExpired) {
        void token.refetch();
      }
      if (!setApiFieldErrors(error, setError, FIELDS)) setFailure(apiErrorMessage(error));
    }
  });

  const sending = isSubmitting || create.isPending;
  const Heading = isReply ? 'h3' : 'h2';

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      onFocus={resolver.preload}
      noValidate
      aria-labelledby={headingId}
      className="relative space-y-4"
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={isReply ? -1 : undefined}
        className={`rounded font-bold text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${isReply ? 'text-lg' : 'text-2xl'}`}
      >
        {replyTo ? text.replyTitle(replyTo.author) : text.title}
      </Heading>
      <p className="text-sm text-muted">{text.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.name}
          autoComplete="name"
          maxLength={BLOG_COMMENT_NAME_MAX_LENGTH}
          error={errors.author?.message}
          {...field('author')}
        />
        <TextField
          label={text.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
      </div>
      <TextField
        label={text.website}
        type="url"
        inputMode="url"
        autoComplete="url"
        error={errors.website?.message}
        {...field('website')}
      />
      <TextAreaField
        label={text.text}
        rows={isReply ? 4 : 6}
        maxLength={BLOG_COMMENT_MAX_LENGTH}
        error={errors.text?.message}
        counter={text.counter(length, BLOG_COMMENT_MAX_LENGTH)}
        counterTone={length >= BLOG_COMMENT_MAX_LENGTH ? 'warning' : 'normal'}
        {...field('text')}
      />

      {/* Honeypot: off-screen, hidden from assistive technology and out of the
          tab order, so only bots fill it in (the server then drops the comment). */}
      <div
        aria-hidden="true"
        className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden"
      >
        <label htmlFor={`${instance}-apodo`}>{text.honeypot}</label>
        <input
          id={`${instance}-apodo`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('apodo')}
        />
      </div>

      {token.isError ? (
        <FormAlert>
          <p>{text.tokenError}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void token.refetch()}
          >
            {commonMessages.retry}
          </Button>
        </FormAlert>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="accent"
          disabled={sending || !token.data || token.isFetching}
        >
          <Send className="size-5" aria-hidden="true" />
          {sending ? text.sending : isReply ? text.submitReply : text.submit}
        </Button>
      </div>
      {token.isPending ? (
        <p role="status" className="text-right text-sm text-muted">
          {text.preparing}
        </p>
      ) : null}
      <PrivacyNotice purpose={text.privacyPurpose} />
    </form>
  );
}
