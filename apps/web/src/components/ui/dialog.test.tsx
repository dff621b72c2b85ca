import { describe, expect, it } from 'vitest';
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

  it('keeps Tab inside the dialog', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Preguntar' }));
    await screen.findByRole('alertdialog');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
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
