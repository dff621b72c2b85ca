/**
 * A modal window for content (forms, tables): centred, or as a side panel
 * that slides in from the right edge. Alerts and confirmations use dialog.tsx.
 *
 * Accessible like the app's dialog: role dialog, aria-modal, labelled by its
 * title; focus moves in (to `[data-autofocus]` or the first control), is
 * trapped, and goes back to the opener on close; Escape closes; the rest of
 * the page is inert while it is open. A confirmation opened from inside it
 * stacks on top (the dialog makes this one inert in turn).
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Text under the title, read as the dialog's description. */
  description?: string;
  /** The close button's accessible name. */
  closeLabel: string;
  variant?: 'centered' | 'side';
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
  children,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [portal] = useState(() => {
    const node = document.createElement('div');
    node.dataset.modalRoot = '';
    return node;
  });

  // Own portal node, so everything else in <body> can be made inert while open.
  useLayoutEffect(() => {
    document.body.append(portal);
    return () => portal.remove();
  }, [portal]);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const siblings = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element !== portal && element instanceof HTMLElement && !element.inert,
    );
    for (const element of siblings) element.inert = true;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      for (const element of siblings) element.inert = false;
      previouslyFocused?.focus?.();
    };
  }, [portal]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const side = variant === 'side';
  return createPortal(
    <div
      className={`fixed inset-0 z-50 flex bg-primary/60 ${
        side ? 'justify-end' : 'items-end justify-center sm:items-center sm:p-4'
      }`}
      onMouseDown={(event) => {
        // A click on the backdrop (not a drag that ends there) closes.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onKeyDown={onKeyDown}
        className={`flex w-full flex-col bg-white shadow-2xl ${
          side
            ? 'h-full max-w-xl'
            : 'max-h-[95dvh] max-w-3xl rounded-t-2xl sm:max-h-[90dvh] sm:rounded-2xl'
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
    </div>,
    portal,
  );
}
