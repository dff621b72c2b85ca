import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { fakeAuditApi, makeAuditEntry } from '../features/staff/moderation/staff-admin-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffAuditRoute from './staff-audit';

const routes = [{ path: '/staff/auditoria', element: <StaffAuditRoute /> }];

function entries() {
  return [
    makeAuditEntry(3, {
      action: 'user.deactivate',
      target_type: 'user',
      target_id: 8,
      target_label: 'lucia@example.com',
      changes: { is_active: [true, false] },
      reason: 'Suplanta a un refugio real.',
      created_at: '2026-11-24T09:30:00.000Z',
    }),
    makeAuditEntry(2, {
      action: 'report.resolve',
      target_type: 'report',
      target_id: 5,
      target_label: 'Denuncia sobre Luna',
      changes: { state: ['abierta', 'resuelta'] },
      actor: { id: 2, email: 'marta@huella.es' },
      created_at: '2026-11-22T12:00:00.000Z',
    }),
    makeAuditEntry(1),
    makeAuditEntry(4, {
      action: 'mail.retry',
      target_type: 'mail',
      target_id: 12,
      target_label: 'Nueva solicitud de adopción → refugio@example.com',
      changes: { state: ['fallido', 'pendiente'], attempts: [10, 0] },
      created_at: '2026-11-25T08:00:00.000Z',
    }),
  ];
}

function setup({ entry = '/staff/auditoria' } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: true }))),
  );
  fakeStaffApi();
  const api = fakeAuditApi({ entries: entries() });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

describe('staff: Auditoría', () => {
  it('lists every action with when, who, what, its target, reason and changes', async () => {
    setup();
    expect(await screen.findByText('4 acciones')).toBeVisible();
    const entry = screen.getByRole('heading', { name: 'Desactivó una cuenta' }).closest('li')!;
    expect(within(entry).getByText('24 nov 2026, 10:30')).toBeVisible();
    expect(within(entry).getByText(/por admin@huella.es/)).toBeVisible();
    expect(within(entry).getByRole('link', { name: 'lucia@example.com' })).toHaveAttribute(
      'href',
      '/staff/usuarios/8',
    );
    expect(within(entry).getByText('Suplanta a un refugio real.')).toBeVisible();
    const change = within(entry).getByText('is_active').closest('li')!;
    expect(change).toHaveTextContent('is_active sí pasa a no');
    const report = screen.getByRole('heading', { name: 'Resolvió una denuncia' }).closest('li')!;
    expect(within(report).getByRole('link', { name: 'Denuncia sobre Luna' })).toHaveAttribute(
      'href',
      '/staff/denuncias/5',
    );
    expect(within(report).getByText(/por marta@huella.es/)).toBeVisible();
    // A state changes in words.
    expect(within(report).getByText('state').closest('li')).toHaveTextContent(
      'state Abierta pasa a Resuelta',
    );
    // A mail sent again: its states in words too.
    const mail = screen.getByRole('heading', { name: 'Reintentó un correo' }).closest('li')!;
    expect(within(mail).getByText('state').closest('li')).toHaveTextContent(
      'state Fallido pasa a En espera',
    );
    // Read only: nothing on the page changes a record.
    expect(screen.queryByRole('button', { name: /Borrar|Editar/ })).not.toBeInTheDocument();
  });

  it('filters by who, action, target and dates, all in the address', async () => {
    const { user, api, router } = setup();
    await screen.findByText('4 acciones');
    await user.type(screen.getByRole('searchbox', { name: 'Correo de quien actuó' }), 'marta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'report.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sobre' }), 'report');
    await user.type(screen.getByLabelText('Desde'), '2026-11-20');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('1 acción')).toBeVisible();
    const query = api.find('GET', '/staff/api/audit/').at(-1)!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      actor: 'marta',
      action: 'report.',
      target_type: 'report',
      desde: '2026-11-20',
      hasta: '2026-11-23',
    });
    expect(new URLSearchParams(router.state.location.search).get('actor')).toBe('marta');

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByText('4 acciones')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Correo de quien actuó' })).toHaveValue('');
  });

  it('reads the filters from the address, and refuses a range that ends before it starts', async () => {
    const { user, api } = setup({ entry: '/staff/auditoria?target_type=user&target_id=8' });
    expect(await screen.findByText('1 acción')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('8');
    const before = api.requests.length;
    await user.type(screen.getByLabelText('Desde'), '2026-11-23');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha «Desde» debe ser anterior a «Hasta».',
    );
    expect(api.requests).toHaveLength(before);
  });

  it('says when nothing matches', async () => {
    setup({ entry: '/staff/auditoria?actor=nadie' });
    expect(await screen.findByText('Ninguna acción coincide con los filtros')).toBeVisible();
  });
});
