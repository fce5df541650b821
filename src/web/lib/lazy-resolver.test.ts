import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const none: Record<string, never> = {};
const rejectEmpty: Resolver<Values> = (values) => {
  if (values.email) return { values, errors: none };
  return { values: none, errors: { email: { type: 'required', message: 'Email is required' } } };
};

describe('lazyResolver', () => {
  it('validates with the loaded resolver, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(rejectEmpty));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const failed = await resolver({ email: '' }, undefined, options);
    expect(failed.errors.email?.message).toBe('Email is required');
    const passed = await resolver({ email: 'a@b.co' }, undefined, options);
    expect(passed.values).toEqual({ email: 'a@b.co' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on the next validation after a failed load', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(rejectEmpty);
    const resolver = lazyResolver(load);

    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('chunk failed');
    const result = await resolver({ email: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
