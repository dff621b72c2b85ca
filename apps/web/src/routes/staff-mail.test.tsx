import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeMailApi, makeMail } from '../features/staff/mail/mail-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffMailRoute from './staff-mail';

const routes = [{ path: '/staff/correo', element: <StaffMailRoute /> }];

function defaultMail() {
  return [
    makeMail(1, {
      to: 'lucia@example.com',
      subject: 'Confirma tu correo',
      attempts: 5,
      last_error: '550 5.1.1 <lucia@example.com>: Recipient address rejected',
      created_at: '2026-11-24T09:30:00.000Z',
    }),
    makeMail(2, {
      to: 'refugio@example.com',
      subject: 'Nueva solicitud de adopción',
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      created_at: '2026-11-20T12:00:00.000Z',
    }),
    makeMail(3, {
      state: 'pendiente',
      to: 'marta@example.com',
      subject: 'Restablece tu contraseña',
      attempts: 2,
      last_error: '421 4.7.0 Try again later',
      created_at: '2026-11-24T10:00:00.000Z',
      next_attempt_at: '2026-11-24T10:05:00.000Z',
    }),
    makeMail(4, {
      state: 'enviado',
      to: 'pablo@example.com',
      subject: 'Tu pedido ha salido',
      attempts: 1,
      last_error: null,
      created_at: '2026-11-23T08:00:00.000Z',
      sent_at: '2026-11-23T08:00:02.000Z',
    }),
  ];
}

