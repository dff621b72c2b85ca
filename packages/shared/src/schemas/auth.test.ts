import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { loginRequestSchema, registerFormSchema } from './auth';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('login form rules (spec §5)', () => {
  it('rejects an invalid email with "Correo inválido"', () => {
    const result = loginRequestSchema.safeParse({ email: 'no-es-un-correo', password: 'Abcdefg1' });
    expect(messagesOf(result)).toEqual([authMessages.validation.invalidEmail]);
  });

  it('asks for at least 8 characters', () => {
    const result = loginRequestSchema.safeParse({ email: 'ana@example.com', password: 'Ab1' });
    expect(messagesOf(result)).toContain('Debe tener al menos 8 caracteres');
  });

  it('asks for an upper-case letter, a lower-case letter and a digit', () => {
    for (const password of ['abcdefgh1', 'ABCDEFGH1', 'Abcdefghi']) {
      const result = loginRequestSchema.safeParse({ email: 'ana@example.com', password });
      expect(messagesOf(result)).toEqual([
        'Debe incluir al menos una mayúscula, una minúscula y un número',
      ]);
    }
  });

  it('accepts a valid pair', () => {
    expect(
      loginRequestSchema.safeParse({ email: 'ana@example.com', password: 'Abcdefg1' }).success,
    ).toBe(true);
  });
});

describe('register form rules (spec §5)', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    password: 'Abcdefg1',
    confirmPassword: 'Abcdefg1',
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('shows the mismatch on the confirm field', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'Abcdefg2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmPassword'],
        message: 'Las contraseñas no coinciden',
      }),
    ]);
  });

  it('requires the name and the terms', () => {
    const result = registerFormSchema.safeParse({ ...valid, name: '  ', terms: false });
    expect(messagesOf(result).sort()).toEqual([
      'Debes aceptar los términos',
      'Este campo es obligatorio',
    ]);
  });
});

describe('password rules on hostile input', () => {
  it('refuses a 1 MB password at once (the pattern check never runs on it)', () => {
    const started = performance.now();
    const result = loginRequestSchema.safeParse({
      email: 'ana@example.com',
      password: 'x'.repeat(1024 * 1024),
    });
    expect(messagesOf(result)).toEqual([authMessages.validation.passwordMax]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
