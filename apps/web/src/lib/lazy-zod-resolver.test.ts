import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.email('Email no válido') });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, on preload or on the first check, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();

    const invalid = await resolver({ email: 'no' }, undefined, options);
    expect(invalid.errors.email?.message).toBe('Email no válido');
    const valid = await resolver({ email: 'ana@example.com' }, undefined, options);
    expect(valid.values).toEqual({ email: 'ana@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
