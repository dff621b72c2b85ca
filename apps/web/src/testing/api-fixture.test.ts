import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFixture } from './api-fixture';

const shape = z.object({ id: z.number(), state: z.enum(['en_adopcion', 'adoptado']) });

describe('apiFixture', () => {
  it('returns what the schema accepts', () => {
    expect(apiFixture(shape, { id: 1, state: 'adoptado' })).toEqual({ id: 1, state: 'adoptado' });
  });

  it('fails on a value the API would never send', () => {
    expect(() => apiFixture(shape, { id: 1, state: 'perdido' as 'adoptado' })).toThrow(z.ZodError);
  });

  it('fails on a field the API does not have', () => {
    expect(() => apiFixture(shape, { id: 1, state: 'adoptado', name: 'Luna' } as never)).toThrow(
      z.ZodError,
    );
  });
});
