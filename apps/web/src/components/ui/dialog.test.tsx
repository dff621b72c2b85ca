import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import { DialogProvider, useDialog } from './dialog';

function Harness() {
  const dialog = useDialog();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={asyncHandler(async () =>
          setAnswer(
            String(await dialog.confirm({ title: '¿Borrar?', message: 'No se puede deshacer.' })),
          ),
        )}
      >
        Preguntar
      </button>
      <button
        type="button"
        onClick={asyncHandler(async () => {
          await dialog.alert({ title: 'Error', message: 'Algo falló.', type: 'error' });
          setAnswer('visto');
        })}
      >
        Avisar
      </button>
      <p>Respuesta: {answer}</p>
    </>
  );
}

const setup = () => {
  const user = userEvent.setup();
  render(
    <DialogProvider>
      <Harness />
    </DialogProvider>,
  );
  return user;
};

describe('dialog', () => {
  it('confirms with "Confirmar" and answers true', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Preguntar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar?' });
    expect(dialog).toHaveAccessibleDescription('No se puede deshacer.');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Respuesta: true')).toBeInTheDocument();
  });

  it('answers false on Escape and gives focus back', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Preguntar' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Respuesta: false')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preguntar' })).toHaveFocus();
  });

  // Tab staying inside is the browser's (the top layer); the E2E tests check it in Chromium.
  it('opens as a modal <dialog> and closes it when answered', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Preguntar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Respuesta: false')).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preguntar' })).toHaveFocus();
    showModal.mockRestore();
  });

  it('is a plain dialog (not alertdialog) for information', async () => {
    function Info() {
      const dialog = useDialog();
      return (
        <button
          type="button"
          onClick={asyncHandler(() => dialog.alert({ title: 'Listo', message: 'Guardado.' }))}
        >
          Informar
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <DialogProvider>
        <Info />
      </DialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Informar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listo' });
    expect(dialog).toHaveAccessibleDescription('Guardado.');
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Informar' })).toHaveFocus();
  });

  it('shows an alert with "Aceptar"', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Avisar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveAccessibleDescription(
      'Algo falló.',
    );
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByText('Respuesta: visto')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
