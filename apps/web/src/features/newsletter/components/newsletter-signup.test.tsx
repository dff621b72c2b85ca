import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { NewsletterSignup } from './newsletter-signup';

/** Renders the block and waits for its lazily loaded form. */
async function renderSignup() {
  const rendered = renderRoutes([{ path: '/', element: <NewsletterSignup /> }]);
  await screen.findByRole('button', { name: 'Regístrate' });
  return rendered;
}

describe('newsletter sign-up', () => {
  it('asks for a name and a valid email, in Spanish, before calling the server', async () => {
    let calls = 0;
    server.use(
      http.post('*/newsletter/api/subscribers/', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'ok' }, { status: 202 });
      }),
    );
    const { user } = await renderSignup();
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@');
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the subscription, shows "Procesando..." meanwhile, then asks to confirm by email', async () => {
    let body: unknown;
    server.use(
      http.post('*/newsletter/api/subscribers/', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ detail: 'Revisa tu correo.' }, { status: 202 });
      }),
    );
    const { user } = await renderSignup();
    await user.type(screen.getByLabelText('Nombre'), '  Lucía ');
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));

    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Te hemos enviado un correo para confirmar tu suscripción.',
    );
    expect(body).toEqual({ name: 'Lucía', email: 'lucia@example.com' });
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Regístrate' })).toBeEnabled();
  });

  it('shows the server refusal (too many attempts) as an alert', async () => {
    server.use(
      http.post('*/newsletter/api/subscribers/', () =>
        HttpResponse.json(
          {
            error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
            code: 'too_many_requests',
          },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    const { user } = await renderSignup();
    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
    // Nothing was lost: the reader can try again later.
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@example.com');
  });

  it('puts the server field errors under their field', async () => {
    server.use(
      http.post('*/newsletter/api/subscribers/', () =>
        HttpResponse.json(
          {
            error: 'Los datos enviados no son válidos.',
            code: 'validation_error',
            fields: { email: ['Correo inválido'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderSignup();
    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  });
});
