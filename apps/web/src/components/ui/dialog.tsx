/**
 * The one modal for alerts and confirmations (spec §3 "Alert", §8 dialog
 * buttons). `useDialog().alert()` / `.confirm()` return promises, so callers
 * read like a script: `if (await dialog.confirm({...})) …`.
 *
 * Accessibility: role dialog (info/success) or alertdialog (confirmations,
 * warnings, errors), labelled and described. The modal mechanics (a native
 * `<dialog>`: focus moves in and stays inside, goes back where it was on
 * close, the rest of the page is inert) are modal-dialog.tsx's; Escape closes
 * here too (a confirmation then answers "no").
 */
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

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

  const { Icon, className: iconClass } = icons[type];
  const isAlertDialog = kind === 'confirm' || type === 'warning' || type === 'error';

  return (
    <ModalDialog
      onClose={() => onClose(false)}
      role={isAlertDialog ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="justify-center overflow-y-auto p-4 backdrop:bg-primary/60 backdrop:backdrop-blur-sm"
    >
      <div className="my-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
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
    </ModalDialog>
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog needs a <DialogProvider> above it.');
  return api;
}
