/**
 * The one modal for alerts and confirmations (spec §3 "Alert", §8 dialog
 * buttons). `useDialog().alert()` / `.confirm()` return promises, so callers
 * read like a script: `if (await dialog.confirm({...})) …`.
 *
 * Accessibility: role dialog (info/success) or alertdialog (confirmations,
 * warnings, errors), aria-modal, labelled and described; focus moves into the
 * dialog, is trapped there and goes back where it was; Escape closes (a
 * confirmation then answers "no"); the rest of the page is made inert.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { Button } from './button';

export type DialogType = 'info' | 'success' | 'warning' | 'error';

export interface AlertOptions {
  title: string;
  message: string;
  type?: DialogType;
}

export interface ConfirmOptions extends AlertOptions {
  confirmLabel?: string;
}

export interface DialogApi {
  alert(options: AlertOptions): Promise<void>;
  confirm(options: ConfirmOptions): Promise<boolean>;
}

interface PendingDialog {
  id: number;
  kind: 'alert' | 'confirm';
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

const DialogContext = createContext<DialogApi | null>(null);

const icons: Record<DialogType, { Icon: typeof Info; className: string }> = {
  info: { Icon: Info, className: 'bg-secondary text-primary' },
  success: { Icon: CheckCircle2, className: 'bg-green-100 text-success' },
  warning: { Icon: AlertTriangle, className: 'bg-amber-100 text-amber-800' },
  error: { Icon: XCircle, className: 'bg-red-100 text-danger' },
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function DialogProvider({ children }: { children: ReactNode }) {
  // Requests queue up: one dialog at a time, in the order they were asked for.
  const [queue, setQueue] = useState<PendingDialog[]>([]);
  const nextId = useRef(1);

  const open = useCallback((kind: PendingDialog['kind'], options: ConfirmOptions) => {
    return new Promise<boolean>((resolve) => {
      const id = nextId.current++;
      setQueue((current) => [...current, { id, kind, options, resolve }]);
    });
  }, []);

  const api = useMemo<DialogApi>(
    () => ({
      alert: async (options) => {
        await open('alert', options);
      },
      confirm: (options) => open('confirm', options),
    }),
    [open],
  );

  const current = queue[0];
  const close = useCallback(
    (confirmed: boolean) => {
      if (!current) return;
      current.resolve(confirmed);
      setQueue((items) => items.filter((item) => item.id !== current.id));
    },
    [current],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current ? <DialogView key={current.id} dialog={current} onClose={close} /> : null}
    </DialogContext.Provider>
  );
}

function DialogView({
  dialog,
  onClose,
}: {
  dialog: PendingDialog;
  onClose: (confirmed: boolean) => void;
}) {
  const { kind, options } = dialog;
  const type = options.type ?? (kind === 'confirm' ? 'warning' : 'info');
  const titleId = useId();
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [portal] = useState(() => {
    const node = document.createElement('div');
    node.dataset.dialogRoot = '';
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
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      for (const element of siblings) element.inert = false;
      previouslyFocused?.focus?.();
    };
  }, [portal]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(false);
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

  const { Icon, className: iconClass } = icons[type];
  const isAlertDialog = kind === 'confirm' || type === 'warning' || type === 'error';

  return createPortal(
    <div className="fixed inset-0 z-[1000] flex items-center justify-center bg-primary/60 p-4 backdrop-blur-sm">
      <div
        ref={panelRef}
        role={isAlertDialog ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl"
      >
        <div className="flex items-start gap-4">
          <span
            className={`flex size-11 shrink-0 items-center justify-center rounded-full ${iconClass}`}
            aria-hidden="true"
          >
            <Icon className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-primary">
              {options.title}
            </h2>
            <p id={messageId} className="mt-2 text-ink [overflow-wrap:anywhere]">
              {options.message}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {kind === 'confirm' ? (
            <>
              <Button variant="secondary" onClick={() => onClose(false)}>
                {commonMessages.dialog.cancel}
              </Button>
              <Button
                data-autofocus
                variant={type === 'error' ? 'danger' : 'primary'}
                onClick={() => onClose(true)}
              >
                {options.confirmLabel ?? commonMessages.dialog.confirm}
              </Button>
            </>
          ) : (
            <Button data-autofocus variant="primary" onClick={() => onClose(true)}>
              {commonMessages.dialog.accept}
            </Button>
          )}
        </div>
      </div>
    </div>,
    portal,
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog needs a <DialogProvider> above it.');
  return api;
}
