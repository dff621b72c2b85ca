import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountEmailMessages } from '@huella/shared/messages/account-email';
import type { User } from '@huella/shared/schemas/users';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { EmailSection } from './email-section';
import { userFixture } from '../../../testing/fixtures';

const ana = userFixture({ email_confirmed: false });

const renderSection = (user: User) =>
  renderRoutes([{ path: '/', element: <EmailSection user={user} /> }], { session: true });

describe('Correo electrónico in Mi cuenta → Cuenta', () => {
  it('says the address is not confirmed yet and sends the link again', async () => {
    let resent = 0;
    server.use(
      http.post('/users/api/users/me/email-confirmation/', () => {
        resent += 1;
        return HttpResponse.json({ detail: accountEmailMessages.notice.resent }, { status: 202 });
      }),
    );
    const { user } = renderSection(ana);
    expect(screen.getByText(accountEmailMessages.notice.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accountEmailMessages.notice.resend }));
    expect(await screen.findByText(accountEmailMessages.notice.resent)).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('shows a confirmed address as such, with no notice', () => {
    renderSection({ ...ana, email_confirmed: true });
    expect(screen.getByText(accountEmailMessages.notice.confirmed)).toBeInTheDocument();
    expect(screen.queryByText(accountEmailMessages.notice.title)).not.toBeInTheDocument();
  });

  it('asks for the new address and the current password, and shows the server’s message on its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/users/api/users/me/change-email/', async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        sent.push(body);
        if (body.current_password !== 'Huella123')
          return HttpResponse.json(
            {
              error: accountEmailMessages.errors.wrongPassword,
              code: 'wrong_password',
              fields: { current_password: [accountEmailMessages.errors.wrongPassword] },
            },
            { status: 400 },
          );
        return HttpResponse.json(
          { detail: accountEmailMessages.change.requested('nueva@example.com') },
          { status: 202 },
        );
      }),
      http.get('/users/api/users/me/', () =>
        HttpResponse.json({ ...ana, pending_email: 'nueva@example.com' }),
      ),
    );
    const { user } = renderSection({ ...ana, email_confirmed: true });
    await user.click(screen.getByRole('button', { name: accountEmailMessages.change.open }));
    await user.type(
      screen.getByLabelText(accountEmailMessages.change.newEmail),
      'nueva@example.com',
    );
    await user.type(screen.getByLabelText(accountEmailMessages.change.password), 'Mala1234');
    await user.click(screen.getByRole('button', { name: accountEmailMessages.change.submit }));
    expect(
      await screen.findByLabelText(accountEmailMessages.change.password),
    ).toHaveAccessibleDescription(accountEmailMessages.errors.wrongPassword);

    await user.clear(screen.getByLabelText(accountEmailMessages.change.password));
    await user.type(screen.getByLabelText(accountEmailMessages.change.password), 'Huella123');
    await user.click(screen.getByRole('button', { name: accountEmailMessages.change.submit }));
    expect(
      await screen.findAllByText(accountEmailMessages.change.requested('nueva@example.com')),
    ).not.toHaveLength(0);
    expect(sent.at(-1)).toEqual({ email: 'nueva@example.com', current_password: 'Huella123' });
  });

  it('shows a change waiting for its confirmation', () => {
    renderSection({ ...ana, email_confirmed: true, pending_email: 'nueva@example.com' });
    expect(
      screen.getByText(accountEmailMessages.change.pending('nueva@example.com')),
    ).toBeInTheDocument();
  });
});
