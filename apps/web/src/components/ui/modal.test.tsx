import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import { DialogProvider, useDialog } from './dialog';
import { Modal } from './modal';

// What jsdom can show: focus moves in, Escape (the dialog's `cancel` event)
// and the backdrop close, focus goes back, a confirmation stacks on top. The
// top layer itself (the page inert, Tab kept inside) is the browser's and is
// checked by the E2E tests in Chromium.

function Harness({
  variant,
  autofocus = false,
}: {
  variant?: 'centered' | 'side';
  autofocus?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const dialog = useDialog();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <p>Respuesta: {answer}</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Usuarios"
        description="Quién gestiona el refugio."
        closeLabel="Cerrar"
        variant={variant}
      >
        <label>
          Nombre
          <input data-autofocus={autofocus || undefined} />
        </label>
        <button
          type="button"
          onClick={asyncHandler(async () =>
            setAnswer(
              String(await dialog.confirm({ title: '¿Quitar?', message: 'Dejará el refugio.' })),
            ),
          )}
        >
          Quitar
        </button>
      </Modal>
    </>
  );
}

const setup = (props: Parameters<typeof Harness>[0] = {}) => {
  const user = userEvent.setup();
  render(
    <DialogProvider>
      <Harness {...props} />
    </DialogProvider>,
  );
  return user;
};

const openModal = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.getByRole('dialog', { name: 'Usuarios' });
};

describe('modal', () => {
  it('is a labelled, described modal <dialog> with focus on its first control', async () => {
    const user = setup();
    const modal = await openModal(user);
    expect(modal).toBeInstanceOf(HTMLDialogElement);
    expect(modal).toHaveAttribute('open');
    expect(modal).toHaveAccessibleDescription('Quién gestiona el refugio.');
    expect(within(modal).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('moves focus to [data-autofocus] when there is one', async () => {
    const user = setup({ autofocus: true });
    const modal = await openModal(user);
    expect(within(modal).getByLabelText('Nombre')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = setup({ variant: 'side' });
    const modal = await openModal(user);
    await user.keyboard('{Escape}');
    expect(modal).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = setup();
    const modal = await openModal(user);
    await user.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('closes on a press on the backdrop, not on one inside the panel', async () => {
    const user = setup();
    const modal = await openModal(user);
    fireEvent.mouseDown(within(modal).getByLabelText('Nombre'));
    expect(modal).toBeInTheDocument();
    fireEvent.mouseDown(modal);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stacks a confirmation on top: Escape answers it and leaves the modal open', async () => {
    const user = setup();
    const modal = await openModal(user);
    const remove = within(modal).getByRole('button', { name: 'Quitar' });
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: '¿Quitar?' });
    expect(within(confirm).getByRole('button', { name: 'Confirmar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(await screen.findByText('Respuesta: false')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(modal).toHaveAttribute('open');
    expect(remove).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});
