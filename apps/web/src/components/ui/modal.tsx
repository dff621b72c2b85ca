/**
 * A modal window for content (forms, tables): centred, or as a side panel
 * that slides in from the right edge. Alerts and confirmations use dialog.tsx.
 *
 * Built on the app's one modal mechanism (modal-dialog.tsx, a native
 * `<dialog>`): labelled by its title; focus moves in (to `[data-autofocus]` or
 * the first control), stays inside, and goes back to the opener on close;
 * Escape or a press on the backdrop closes; the rest of the page is inert
 * while it is open. A confirmation opened from inside it stacks on top.
 */
import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { ModalDialog } from './modal-dialog';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Text under the title, read as the dialog's description. */
  description?: string;
  /** The close button's accessible name. */
  closeLabel: string;
  variant?: 'centered' | 'side';
  /** A centred modal's width: `narrow` for a short form of a few fields. */
  width?: 'wide' | 'narrow';
  children: ReactNode;
}

export function Modal({ open, ...props }: ModalProps) {
  return open ? <ModalView {...props} /> : null;
}

function ModalView({
  onClose,
  title,
  description,
  closeLabel,
  variant = 'centered',
  width = 'wide',
  children,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const side = variant === 'side';
  return (
    <ModalDialog
      onClose={onClose}
      closeOnBackdrop
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`backdrop:bg-primary/60 ${
        side ? 'justify-end' : 'items-end justify-center sm:items-center sm:p-4'
      }`}
    >
      <div
        className={`flex w-full flex-col bg-white shadow-2xl ${
          side
            ? 'h-full max-w-xl'
            : `max-h-[95dvh] ${width === 'narrow' ? 'max-w-lg' : 'max-w-3xl'} rounded-t-2xl sm:max-h-[90dvh] sm:rounded-2xl`
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold text-primary [overflow-wrap:anywhere]">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="-m-1 shrink-0 rounded-full p-2 text-muted hover:bg-gray-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </ModalDialog>
  );
}
