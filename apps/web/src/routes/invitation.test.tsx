import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyShelter, ReceivedInvitation } from '@huella/shared/schemas/shelters';
import { server } from '../testing/server';
import { renderRoutes, TEST_SESSION } from '../testing/render';
import Invitation from './invitation';

const route = [{ path: '/invitaciones', element: <Invitation /> }];
const URL = '/invitaciones?token=abc123';

function fakeApi(email: string) {
  const calls: { path: string; body: unknown }[] = [];
  const invitation: ReceivedInvitation = {
    shelter: { id: 4, name: 'Refugio Las Encinas' },
    email,
    role: 'miembro',
    expires_at: '2026-03-15T10:00:00.000Z',
  };
  server.use(
    http.post('*/shelters/api/invitations/lookup/', () => HttpResponse.json(invitation)),
    http.post('*/shelters/api/invitations/accept/', async ({ request }) => {
      calls.push({ path: 'accept', body: await request.json() });
      return HttpResponse.json({
        id: 4,
        name: 'Refugio Las Encinas',
        role: 'miembro',
      } as MyShelter);
    }),
    http.post('*/shelters/api/invitations/decline/', async ({ request }) => {
      calls.push({ path: 'decline', body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('the invitation page', () => {
  it('lets the invited address accept, and says where the shelter now is', async () => {
    const calls = fakeApi(TEST_SESSION.email.toUpperCase());
    const { user } = renderRoutes(route, { initialEntries: [URL], session: true });
    expect(
      await screen.findByText(
        'Refugio Las Encinas te invita a formar parte de su equipo en Huella como miembro.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '¡Ya formas parte de Refugio Las Encinas!',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Mis refugios' })).toHaveAttribute(
      'href',
      '/dashboard?seccion=refugios',
    );
    expect(calls).toEqual([{ path: 'accept', body: { token: 'abc123' } }]);
  });

  it('asks a guest to sign in with the invited address, and lets them decline', async () => {
    const calls = fakeApi('invitada@example.com');
    const { user } = renderRoutes(route, { initialEntries: [URL] });
    expect(
      await screen.findByText(
        'Para aceptarla, inicia sesión o crea una cuenta con invitada@example.com.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText('Has rechazado la invitación. No formarás parte del refugio.'),
    ).toBeVisible();
    expect(calls).toEqual([{ path: 'decline', body: { token: 'abc123' } }]);
  });

  it('tells another account whose invitation it is, with no Aceptar', async () => {
    fakeApi('otra@example.com');
    renderRoutes(route, { initialEntries: [URL], session: true });
    expect(
      await screen.findByText(
        'Has iniciado sesión con otra cuenta. Para aceptarla, inicia sesión con otra@example.com.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });
});
