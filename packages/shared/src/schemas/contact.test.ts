import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';
import { newsletterSubscribeSchema, newsletterTokenSchema } from './newsletter';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  );

describe('contact form', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Hola',
    message: 'Un mensaje largo.',
  };

  it('accepts a complete message, the honeypot empty by default', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, website: '' });
  });

  it('says what is missing or wrong in Spanish, one message per field', () => {
    expect(
      messagesOf(contactMessageSchema.safeParse({ ...valid, name: ' ', email: 'x', message: '' })),
    ).toEqual({
      name: 'Este campo es obligatorio',
      email: 'Correo inválido',
      message: 'Este campo es obligatorio',
    });
    expect(messagesOf(contactMessageSchema.safeParse({ ...valid, message: 'corto' }))).toEqual({
      message: 'El mensaje debe tener al menos 10 caracteres.',
    });
    expect(
      messagesOf(contactMessageSchema.safeParse({ ...valid, subject: 's'.repeat(201) })),
    ).toEqual({
      subject: 'No puede tener más de 200 caracteres.',
    });
  });
});

describe('newsletter', () => {
  it('needs a name and a valid email', () => {
    expect(messagesOf(newsletterSubscribeSchema.safeParse({ email: 'ana@' }))).toEqual({
      name: 'Este campo es obligatorio',
      email: 'Correo inválido',
    });
  });

  it('reads a missing token as an invalid link', () => {
    expect(messagesOf(newsletterTokenSchema.safeParse({}))).toEqual({
      token: 'El enlace no es válido o ha caducado.',
    });
  });
});
