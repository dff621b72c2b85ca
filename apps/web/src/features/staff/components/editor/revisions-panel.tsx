/**
 * The post's revisions, newest first: when and by whom, a preview of what
 * they said, and "Restaurar" after a confirmation (the server keeps what is
 * replaced as another revision).
 */
import { useState } from 'react';
import { History } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import type { BlogRevision, StaffBlogPost } from '@huella/shared/schemas/blog';
import { Button } from '../../../../components/ui/button';
import { useDialog } from '../../../../components/ui/dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { useRestoreRevision, useRevisions } from '../../api/staff-posts';

const text = staffMessages.editor.revisions;

interface RevisionsPanelProps {
  postId: number;
  /** Unsaved changes in the form, which a restore would overwrite. */
  dirty: boolean;
  onRestored: (post: StaffBlogPost) => void;
}

function RevisionItem({
  revision,
  busy,
  onRestore,
}: {
  revision: BlogRevision;
  busy: boolean;
  onRestore: () => void;
}) {
  const [open, setOpen] = useState(false);
  const date = formatDateTime(revision.created_at);
  const previewId = `revision-${revision.id}-preview`;
  return (
    <li className="rounded-xl bg-surface p-3 ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm">
          <span className="font-semibold text-ink">{date}</span>{' '}
          <span className="text-muted">
            {revision.autor ? text.byAuthor(revision.autor) : text.unknownAuthor}
          </span>
        </p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={previewId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? text.hidePreview : text.preview}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={text.restoreLabel(date)}
            onClick={onRestore}
          >
            {text.restore}
          </Button>
        </div>
      </div>
      {open ? (
        <section
          id={previewId}
          aria-label={text.previewLabel(date)}
          className="mt-3 max-h-96 overflow-y-auto rounded-lg bg-white p-4 ring-1 ring-gray-200"
        >
          <h3 className="text-lg font-bold text-primary [overflow-wrap:anywhere]">
            {revision.titulo}
          </h3>
          {revision.resumen ? <p className="mt-1 text-sm text-muted">{revision.resumen}</p> : null}
          {/* Stored content, sanitised by the server when it was saved. */}
          <div
            className="mt-3 text-sm text-ink [&_a]:underline [&_h2]:font-bold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: revision.contenido }}
          />
        </section>
      ) : null}
    </li>
  );
}

export function RevisionsPanel({ postId, dirty, onRestored }: RevisionsPanelProps) {
  const revisions = useRevisions(postId);
  const restore = useRestoreRevision(postId);
  const dialog = useDialog();
  const [error, setError] = useState<string | null>(null);

  const onRestore = async (revision: BlogRevision) => {
    const date = formatDateTime(revision.created_at);
    const confirmed = await dialog.confirm({
      title: text.confirmTitle,
      message: text.confirmMessage(date) + (dirty ? text.confirmUnsaved : ''),
      confirmLabel: text.confirm,
    });
    if (!confirmed) return;
    setError(null);
    try {
      onRestored(await restore.mutateAsync(revision.id));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 ? failure.message : text.failure,
      );
    }
  };

  return (
    <section
      aria-labelledby="post-revisions-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2
        id="post-revisions-title"
        className="flex items-center gap-2 text-lg font-bold text-primary"
      >
        <History className="size-5 text-accent" aria-hidden="true" />
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-4">
        {revisions.isError ? (
          <LoadError message={text.loadFailed} onRetry={() => void revisions.refetch()} />
        ) : revisions.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : revisions.data.length === 0 ? (
          <p className="text-sm text-muted">{text.empty}</p>
        ) : (
          <ul className="space-y-2">
            {revisions.data.map((revision) => (
              <RevisionItem
                key={revision.id}
                revision={revision}
                busy={restore.isPending}
                onRestore={() => void onRestore(revision)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
