import { describe, expect, it } from 'vitest';
import { userUpdateSchema } from './users';

const base = { first_name: 'Marta', email: 'marta@example.com' };
const errorsOf = (input: object) => {
  const result = userUpdateSchema.safeParse({ ...base, ...input });
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('the profile form', () => {
  it('accepts every field left empty', () => {
    expect(
      errorsOf({ phone: '', postcode: '', country: '', web: '', instagram: '', facebook: '' }),
    ).toEqual({});
  });

  it('checks the phone number', () => {
    for (const phone of ['612 345 678', '+34 612 345 678', '(+34) 91-123-45-67', '0034612345678']) {
      expect(errorsOf({ phone }), phone).toEqual({});
    }
    for (const phone of ['12345', 'llámame', '612 345 678 ext. 2', '+34 612 345 678 901 234']) {
      expect(errorsOf({ phone }).phone, phone).toEqual([
        'Introduce un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.',
      ]);
    }
  });

  it('checks the postcode against the country', () => {
    expect(errorsOf({ postcode: '28013', country: 'España' })).toEqual({});
    expect(errorsOf({ postcode: '1000-001', country: 'Portugal' })).toEqual({});
    expect(errorsOf({ postcode: '75001', country: 'Francia' })).toEqual({});
    expect(errorsOf({ postcode: '99999', country: 'España' }).postcode).toEqual([
      'El código postal de España tiene 5 cifras, por ejemplo 28013.',
    ]);
    expect(errorsOf({ postcode: '28013', country: 'Portugal' }).postcode).toEqual([
      'El código postal de Portugal tiene la forma 1000-001.',
    ]);
    expect(errorsOf({ postcode: '7500', country: 'Francia' }).postcode).toEqual([
      'El código postal de Francia tiene 5 cifras, por ejemplo 75001.',
    ]);
    expect(errorsOf({ postcode: 'SW1A 1AA' })).toEqual({});
    expect(errorsOf({ postcode: '¿?' }).postcode).toEqual(['Introduce un código postal válido.']);
  });

  it('keeps a web address typed without https:// as a working link', () => {
    const parsed = userUpdateSchema.parse({ ...base, web: 'www.protectora.es' });
    expect(parsed.web).toBe('https://www.protectora.es');
    expect(userUpdateSchema.parse({ ...base, web: 'http://huella.es/a' }).web).toBe(
      'http://huella.es/a',
    );
    for (const web of ['no es una web', 'javascript:alert(1)', 'https://localhost', 'ftp://x.es']) {
      expect(errorsOf({ web }).web, web).toEqual([
        'Introduce una dirección web válida, por ejemplo https://www.ejemplo.es.',
      ]);
    }
  });

  it('takes social profiles as a user name or an address', () => {
    expect(errorsOf({ instagram: '@huella.adopta', facebook: 'huella.adopta' })).toEqual({});
    expect(
      errorsOf({
        instagram: 'https://www.instagram.com/huella',
        facebook: 'https://www.facebook.com/huella',
      }),
    ).toEqual({});
    const errors = errorsOf({ instagram: 'mi perfil', facebook: '<script>' });
    expect(errors.instagram).toEqual([
      'Introduce tu usuario de Instagram (@usuario) o la dirección de tu perfil.',
    ]);
    expect(errors.facebook).toEqual([
      'Introduce tu usuario de Facebook o la dirección de tu página.',
    ]);
  });
});
