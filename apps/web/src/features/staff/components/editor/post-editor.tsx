/**
 * The post's editor (new or existing): title, address, summary, the rich
 * content, categories and tags, the picture and its description, the
 * author's biography and whether comments are open; then Guardar borrador
 * (or Guardar cambios once it is out), Programar, Publicar and Archivar.
 * Leaving with unsaved changes asks first; the revisions sit beside it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CalendarClock, Send, Archive, Save } from 'lucide-react';
import {
  BLOG_AUTHOR_BIO_MAX_LENGTH,
  BLOG_SLUG_MAX_LENGTH,
  BLOG_SUMMARY_MAX_LENGTH,
  BLOG_TERMS_MAX,
  BLOG_TITLE_MAX_LENGTH,
} from '@huella/shared/constants';
import { staffMessages } from '@huella/shared/messages/staff';
import type { BlogPostInput, StaffBlogPost } from '@huella/shared/schemas/blog';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { useDialog } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { useCreatePost, useUpdatePost } from '../../api/staff-posts';
import { isoToLocalInput } from '../../utils/datetime';
import { PostStateBadge } from '../state-badge';
import { ChipInput } from './chip-input';
import { PostImageField } from './post-image-field';
import {
  buildRequest,
  emptyPostValues,
  isDirty,
  serverErrors,
  valuesOfPost,
  type PostAction,
  type PostFormErrors,
  type PostFormValues,
} from './post-form';
import { RevisionsPanel } from './revisions-panel';
import { RichTextEditor } from './rich-text-editor';
import { BackToList } from '../back-to-list';

const text = staffMessages.editor;
const actionsText = text.actions;

const counterTone = (length: number, max: number) => (length > max * 0.9 ? 'warning' : 'normal');

function successMessage(action: PostAction, created: boolean, saved: StaffBlogPost): string {
  if (action === 'publish') return text.saved.published;
  if (action === 'archive') return text.saved.archived;
  if (action === 'schedule')
    return text.saved.scheduled(
      saved.fechaPublicacion ? formatDateTime(saved.fechaPublicacion) : '',
    );
  if (created) return text.saved.created;
  return saved.estado === 'borrador' ? text.saved.draft : text.saved.changes;
}

/** Warns before leaving the editor (a link, the back button, closing the tab) with unsaved changes. */
function useLeaveWarning(dirty: boolean, allowLeave: React.RefObject<boolean>) {
  const dialog = useDialog();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  // Asked once per blocked navigation, whatever re-renders meanwhile.
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    void dialog
      .confirm({
        title: text.unsaved.title,
        message: text.unsaved.message,
        confirmLabel: text.unsaved.confirm,
      })
      .then((leave) => {
        const current = blockerRef.current;
        if (current.state !== 'blocked') return;
        if (leave) current.proceed();
        else current.reset();
      });
  }, [blocked, dialog]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

