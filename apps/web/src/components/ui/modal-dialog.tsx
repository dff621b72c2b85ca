/**
 * The one modal mechanism behind dialog.tsx (alerts, confirmations) and
 * modal.tsx (content modals): a native `<dialog>` opened with `showModal()`.
 *
 * The browser does the hard parts: the dialog sits in the top layer, the rest
 * of the page is inert (so Tab stays inside), and a dialog opened from inside
 * another one stacks on top of it. This file adds what the app needs on top:
 * focus moves to `[data-autofocus]` (or the first control); Escape (the
 * `cancel` event) asks the owner to close through `onClose`, so React state
 * stays the source of truth; focus goes back to the opener on close; a press
 * on the backdrop closes when `closeOnBackdrop` is set.
 */
import {
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Opens the `<dialog>` in `ref` as a modal while the calling component is
 * mounted, and closes it (focus back to the opener) when it unmounts.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect, so closing happens while the <dialog> is still in the
  // document (before React removes it) and focus can go back at once.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closeAsked = false;
    let closing = false;

    const onCancel = (event: Event) => {
      // Escape: the owner decides. (If the browser won't let the cancel be
      // prevented, the dialog closes by itself and `close` below follows.)
      event.preventDefault();
      closeAsked = true;
      onCloseRef.current();
    };
    const onNativeClose = () => {
      if (!closing && !closeAsked) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);

    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();

    return () => {
      closing = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}

type DialogProps = Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onCancel' | 'onClose' | 'onMouseDown'
>;

interface ModalDialogProps extends DialogProps {
  onClose: () => void;
  /** A press on the backdrop (outside the panel) closes. */
  closeOnBackdrop?: boolean;
}

/**
 * A `<dialog>` shown as a modal while mounted, in `<body>`, filling the
 * viewport with the browser's own box styles reset: lay out the panel inside
 * with `className` (the dialog is a flex container while open).
 */
export function ModalDialog({
  onClose,
  closeOnBackdrop = false,
  className = '',
  children,
  ...props
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, onClose);

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog fills the viewport, so a press outside the panel lands on the
    // <dialog> itself. (A press, not a click: a drag that ends there stays.)
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      aria-modal="true"
      {...props}
      onMouseDown={onMouseDown}
      className={`fixed inset-0 m-0 size-full max-h-none max-w-none border-0 bg-transparent p-0 text-inherit open:flex ${className}`}
    >
      {children}
    </dialog>,
    document.body,
  );
}