function setup({ isStaff = true, entry = '/staff/correo', mail = defaultMail() } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  fakeStaffApi();
  const api = fakeMailApi({ mail });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

afterEach(() => {
  vi.useRealTimers();
});

const states = () => screen.getByRole('navigation', { name: 'Estado de los correos' });

describe('staff: Correo', () => {
  it('lists the failed mail first, each with its recipient, attempts, date and last error', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo' })).toBeVisible();
    expect(screen.getByText(/se reintenta solo/)).toBeVisible();
    expect(await screen.findByText('2 correos')).toBeVisible();
    expect(api.find('GET', '/staff/api/mail/').at(-1)?.query.get('estado')).toBe('fallido');
    expect(await within(states()).findByRole('link', { name: 'Fallidos (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(states()).getByRole('link', { name: 'En espera (1)' })).toHaveAttribute(
      'href',
      '/staff/correo?estado=pendiente',
    );
    expect(within(states()).getByRole('link', { name: 'Enviados (1)' })).toBeVisible();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((item) => item.textContent);
    expect(headings).toEqual(['Confirma tu correo', 'Nueva solicitud de adopción']);
    const row = screen.getByRole('heading', { name: 'Confirma tu correo' }).closest('li')!;
    expect(within(row).getByText('lucia@example.com')).toBeVisible();
    expect(within(row).getByText('24 nov 2026, 10:30')).toBeVisible();
    expect(within(row).getByText('Intentos').nextElementSibling).toHaveTextContent('5');
    expect(within(row).getByText('Último error')).toBeVisible();
    expect(
      within(row).getByText('550 5.1.1 <lucia@example.com>: Recipient address rejected'),
    ).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Reintentar «Confirma tu correo»' }),
    ).toBeVisible();
    // The body of a mail is never asked for nor shown.
    expect(api.requests.every((request) => !/\/mail\/\d+\/$/.test(request.path))).toBe(true);
  });

  it('switches to the mail waiting and to the mail sent, with their dates, in the address', async () => {
    const { user, api, router } = setup();
    await screen.findByText('2 correos');
    await user.click(await within(states()).findByRole('link', { name: 'En espera (1)' }));
    const waiting = (
      await screen.findByRole('heading', { name: 'Restablece tu contraseña' })
    ).closest('li')!;
    expect(router.state.location.search).toBe('?estado=pendiente');
    expect(api.find('GET', '/staff/api/mail/').at(-1)?.query.get('estado')).toBe('pendiente');
    expect(within(waiting).getByText('Próximo intento').nextElementSibling).toHaveTextContent(
      '24 nov 2026, 11:05',
    );
    expect(within(waiting).getByText('421 4.7.0 Try again later')).toBeVisible();
    expect(
      within(waiting).getByRole('button', { name: 'Reintentar «Restablece tu contraseña»' }),
    ).toBeVisible();

    await user.click(within(states()).getByRole('link', { name: 'Enviados (1)' }));
    const sent = (await screen.findByRole('heading', { name: 'Tu pedido ha salido' })).closest(
      'li',
    )!;
    expect(within(sent).getByText('Enviado').nextElementSibling).toHaveTextContent(
      '23 nov 2026, 09:00',
    );
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sent).queryByText('Último error')).not.toBeInTheDocument();
  });

  it('sends a failed mail again, says so, and refreshes the list and the counts', async () => {
    const { user, api } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reintentar «Confirma tu correo»' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Correo enviado de nuevo a la cola.',
    );
    expect(api.find('POST', '/staff/api/mail/1/retry/')).toHaveLength(1);
    expect(await screen.findByText('1 correo')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Confirma tu correo' })).not.toBeInTheDocument();
    expect(await within(states()).findByRole('link', { name: 'Fallidos (1)' })).toBeVisible();
    expect(within(states()).getByRole('link', { name: 'En espera (2)' })).toBeVisible();
  });

  it('shows by itself, without a reload, a mail sent again that fails again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup({ entry: '/staff/correo?estado=pendiente' });
    expect(await screen.findByRole('heading', { name: 'Restablece tu contraseña' })).toBeVisible();
    expect(await within(states()).findByRole('link', { name: 'Fallidos (2)' })).toBeVisible();

    // The worker tries it again and gives it up.
    api.state.mail = api.state.mail.map((item) =>
      item.id === 3 ? { ...item, state: 'fallido', attempts: 5, next_attempt_at: null } : item,
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));

    expect(await within(states()).findByRole('link', { name: 'Fallidos (3)' })).toBeVisible();
    expect(await screen.findByText('No hay correos en espera')).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Restablece tu contraseña' }),
    ).not.toBeInTheDocument();

    // Nothing waits any more: the page stops asking.
    const asked = api.find('GET', '/staff/api/mail/counts/').length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.find('GET', '/staff/api/mail/counts/')).toHaveLength(asked);
  });

  it('shows the server’s refusal when the mail was sent meanwhile', async () => {
    const { user } = setup();
    server.use(
      http.post('*/staff/api/mail/2/retry/', () =>
        HttpResponse.json(
          {
            error: 'Este correo ya se envió: no hace falta reintentarlo.',
            message: 'Este correo ya se envió: no hace falta reintentarlo.',
            code: 'conflict',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Reintentar «Nueva solicitud de adopción»' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Este correo ya se envió: no hace falta reintentarlo.',
    );
    expect(screen.queryByText('Correo enviado de nuevo a la cola.')).not.toBeInTheDocument();
  });

  it('says when a state holds no mail', async () => {
    setup({ mail: [] });
    expect(await screen.findByText('No hay correos fallidos')).toBeVisible();
    expect(screen.getByText(/aparecerá aquí para reintentarlo/)).toBeVisible();
    expect(await within(states()).findByRole('link', { name: 'Fallidos (0)' })).toBeVisible();
  });

  it('says when the list could not load, with the server’s reason and a way to try again', async () => {
    const { user } = setup();
    server.use(
      http.get(
        '*/staff/api/mail/',
        () =>
          HttpResponse.json(
            { error: 'Servicio no disponible', message: 'Servicio no disponible', code: 'x' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    expect(await screen.findByText('No se pudo cargar el correo.')).toBeVisible();
    expect(screen.getByText('Servicio no disponible')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('2 correos')).toBeVisible();
  });

  it('tells someone who is not staff that it is not for them, and asks nothing', async () => {
    const { api } = setup({ isStaff: false });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
