import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { fakeUsersApi, makeStaffUser } from '../features/staff/moderation/staff-admin-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffUserRoute from './staff-user';
import StaffUsersRoute from './staff-users';

const routes = [
  { path: '/staff/usuarios', element: <StaffUsersRoute /> },
  { path: '/staff/usuarios/:id', element: <StaffUserRoute /> },
];

function defaultUsers() {
  return [
    makeStaffUser(7, { name: 'Ana García', email: 'ana@example.com', is_staff: true }),
    makeStaffUser(8, {
      name: 'Lucía Pérez',
      email: 'lucia@example.com',
      shelters: 1,
      memberships: [{ id: 3, name: 'Refugio Esperanza', role: 'administrador', verified: true }],
      recent_requests: [
        {
          id: 12,
          pet_name: 'Luna',
          shelter_name: 'Refugio Esperanza',
          state: 'pendiente',
          created_at: '2026-11-21T10:00:00.000Z',
        },
      ],
    }),
    makeStaffUser(9, {
      name: 'Pablo Ruiz',
      email: 'pablo@example.com',
      is_active: false,
      email_confirmed: false,
      deactivated_at: '2026-11-10T10:00:00.000Z',
      deactivation_reason: 'Mensajes ofensivos a varios refugios.',
    }),
  ];
}

function setup({ entry = '/staff/usuarios', users = defaultUsers() } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () =>
      HttpResponse.json(userFixture({ id: 7, is_staff: true })),
    ),
  );
  fakeStaffApi();
  const api = fakeUsersApi({ users, me: 7 });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

describe('staff: Usuarios', () => {
  it('lists the accounts with their badges and shelters', async () => {
    setup();
    expect(await screen.findByText('3 cuentas')).toBeVisible();
    const ana = screen.getByRole('link', { name: 'Abrir la cuenta de Ana García' });
    expect(ana).toHaveAttribute('href', '/staff/usuarios/7');
    expect(within(ana.closest('li')!).getByText('Staff')).toBeVisible();
    const pablo = screen
      .getByRole('link', { name: 'Abrir la cuenta de Pablo Ruiz' })
      .closest('li')!;
    expect(within(pablo).getByText('Desactivada')).toBeVisible();
    expect(within(pablo).getByText('Correo sin confirmar')).toBeVisible();
    const lucia = screen
      .getByRole('link', { name: 'Abrir la cuenta de Lucía Pérez' })
      .closest('li')!;
    expect(within(lucia).getByText(/1 refugio/)).toBeVisible();
  });

  it('filters by role and state and searches, all in the address', async () => {
    const { user, api, router } = setup();
    await screen.findByText('3 cuentas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'refugio');
    expect(await screen.findByText('1 cuenta')).toBeVisible();
    expect(router.state.location.search).toBe('?rol=refugio');
    expect(api.find('GET', '/staff/api/users/').at(-1)?.query.get('rol')).toBe('refugio');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'inactivo');
    expect(
      await screen.findByRole('link', { name: 'Abrir la cuenta de Pablo Ruiz' }),
    ).toBeVisible();
    expect(api.find('GET', '/staff/api/users/').at(-1)?.query.get('estado')).toBe('inactivo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }), 'lucia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 cuenta')).toBeVisible();
    expect(api.find('GET', '/staff/api/users/').at(-1)?.query.get('q')).toBe('lucia');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }), 'nadie');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ninguna cuenta coincide')).toBeVisible();
  });
});

describe('staff: one account', () => {
  it('shows the profile, shelters, activity and latest requests', async () => {
    setup({ entry: '/staff/usuarios/8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía Pérez' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Perfil' });
    expect(within(profile).getByText('lucia@example.com')).toBeVisible();
    expect(within(profile).getByText('23 nov 2026, 19:40')).toBeVisible();
    const shelters = screen.getByRole('region', { name: 'Refugios' });
    expect(within(shelters).getByRole('link', { name: 'Refugio Esperanza' })).toHaveAttribute(
      'href',
      '/staff/refugios/3',
    );
    expect(within(shelters).getByText(/Administrador/)).toBeVisible();
    const activity = screen.getByRole('region', { name: 'Actividad' });
    expect(within(activity).getByText('Mensajes').nextElementSibling).toHaveTextContent('7');
    const requests = screen.getByRole('region', { name: 'Últimas solicitudes de adopción' });
    expect(within(requests).getByText('Luna · Refugio Esperanza')).toBeVisible();
    expect(within(requests).getByText(/Pendiente/)).toBeVisible();
  });

  it('deactivates an account with a reason, saying its sessions end, then reactivates it', async () => {
    const { user, api } = setup({ entry: '/staff/usuarios/8' });
    const actions = await screen.findByRole('region', { name: 'Acciones de la cuenta' });
    await user.click(within(actions).getByRole('button', { name: 'Desactivar cuenta' }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar la cuenta' });
    expect(within(dialog).getByText(/se cerrarán todas sus sesiones/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Explica el motivo');
    expect(api.find('POST', '/activation/')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo' }),
      'Suplanta a un refugio real.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Cuenta desactivada')).toBeInTheDocument();
    expect(api.find('POST', '/staff/api/users/8/activation/').at(-1)?.body).toEqual({
      active: false,
      reason: 'Suplanta a un refugio real.',
    });
    const profile = screen.getByRole('region', { name: 'Perfil' });
    expect(await within(profile).findByText(/Suplanta a un refugio real\./)).toBeVisible();

    await user.click(within(actions).getByRole('button', { name: 'Reactivar cuenta' }));
    const again = screen.getByRole('dialog', { name: 'Reactivar la cuenta' });
    await user.type(within(again).getByRole('textbox'), 'Comprobado con el refugio.');
    await user.click(within(again).getByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Cuenta reactivada')).toBeInTheDocument();
  });

  it('grants Staff with a reason', async () => {
    const { user, api } = setup({ entry: '/staff/usuarios/8' });
    const actions = await screen.findByRole('region', { name: 'Acciones de la cuenta' });
    await user.click(within(actions).getByRole('button', { name: 'Dar acceso de Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Dar acceso de Staff' });
    await user.type(within(dialog).getByRole('textbox'), 'Se incorpora al equipo de moderación.');
    await user.click(within(dialog).getByRole('button', { name: 'Dar acceso' }));
    expect(await screen.findByText('Acceso de Staff concedido')).toBeInTheDocument();
    expect(api.find('POST', '/staff/api/users/8/staff/').at(-1)?.body).toEqual({
      staff: true,
      reason: 'Se incorpora al equipo de moderación.',
    });
    expect(
      await within(actions).findByRole('button', { name: 'Quitar acceso de Staff' }),
    ).toBeVisible();
  });

  it('shows the refusal to change one’s own account', async () => {
    const { user } = setup({ entry: '/staff/usuarios/7' });
    const actions = await screen.findByRole('region', { name: 'Acciones de la cuenta' });
    expect(
      await within(actions).findByText('Es tu cuenta: otra persona de Staff tiene que cambiarla.'),
    ).toBeVisible();
    await user.click(within(actions).getByRole('button', { name: 'Quitar acceso de Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Quitar acceso de Staff' });
    await user.type(within(dialog).getByRole('textbox'), 'Prueba de quitarme el acceso.');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar acceso' }));
    expect(
      await within(dialog).findByText('No puedes cambiar tu propia cuenta desde aquí.'),
    ).toBeVisible();
  });
});
