import { describe, expect, it } from 'vitest';
import { buildRequest, emptyPostValues, fieldsToSend, serverErrors } from './post-form';

const now = new Date(2026, 10, 24, 12, 0);
const base = { ...emptyPostValues, titulo: 'Un título', categorias: ['Consejos'] };

describe('what the editor sends', () => {
  it('sends every field of a new post but an empty slug, as a draft when saved', () => {
    const { input, errors } = buildRequest('save', base, null, '', now);
    expect(errors).toEqual({});
    expect(input).toEqual({
      titulo: 'Un título',
      resumen: '',
      contenido: '',
      categorias: ['Consejos'],
      etiquetas: [],
      author_bio: '',
      image_alt: '',
      comments_open: true,
      estado: 'borrador',
    });
  });

  it('sends only what changed on an existing post, and no state on a plain save', () => {
    expect(fieldsToSend({ ...base, resumen: 'Nuevo' }, base)).toEqual({ resumen: 'Nuevo' });
    expect(buildRequest('save', base, base, '', now).input).toEqual({});
    expect(buildRequest('archive', base, base, '', now).input).toEqual({ estado: 'archivado' });
  });

  it('checks with the shared schema’s messages', () => {
    expect(buildRequest('publish', emptyPostValues, null, '', now).errors.titulo).toBe(
      'El título es obligatorio.',
    );
    expect(buildRequest('save', { ...base, slug: '2026' }, base, '', now).errors.slug).toBe(
      'La dirección solo puede tener letras minúsculas sin tilde, números y guiones.',
    );
  });

  it('schedules only with a future date and time, sent with its offset', () => {
    expect(buildRequest('schedule', base, base, '', now).errors.fechaPublicacion).toBe(
      'Indica la fecha y hora de publicación.',
    );
    expect(
      buildRequest('schedule', base, base, '2026-11-24T11:59', now).errors.fechaPublicacion,
    ).toBe('La fecha de publicación programada debe ser futura.');
    const { input, errors } = buildRequest('schedule', base, base, '2026-11-24T12:30', now);
    expect(errors).toEqual({});
    expect(input.estado).toBe('programado');
    expect(new Date(input.fechaPublicacion!).getTime()).toBe(
      new Date(2026, 10, 24, 12, 30).getTime(),
    );
  });

  it('puts the server’s field messages on the form’s fields only', () => {
    expect(
      serverErrors({ slug: ['Ya hay un artículo con esta dirección. Elige otra.'], otro: ['x'] }),
    ).toEqual({ slug: 'Ya hay un artículo con esta dirección. Elige otra.' });
  });
});
