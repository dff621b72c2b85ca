import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountEmailMessages } from '@huella/shared/messages/account-email';
import { sessionStore } from '../lib/session-store';
import { server } from '../testing/server';
import { renderRoutes, TEST_SESSION } from '../testing/render';
import EmailConfirm from './email-confirm';

const confirmPageText = accountEmailMessages.confirmPage;
const route = [{ path: '/confirmar-correo', element: <EmailConfirm /> }];

describe('e-mail confirmation page', () => {
  it('follows the link once and says the address is confirmed', async () => {
    const tokens: string[] = [];
    server.use(
      http.post('*/users/api/email-confirmation/', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return HttpResponse.json({
          detail: confirmPageText.done,
          email: 'ana@example.com',
          changed: false,
        });
      }),
    );
    renderRoutes(route, { initialEntries: ['/confirmar-correo?token=abc123'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: confirmPageText.doneTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: confirmPageText.toLogin })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(tokens).toEqual(['abc123']);
  });

  it('after a change of address, says so and keeps a signed-in session’s address in step', async () => {
    server.use(
      http.post('*/users/api/email-confirmation/', () =>
        HttpResponse.json({
          detail: confirmPageText.changed,
          email: 'nueva@example.com',
          changed: true,
        }),
      ),
      http.get('*/users/api/users/me/', () =>
        HttpResponse.json({ id: 7, email: 'nueva@example.com' }),
      ),
    );
    renderRoutes(route, { initialEntries: ['/confirmar-correo?token=abc'], session: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: confirmPageText.changedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: confirmPageText.toAccount })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await waitFor(() => expect(sessionStore.get().email).toBe('nueva@example.com'));
    expect(TEST_SESSION.email).not.toBe('nueva@example.com');
  });

  it('shows why a bad link did not work, and a missing one', async () => {
    server.use(
      http.post('*/users/api/email-confirmation/', () =>
        HttpResponse.json(
          { error: accountEmailMessages.errors.invalidToken, code: 'invalid_token' },
          { status: 400 },
        ),
      ),
    );
    renderRoutes(route, { initialEntries: ['/confirmar-correo?token=viejo'] });
    expect(await screen.findByText(accountEmailMessages.errors.invalidToken)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: confirmPageText.errorTitle }),
    ).toBeInTheDocument();
  });

  it('explains a link without its token', () => {
    renderRoutes(route, { initialEntries: ['/confirmar-correo'] });
    expect(screen.getByText(confirmPageText.missingToken)).toBeInTheDocument();
  });
});
