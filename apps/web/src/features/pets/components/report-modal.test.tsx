import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userFixture } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ReportModal } from './report-modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reportar anuncio
      </button>
      <ReportModal animalId={3} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function setup({ session = false } = {}) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture())),
    http.post('*/api/animals/3/report/', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ detail: 'Gracias, revisaremos el anuncio.' }, { status: 201 });
    }),
  );
  const rendered = renderRoutes([{ path: '/', element: <Page /> }], { session });
  return { ...rendered, bodies };
}

describe('reporting an animal with an address (issue 17)', () => {
  it('lets a guest leave an address to hear the outcome, checked before sending', async () => {
    const { user, bodies } = setup();
    await user.click(screen.getByRole('button', { name: 'Reportar anuncio' }));
    const dialog = screen.getByRole('dialog', { name: 'Reportar anuncio' });
    const email = within(dialog).getByRole('textbox', { name: 'Tu correo (opcional)' });
    expect(email).toHaveAccessibleDescription(
      'Si lo dejas, te contaremos qué decidimos sobre este anuncio.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Contenido inapropiado' }));
    await user.type(email, 'no-es-un-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Introduce un correo válido o déjalo vacío.',
    );
    expect(email).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'vecina@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(await screen.findByText('Gracias, revisaremos el anuncio.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { reason: 'Contenido inapropiado', message: '', email: 'vecina@example.com' },
    ]);
  });

  it('sends no address when the guest leaves it empty', async () => {
    const { user, bodies } = setup();
    await user.click(screen.getByRole('button', { name: 'Reportar anuncio' }));
    const dialog = screen.getByRole('dialog', { name: 'Reportar anuncio' });
    await user.click(within(dialog).getByRole('radio', { name: 'Otro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(await screen.findByText('Gracias, revisaremos el anuncio.')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Otro', message: '' }]);
  });

  it('does not ask a signed-in reporter for an address (their account’s is used)', async () => {
    const { user } = setup({ session: true });
    await user.click(screen.getByRole('button', { name: 'Reportar anuncio' }));
    const dialog = screen.getByRole('dialog', { name: 'Reportar anuncio' });
    expect(within(dialog).queryByRole('textbox', { name: 'Tu correo (opcional)' })).toBeNull();
  });
});
