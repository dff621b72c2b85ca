/**
 * A small modal form over the editor (the link's address, an image to
 * insert), on the app's one modal mechanism: focus moves in and stays there,
 * Escape closes, focus goes back to the toolbar button on close.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';

interface EditorDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  actions: ReactNode;
}

export function EditorDialog({ title, onClose, onSubmit, children, actions }: EditorDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to the post's form.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <ModalDialog
      onClose={onClose}
      closeOnBackdrop
      aria-labelledby={titleId}
      className="items-end justify-center backdrop:bg-primary/60 sm:items-center sm:p-4"
    >
      <form
        noValidate
        onSubmit={submit}
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