export function PostEditor({ post }: { post: StaffBlogPost | null }) {
  const navigate = useNavigate();
  const dialog = useDialog();
  const ids = { titulo: useId(), slug: useId(), resumen: useId(), contentLabel: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [baseline, setBaseline] = useState<PostFormValues>(() =>
    post ? valuesOfPost(post) : emptyPostValues,
  );
  const [values, setValues] = useState<PostFormValues>(baseline);
  const [contentVersion, setContentVersion] = useState(0);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [scheduling, setScheduling] = useState(false);
  const [scheduleAt, setScheduleAt] = useState(
    post?.estado === 'programado' && post.fechaPublicacion
      ? isoToLocalInput(post.fechaPublicacion)
      : '',
  );
  const allowLeave = useRef(false);
  const create = useCreatePost();
  const update = useUpdatePost(post?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const dirty = isDirty(values, baseline);
  useLeaveWarning(dirty, allowLeave);

  // After a refused attempt, the keyboard goes to the first field to fix.
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [attempt]);

  const set = <Key extends keyof PostFormValues>(key: Key, value: PostFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  /** The form takes what the server stored (it normalises the slug, the terms and the content). */
  const adopt = (saved: StaffBlogPost) => {
    const next = valuesOfPost(saved);
    if (next.contenido !== values.contenido) setContentVersion((version) => version + 1);
    setBaseline(next);
    setValues(next);
  };

  const run = async (action: PostAction) => {
    setFormError(null);
    const { input, errors: found } = buildRequest(
      action,
      values,
      post ? baseline : null,
      scheduleAt,
    );
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setFormError(text.fixErrors);
      setAttempt((count) => count + 1);
      return;
    }
    if (action === 'archive') {
      const confirmed = await dialog.confirm({
        title: text.archiveConfirm.title,
        message: text.archiveConfirm.message,
        confirmLabel: text.archiveConfirm.confirm,
      });
      if (!confirmed) return;
    }
    setErrors({});
    try {
      const saved = post
        ? await update.mutateAsync(input)
        : await create.mutateAsync(input as BlogPostInput);
      toast.success(successMessage(action, !post, saved));
      setScheduling(false);
      if (!post) {
        allowLeave.current = true;
        void navigate(`/staff/blog/${saved.id}`, { replace: true });
        return;
      }
      adopt(saved);
    } catch (failure) {
      if (failure instanceof ApiError) {
        const fieldErrors = serverErrors(failure.fields);
        setErrors(fieldErrors);
        if (fieldErrors.fechaPublicacion) setScheduling(true);
        setFormError(failure.message);
        setAttempt((count) => count + 1);
      } else setFormError(text.saveFailed);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('save');
  };

  const estado = post?.estado ?? 'borrador';
  const isDraft = !post || estado === 'borrador';
  const slugPath = `/blog/${values.slug.trim() || post?.slug || '…'}`;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={saving}>
      <BackToList to="/staff/blog">{text.backToList}</BackToList>
      {formError ? <FormAlert className="mb-4">{formError}</FormAlert> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
          <TextField
            id={ids.titulo}
            label={text.titulo}
            value={values.titulo}
            maxLength={BLOG_TITLE_MAX_LENGTH}
            required
            error={errors.titulo}
            onChange={(event) => set('titulo', event.target.value)}
          />
          <TextField
            id={ids.slug}
            label={text.slug}
            value={values.slug}
            maxLength={BLOG_SLUG_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
            hint={text.slugHint(slugPath)}
            error={errors.slug}
            onChange={(event) => set('slug', event.target.value)}
          />
          <TextAreaField
            id={ids.resumen}
            label={text.resumen}
            hint={text.resumenHint}
            value={values.resumen}
            maxLength={BLOG_SUMMARY_MAX_LENGTH}
            rows={3}
            className="[&_textarea]:min-h-20"
            counter={text.counter(values.resumen.length, BLOG_SUMMARY_MAX_LENGTH)}
            counterTone={counterTone(values.resumen.length, BLOG_SUMMARY_MAX_LENGTH)}
            error={errors.resumen}
            onChange={(event) => set('resumen', event.target.value)}
          />
          <div>
            <p id={ids.contentLabel} className="mb-1 block text-sm font-medium text-ink">
              {text.content}
            </p>
            <RichTextEditor
              key={contentVersion}
              initialContent={values.contenido}
              labelId={ids.contentLabel}
              invalid={Boolean(errors.contenido)}
              describedBy={errors.contenido ? `${ids.contentLabel}-error` : undefined}
              onChange={(html) => set('contenido', html)}
            />
            {errors.contenido ? (
              <p
                id={`${ids.contentLabel}-error`}
                role="alert"
                className="mt-1 text-sm font-medium text-danger"
              >
                {errors.contenido}
              </p>
            ) : null}
          </div>
        </div>

        <div className="space-y-6">
          <section
            aria-label={actionsText.label}
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 lg:sticky lg:top-24"
          >
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {text.state}: <PostStateBadge estado={estado} />
              {post?.fechaPublicacion && estado !== 'borrador' ? (
                <span>{formatDateTime(post.fechaPublicacion)}</span>
              ) : null}
            </p>
            <div className="flex flex-col gap-2">
              <Button type="submit" variant="secondary" disabled={saving || (!!post && !dirty)}>
                <Save className="size-4" aria-hidden="true" />
                {saving
                  ? actionsText.saving
                  : isDraft
                    ? actionsText.saveDraft
                    : actionsText.saveChanges}
              </Button>
              {estado !== 'publicado' ? (
                <Button
                  variant="ghost"
                  aria-expanded={scheduling}
                  aria-controls="post-schedule"
                  disabled={saving}
                  onClick={() => setScheduling((open) => !open)}
                >
                  <CalendarClock className="size-4" aria-hidden="true" />
                  {actionsText.schedule}
                </Button>
              ) : null}
              {scheduling ? (
                <div id="post-schedule" className="space-y-2 rounded-xl bg-surface p-3">
                  <TextField
                    type="datetime-local"
                    label={actionsText.scheduleAt}
                    value={scheduleAt}
                    min={isoToLocalInput(new Date().toISOString())}
                    error={errors.fechaPublicacion}
                    onChange={(event) => {
                      setScheduleAt(event.target.value);
                      setErrors((current) => ({ ...current, fechaPublicacion: undefined }));
                    }}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" disabled={saving} onClick={() => void run('schedule')}>
                      {actionsText.scheduleConfirm}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setScheduling(false)}>
                      {actionsText.scheduleCancel}
                    </Button>
                  </div>
                </div>
              ) : null}
              {estado !== 'publicado' ? (
                <Button disabled={saving} onClick={() => void run('publish')}>
                  <Send className="size-4" aria-hidden="true" />
                  {actionsText.publish}
                </Button>
              ) : null}
              {post && estado !== 'archivado' ? (
                <Button variant="ghost" disabled={saving} onClick={() => void run('archive')}>
                  <Archive className="size-4" aria-hidden="true" />
                  {actionsText.archive}
                </Button>
              ) : null}
            </div>
          </section>

          <section
            aria-labelledby="post-picture-title"
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
          >
            <h2 id="post-picture-title" className="text-lg font-bold text-primary">
              {text.picture.title}
            </h2>
            {post ? (
              <PostImageField post={post} />
            ) : (
              <p className="text-sm text-muted">{text.picture.saveFirst}</p>
            )}
            {post?.image ? (
              <TextField
                label={text.picture.alt}
                hint={text.picture.altHint}
                value={values.image_alt}
                maxLength={BLOG_TITLE_MAX_LENGTH}
                error={errors.image_alt}
                onChange={(event) => set('image_alt', event.target.value)}
              />
            ) : null}
          </section>

          <section className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <ChipInput
              id="post-categorias"
              label={text.categorias}
              hint={text.termsHint(BLOG_TERMS_MAX)}
              values={values.categorias}
              max={BLOG_TERMS_MAX}
              error={errors.categorias}
              onChange={(terms) => set('categorias', terms)}
            />
            <ChipInput
              id="post-etiquetas"
              label={text.etiquetas}
              hint={text.termsHint(BLOG_TERMS_MAX)}
              values={values.etiquetas}
              max={BLOG_TERMS_MAX}
              error={errors.etiquetas}
              onChange={(terms) => set('etiquetas', terms)}
            />
            <TextAreaField
              label={text.authorBio}
              hint={text.authorBioHint}
              value={values.author_bio}
              maxLength={BLOG_AUTHOR_BIO_MAX_LENGTH}
              rows={3}
              counter={text.counter(values.author_bio.length, BLOG_AUTHOR_BIO_MAX_LENGTH)}
              counterTone={counterTone(values.author_bio.length, BLOG_AUTHOR_BIO_MAX_LENGTH)}
              error={errors.author_bio}
              onChange={(event) => set('author_bio', event.target.value)}
            />
            <Checkbox
              label={text.commentsOpen}
              checked={values.comments_open}
              onChange={(event) => set('comments_open', event.target.checked)}
            />
          </section>

          {post ? (
            <RevisionsPanel
              postId={post.id}
              dirty={dirty}
              onRestored={(restored) => {
                toast.success(text.revisions.restored);
                setContentVersion((version) => version + 1);
                const next = valuesOfPost(restored);
                setBaseline(next);
                setValues(next);
              }}
            />
          ) : null}
        </div>
      </div>
    </form>
  );
}
