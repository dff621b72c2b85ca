import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { fakeReportsApi, makeReport } from '../features/staff/moderation/staff-admin-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffReportRoute from './staff-report';
import StaffReportsRoute from './staff-reports';

const routes = [
  { path: '/staff/denuncias', element: <StaffReportsRoute /> },
  { path: '/staff/denuncias/:id', element: <StaffReportRoute /> },
];

function defaultReports() {
  return [
    makeReport(1),
    makeReport(2, {
      reporter: { kind: 'cuenta', email: 'lucia@example.com' },
      reason: 'Contenido inapropiado',
      pet: {
        id: 50,
        name: 'Toby',
        image: null,
        state: 'en_adopcion',
        hidden: true,
        deleted: false,
      },
      reports_for_pet: 2,
    }),
    makeReport(3, { state: 'en_revision', reporter: { kind: 'invitado', email: '' } }),
    makeReport(4, { state: 'resuelta', resolution: 'Se corrigió la edad del anuncio.' }),
  ];
}

function setup({ isStaff = true, entry = '/staff/denuncias', reports = defaultReports() } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  fakeStaffApi();
  const api = fakeReportsApi({ reports });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

describe('staff: Denuncias', () => {
  it('lists each report with its animal, shelter, reason, message, when and who', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Denuncias' })).toBeVisible();
    expect(await screen.findByText('4 denuncias')).toBeVisible();
    const first = screen.getByRole('link', { name: 'Abrir la denuncia 1 sobre Luna 1' });
    expect(first).toHaveAttribute('href', '/staff/denuncias/1');
    const row = first.closest('li')!;
    expect(within(row).getByText('Abierta')).toBeVisible();
    expect(within(row).getByText('Información incorrecta')).toBeVisible();
    expect(within(row).getByText('La edad del anuncio 1 no coincide con las fotos.')).toBeVisible();
    expect(within(row).getByText(/Invitado: vecina@example.com/)).toBeVisible();
    expect(within(row).getByText(/^Recibida el 20 nov 2026/)).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Refugio Refugio Esperanza en Staff' }),
    ).toHaveAttribute('href', '/staff/refugios/3');
    expect(within(row).getByRole('link', { name: 'Página pública de Luna 1' })).toHaveAttribute(
      'href',
      '/adopciones/animal/41',
    );

    const toby = screen
      .getByRole('link', { name: 'Abrir la denuncia 2 sobre Toby' })
      .closest('li')!;
    expect(within(toby).getByText('Anuncio oculto')).toBeVisible();
    expect(within(toby).getByText(/Con cuenta: lucia@example.com/)).toBeVisible();
    expect(
      within(toby).getByRole('link', { name: '2 denuncias sobre este animal' }),
    ).toHaveAttribute('href', '/staff/denuncias?animal=50');
    const guest = screen
      .getByRole('link', { name: 'Abrir la denuncia 3 sobre Luna 3' })
      .closest('li')!;
    expect(within(guest).getByText(/Invitado sin correo/)).toBeVisible();
  });

  it('filters by state with each state’s count, in the address', async () => {
    const { user, api, router } = setup();
    await screen.findByText('4 denuncias');
    const states = screen.getByRole('navigation', { name: 'Estado de las denuncias' });
    expect(within(states).getByRole('link', { name: 'Todas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(await within(states).findByRole('link', { name: 'Abierta (2)' }));
    expect(await screen.findByText('2 denuncias')).toBeVisible();
    expect(router.state.location.search).toBe('?estado=abierta');
    expect(api.find('GET', '/staff/api/reports/').at(-1)?.query.get('estado')).toBe('abierta');
    expect(within(states).getByRole('link', { name: 'Abierta (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(states).getByRole('link', { name: 'Descartada (0)' }));
    expect(await screen.findByText('No hay denuncias descartadas')).toBeVisible();
  });

  it('shows one animal’s reports', async () => {
    const { api } = setup({ entry: '/staff/denuncias?animal=50' });
    expect(await screen.findByText('1 denuncia')).toBeVisible();
    expect(api.find('GET', '/staff/api/reports/').at(-1)?.query.get('pet')).toBe('50');
    expect(screen.getByRole('link', { name: 'Abrir la denuncia 2 sobre Toby' })).toBeVisible();
  });

  it('tells someone who is not staff that it is not for them, and asks nothing', async () => {
    const { api } = setup({ isStaff: false });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});

describe('staff: one report', () => {
  it('shows the report, the animal and its shelter, and who will receive the statement', async () => {
    setup({ entry: '/staff/denuncias/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Denuncia 1' })).toBeVisible();
    const report = screen.getByRole('region', { name: 'La denuncia' });
    expect(within(report).getByText('Información incorrecta')).toBeVisible();
    expect(within(report).getByText('Invitado: vecina@example.com')).toBeVisible();
    const animal = screen.getByRole('region', { name: 'El animal' });
    expect(within(animal).getByRole('link', { name: /Página pública/ })).toHaveAttribute(
      'href',
      '/adopciones/animal/41',
    );
    const shelter = screen.getByRole('region', { name: 'El refugio' });
    expect(within(shelter).getByText('Verificado')).toBeVisible();
    expect(within(shelter).getByRole('link', { name: 'Ver el refugio en Staff' })).toHaveAttribute(
      'href',
      '/staff/refugios/3',
    );
    const actions = screen.getByRole('region', { name: 'Acciones de la denuncia' });
    expect(
      within(actions).getByText(
        'La declaración de motivos se enviará por correo al refugio y a quien denunció (vecina@example.com).',
      ),
    ).toBeVisible();
  });

  it('says only the shelter is told when the guest left no address', async () => {
    setup({ entry: '/staff/denuncias/3' });
    const actions = await screen.findByRole('region', { name: 'Acciones de la denuncia' });
    expect(within(actions).getByText(/Quien denunció no dejó correo/)).toBeVisible();
    // Under review already: no "Revisar".
    expect(within(actions).queryByRole('button', { name: 'Revisar' })).not.toBeInTheDocument();
  });

  it('takes a report, then resolves it hiding the announcement with a statement of reasons', async () => {
    const { user, api } = setup({ entry: '/staff/denuncias/1' });
    const actions = await screen.findByRole('region', { name: 'Acciones de la denuncia' });
    await user.click(within(actions).getByRole('button', { name: 'Revisar' }));
    expect(await screen.findByText('Denuncia en revisión')).toBeInTheDocument();
    expect(api.find('POST', '/reports/1/state/').at(-1)?.body).toEqual({
      state: 'en_revision',
      reason: '',
      hide_pet: false,
    });
    expect(
      await within(screen.getByRole('region', { name: 'La denuncia' })).findByText('En revisión'),
    ).toBeVisible();

    await user.click(within(actions).getByRole('button', { name: 'Resolver' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolver la denuncia' });
    expect(within(dialog).getByText(/al refugio y a quien denunció/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Resolver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Escribe la declaración de motivos',
    );
    expect(api.find('POST', '/reports/1/state/')).toHaveLength(1);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Declaración de motivos' }),
      'Las fotos no son del animal anunciado.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ocultar el anuncio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolver' }));
    expect(await screen.findByText('Denuncia resuelta')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find('POST', '/reports/1/state/').at(-1)?.body).toEqual({
      state: 'resuelta',
      reason: 'Las fotos no son del animal anunciado.',
      hide_pet: true,
    });
    const outcome = await screen.findByRole('region', { name: 'Declaración de motivos' });
    expect(within(outcome).getByText('Las fotos no son del animal anunciado.')).toBeVisible();
    expect(within(outcome).getByText(/se envió al refugio y a quien denunció/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Acciones de la denuncia' })).getByText(
        'Esta denuncia está cerrada.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'El animal' })).getByText('Anuncio oculto'),
    ).toBeVisible();
  });

  it('dismisses a report with a statement of at least a sentence', async () => {
    const { user, api } = setup({ entry: '/staff/denuncias/1' });
    const actions = await screen.findByRole('region', { name: 'Acciones de la denuncia' });
    await user.click(within(actions).getByRole('button', { name: 'Descartar' }));
    const dialog = screen.getByRole('dialog', { name: 'Descartar la denuncia' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Corto');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El motivo debe tener al menos 10 caracteres.',
    );
    expect(api.find('POST', '/reports/1/state/')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'El anuncio cumple las normas.');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Denuncia descartada')).toBeInTheDocument();
    expect(api.find('POST', '/reports/1/state/').at(-1)?.body).toMatchObject({
      state: 'descartada',
      hide_pet: false,
    });
  });

  it('hides the announcement and shows it again, each with a statement', async () => {
    const { user, api } = setup({ entry: '/staff/denuncias/1' });
    const actions = await screen.findByRole('region', { name: 'Acciones de la denuncia' });
    await user.click(within(actions).getByRole('button', { name: 'Ocultar anuncio' }));
    const dialog = screen.getByRole('dialog', { name: 'Ocultar el anuncio' });
    await user.type(within(dialog).getByRole('textbox'), 'Fotos de otro animal.');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(
      await within(screen.getByRole('region', { name: 'El animal' })).findByText('Anuncio oculto'),
    ).toBeVisible();
    expect(api.find('POST', '/staff/api/animals/41/visibility/').at(-1)?.body).toEqual({
      hidden: true,
      reason: 'Fotos de otro animal.',
    });
    await user.click(await within(actions).findByRole('button', { name: 'Mostrar anuncio' }));
    const again = screen.getByRole('dialog', { name: 'Mostrar el anuncio' });
    await user.type(within(again).getByRole('textbox'), 'El refugio corrigió las fotos.');
    await user.click(within(again).getByRole('button', { name: 'Mostrar' }));
    expect(await screen.findByText('Anuncio visible de nuevo')).toBeInTheDocument();
    expect(api.find('POST', '/staff/api/animals/41/visibility/').at(-1)?.body).toEqual({
      hidden: false,
      reason: 'El refugio corrigió las fotos.',
    });
  });

  it('shows the server’s refusal in the dialog and keeps what was written', async () => {
    const { user } = setup({ entry: '/staff/denuncias/1' });
    server.use(
      http.post('*/staff/api/reports/1/state/', () =>
        HttpResponse.json(
          {
            error: 'La denuncia ya está cerrada y no puede cambiar de estado.',
            message: 'La denuncia ya está cerrada y no puede cambiar de estado.',
            code: 'invalid_transition',
          },
          { status: 409 },
        ),
      ),
    );
    const actions = await screen.findByRole('region', { name: 'Acciones de la denuncia' });
    await user.click(within(actions).getByRole('button', { name: 'Resolver' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolver la denuncia' });
    await user.type(within(dialog).getByRole('textbox'), 'Las fotos no son del animal.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver' }));
    expect(
      await within(dialog).findByText('La denuncia ya está cerrada y no puede cambiar de estado.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Las fotos no son del animal.');
  });

  it('says so for a report that does not exist', async () => {
    setup({ entry: '/staff/denuncias/999' });
    expect(await screen.findByText('Esa denuncia no existe.')).toBeVisible();
  });
});
