/**
 * A react-hook-form resolver that loads its zod schema, and with it zod and
 * @hookform/resolvers, the first time it validates (or when `preload` is
 * called, on the form's first focus) rather than with the page: a form's
 * first paint does not wait for the validation libraries.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload(): void };

export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
