import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeSheltersApi, makeShelter } from '../features/staff/shelters/shelters-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffSheltersRoute from './staff-shelters';

const routes = [{ path: '/staff/refugios', element: <StaffSheltersRoute /> }];

function setup({ isStaff = true, entry = '/staff/refugios', shelters = defaults() } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  fakeStaffApi();
  const api = fakeSheltersApi({ shelters });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

function defaults() {
  return [
    makeShelter(1, { name: 'Refugio Huellas de Madrid' }),
    makeShelter(2, {
      name: 'Protectora Patas Barcelona',
      kind: 'Protectora',
      city: 'Barcelona',
      province: 'Barcelona',
      verified: false,
      verified_at: null,
      counts: { listed: 0, adopted: 0, hidden: 0, requests: 0, open_reports: 0 },
    }),
    makeShelter(3, {
      name: 'Gatos de Triana',
      kind: 'Particular',
      city: 'Sevilla',
      province: 'Sevilla',
      suspended: true,
      suspended_at: '2026-11-20T10:00:00.000Z',
      suspension_reason: 'Anuncios con animales que no existen.',
    }),
  ];
}

describe('staff: Refugios', () => {
  it('lists the shelters with kind, place, badges, animals, members and open reports', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Refugios' })).toBeVisible();
    expect(await screen.findByText('3 refugios')).toBeVisible();
    const madrid = screen.getByRole('link', { name: 'Abrir Refugio Huellas de Madrid' });
    expect(madrid).toHaveAttribute('href', '/staff/refugios/1');
    const row = madrid.closest('li')!;
    expect(within(row).getByText('Verificado')).toBeVisible();
    expect(within(row).getByText('Refugio · Madrid (Madrid)')).toBeVisible();
    expect(within(row).getByText('4 animales publicados')).toBeVisible();
    expect(within(row).getByText('2 miembros')).toBeVisible();
    expect(within(row).getByText('1 denuncia abierta')).toBeVisible();

    const barcelona = screen
      .getByRole('link', { name: 'Abrir Protectora Patas Barcelona' })
      .closest('li')!;
    expect(within(barcelona).getByText('Sin verificar')).toBeVisible();
    expect(within(barcelona).getByText('0 animales publicados')).toBeVisible();
    const triana = screen.getByRole('link', { name: 'Abrir Gatos de Triana' }).closest('li')!;
    expect(within(triana).getByText('Suspendido')).toBeVisible();
  });

  it('filters by standing, kind and province and searches, all kept in the address', async () => {
    const { user, api, router } = setup();
    await screen.findByText('3 refugios');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'suspendido');
    expect(await screen.findByText('1 refugio')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir Gatos de Triana' })).toBeVisible();
    expect(router.state.location.search).toBe('?estado=suspendido');
    expect(api.find('GET', '/staff/api/shelters/').at(-1)?.query.get('estado')).toBe('suspendido');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Protectora');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Barcelona');
    expect(await screen.findByText('1 refugio')).toBeVisible();
    expect(router.state.location.search).toBe('?kind=Protectora&province=Barcelona');
    const last = api.find('GET', '/staff/api/shelters/').at(-1)!.query;
    expect([last.get('kind'), last.get('province')]).toEqual(['Protectora', 'Barcelona']);

    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por nombre, ciudad, CIF o correo' }),
      'madrid',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ningún refugio coincide')).toBeVisible();
    expect(api.find('GET', '/staff/api/shelters/').at(-1)?.query.get('q')).toBe('madrid');
  });

  it('reads its filters from the address', async () => {
    const { api } = setup({ entry: '/staff/refugios?estado=sin_verificar&pagina=1' });
    expect(await screen.findByText('1 refugio')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('sin_verificar');
    expect(api.find('GET', '/staff/api/shelters/').at(-1)?.query.get('estado')).toBe(
      'sin_verificar',
    );
  });

  it('tells someone who is not staff that it is not for them, and asks nothing', async () => {
    const { api } = setup({ isStaff: false });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
