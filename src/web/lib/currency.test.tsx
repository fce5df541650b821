// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '@/shared/format';
import { useCurrency } from './currency';

describe('useCurrency', () => {
  it("falls back to the seeds' default currency outside a session", () => {
    expect(renderHook(() => useCurrency()).result.current).toBe(DEFAULT_CURRENCY);
  });
});
