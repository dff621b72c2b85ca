import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import Contact from './contact';

const renderContact = (entry = '/contacto') =>
  renderRoutes([{ path: '/contacto', element: <Contact /> }], { initialEntries: [entry] });

const VALID = {
  name: 'Marta López',
  email: 'marta@example.com',
  subject: 'Quiero colaborar',
  message: 'Hola, me gustaría ayudar como voluntaria los fines de semana.',
};

async function fillIn(
  user: ReturnType<typeof renderContact>['user'],
  values: Partial<typeof VALID> = VALID,
) {
  if (values.name) await user.type(screen.getByLabelText('Nombre'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Correo electrónico'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Asunto'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Mensaje'), values.message);
}

describe('contact page', () => {
  it('introduces the page and the info mailbox', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@huella.es' })).toHaveAttribute(
      'href',
      'mailto:info@huella.es',
    );
  });

  it('fills in the subject a link brings, which the person can still change', async () => {
    const { user } = renderContact('/contacto?asunto=Quiero+registrar+mi+refugio+en+Huella');
    const subject = screen.getByLabelText('Asunto');
    expect(subject).toHaveValue('Quiero registrar mi refugio en Huella');
    await user.clear(subject);
    await user.type(subject, 'Otra cosa');
    expect(subject).toHaveValue('Otra cosa');
  });

  it('cuts a subject from the URL to the subject’s length limit', () => {
    renderContact(`/contacto?asunto=${'a'.repeat(500)}`);
    const subject = screen.getByLabelText<HTMLInputElement>('Asunto');
    expect(subject.value.length).toBe(Number(subject.getAttribute('maxlength')));
  });

  it('shows only the four real fields to people and assistive technology', () => {
    renderContact();
    expect(screen.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
    expect(screen.queryByRole('textbox', { name: /sitio web/i })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('explains every missing or wrong field in Spanish', async () => {
    const { user } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);

    await fillIn(user, { name: 'Marta', email: 'marta@', subject: 'Hola', message: 'Corto' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the characters of the message up to 5000', async () => {
    const { user } = renderContact();
    expect(screen.getByText('0 / 5000 caracteres')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mensaje'), 'Hola Huella');
    expect(screen.getByText('11 / 5000 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('maxLength', '5000');
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription('11 / 5000 caracteres');
  });

  it('sends the message with an empty honeypot, says thanks and clears the form', async () => {
    let body: unknown;
    server.use(
      http.post('*/contact/api/messages/', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ detail: 'Mensaje recibido.' }, { status: 201 });
      }),
    );
    const { user } = renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(
      await screen.findByText(
        'Gracias por escribirnos. Hemos recibido tu mensaje y te responderemos pronto.',
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({ ...VALID, website: '' });
    for (const label of ['Nombre', 'Correo electrónico', 'Asunto', 'Mensaje']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });

  it('shows the server field errors on their fields and other failures as an alert', async () => {
    server.use(
      http.post('*/contact/api/messages/', () =>
        HttpResponse.json(
          {
            error: 'Los datos enviados no son válidos.',
            code: 'validation_error',
            fields: { subject: ['No puede tener más de 200 caracteres.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('No puede tener más de 200 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto')).toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.post('*/contact/api/messages/', () =>
        HttpResponse.json(
          {
            error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
            code: 'too_many_requests',
          },
          { status: 429 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
    expect(screen.getByLabelText('Mensaje')).toHaveValue(VALID.message);
  });
});
