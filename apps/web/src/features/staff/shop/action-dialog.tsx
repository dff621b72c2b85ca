/**
 * A small modal form (the shipment's tracking, a refund) on the app's one
 * modal mechanism: focus moves in and stays there, Escape closes, focus goes
 * back to the button that opened it.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';

interface ActionDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  children: ReactNode;
  actions: ReactNode;
}

export function ActionDialog({
  title,
  onClose,
  onSubmit,
  busy,
  children,
  actions,
}: ActionDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <ModalDialog
      onClose={onClose}
      aria-labelledby={titleId}
      className="items-end justify-center backdrop:bg-primary/60 sm:items-center sm:p-4"
    >
      <form
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        className="w-full max-w-lg rounded-t-2xl bg-white p-5 shadow-2xl sm:rounded-2xl sm:p-6"
      >
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {title}
        </h2>
        <div className="mt-4 space-y-4">{children}</div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>
      </form>
    </ModalDialog>
  );
}
