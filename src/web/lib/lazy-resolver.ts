import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema, and zod with it, loads on the form's first
 * validation instead of with its page: a public page paints without zod (decision 033).
 * Resolvers are asynchronous anyway, so the form validates and shows the same messages as
 * with the schema at hand. A failed load is tried again on the next validation.
 */
export function lazyResolver<T extends FieldValues, Context, Transformed>(
  load: () => Promise<Resolver<T, Context, Transformed>>,
): Resolver<T, Context, Transformed> {
  let loading: Promise<Resolver<T, Context, Transformed>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
