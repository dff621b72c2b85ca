import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  fakeApplicationsApi,
  makeApplication,
} from '../features/staff/applications/applications-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffApplicationsRoute from './staff-applications';

const routes = [{ path: '/staff/solicitudes', element: <StaffApplicationsRoute /> }];

function setup({ isStaff = true, entry = '/staff/solicitudes', applications = defaults() } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  fakeStaffApi();
  const api = fakeApplicationsApi({ applications });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

function defaults() {
  return [
    makeApplication(1, { name: 'Protectora Gatos del Río', state: 'enviada' }),
    makeApplication(2, {
      name: 'Refugio Sierra Norte',
      kind: 'Refugio',
      city: 'Soria',
      province: 'Soria',
      state: 'en_revision',
      updated_at: '2026-11-21T12:00:00.000Z',
    }),
    makeApplication(3, {
      name: 'Patitas Cádiz',
      state: 'info_solicitada',
      city: 'Cádiz',
      province: 'Cádiz',
    }),
    makeApplication(4, { name: 'Amigos del Galgo', state: 'aprobada', shelter_id: 9 }),
    makeApplication(5, { name: 'Huellas Falsas', state: 'rechazada' }),
  ];
}

describe('staff: Solicitudes de refugio', () => {
  it('shows the open applications by default, oldest first, with kind, place, applicant, dates and state', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitudes de refugio' }),
    ).toBeVisible();
    expect(await screen.findByText('3 solicitudes')).toBeVisible();
    const links = screen.getAllByRole('link', { name: /^Abrir la solicitud de/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Protectora Gatos del Río',
      'Refugio Sierra Norte',
      'Patitas Cádiz',
    ]);
    expect(links[0]).toHaveAttribute('href', '/staff/solicitudes/1');
    const row = links[1]!.closest('li')!;
    expect(within(row).getByText('En revisión')).toBeVisible();
    expect(within(row).getByText('Refugio · Soria (Soria)')).toBeVisible();
    expect(within(row).getByText('Solicitante: lucia2@example.com')).toBeVisible();
    expect(within(row).getByText(/^Enviada el 12 nov 2026/)).toBeVisible();
    expect(within(row).getByText(/^Actualizada el 21 nov 2026/)).toBeVisible();
    expect(screen.queryByText('Amigos del Galgo')).not.toBeInTheDocument();
  });

  it('filters by state with counts, shows them all, and searches, all in the address', async () => {
    const { user, api, router } = setup();
    await screen.findByText('3 solicitudes');
    const states = screen.getByRole('combobox', { name: 'Estado de las solicitudes' });
    expect(await within(states).findByRole('option', { name: 'Abiertas (3)' })).toBeInTheDocument();
    expect(within(states).getByRole('option', { name: 'Aprobada (1)' })).toBeInTheDocument();
    expect(
      within(states).getByRole('option', { name: 'Información solicitada (1)' }),
    ).toBeInTheDocument();

    await user.selectOptions(states, 'aprobada');
    expect(await screen.findByText('1 solicitud')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Abrir la solicitud de Amigos del Galgo' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?estado=aprobada');
    expect(api.find('GET', '/shelter-applications/').at(-1)?.query.get('estado')).toBe('aprobada');

    await user.selectOptions(states, 'todas');
    expect(await screen.findByText('5 solicitudes')).toBeVisible();
    expect(api.find('GET', '/shelter-applications/').at(-1)?.query.has('estado')).toBe(false);

    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por nombre, ciudad, CIF o correo' }),
      'cádiz',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 solicitud')).toBeVisible();
    expect(router.state.location.search).toBe('?estado=todas&q=c%C3%A1diz');
    expect(api.find('GET', '/shelter-applications/').at(-1)?.query.get('q')).toBe('cádiz');

    await user.clear(
      screen.getByRole('searchbox', { name: 'Buscar por nombre, ciudad, CIF o correo' }),
    );
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por nombre, ciudad, CIF o correo' }),
      'nadie',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ninguna solicitud coincide')).toBeVisible();
  });

  it('pages through one state', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      makeApplication(index + 1, {
        state: 'rechazada',
        created_at: `2026-10-${String(index + 1).padStart(2, '0')}T08:00:00.000Z`,
      }),
    );
    const { user, api } = setup({
      applications: many,
      entry: '/staff/solicitudes?estado=rechazada',
    });
    expect(await screen.findByText('23 solicitudes')).toBeVisible();
    expect(screen.getByText('Página 1 de 2')).toBeVisible();
    await user.click(screen.getByRole('link', { name: /Siguiente/ }));
    expect(await screen.findByText('Página 2 de 2')).toBeVisible();
    expect(api.find('GET', '/shelter-applications/').at(-1)?.query.get('page')).toBe('2');
  });

  it('says when nothing waits', async () => {
    setup({ applications: [makeApplication(1, { state: 'aprobada' })] });
    expect(await screen.findByText('No hay solicitudes por revisar')).toBeVisible();
  });

  it('tells someone who is not staff that it is not for them, and asks nothing', async () => {
    const { api } = setup({ isStaff: false });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
