import { describe, expect, it } from 'vitest';
import {
  costOf,
  DEFAULT_MODEL_PRICES,
  formatCostUsd,
  modelChoiceSchema,
  monthRange,
  resolveModelChoice,
} from './ai-models';

const server = { provider: 'openai', model: 'gpt-4o-mini' } as const;
const org = { provider: 'anthropic', model: 'claude-sonnet-4-5' } as const;
const client = { provider: 'openai-compatible', model: 'llama3.1' } as const;

describe('resolveModelChoice', () => {
  const none = { connected: null };

  it('takes the client’s choice, else the organization’s, else the server’s', () => {
    expect(resolveModelChoice({ ...none, client, organization: org, server })).toEqual({
      choice: client,
      source: 'client',
    });
    expect(resolveModelChoice({ ...none, client: null, organization: org, server })).toEqual({
      choice: org,
      source: 'organization',
    });
    expect(resolveModelChoice({ ...none, client: null, organization: null, server })).toEqual({
      choice: server,
      source: 'server',
    });
  });

  it('runs offline on a server without a model when the organization connected none', () => {
    expect(resolveModelChoice({ ...none, client, organization: org, server: null })).toEqual({
      choice: null,
      source: 'offline',
    });
  });

  it('runs the organization’s own connection on a server without a model', () => {
    expect(
      resolveModelChoice({ client: null, organization: org, connected: 'anthropic', server: null }),
    ).toEqual({ choice: org, source: 'organization' });
  });

  it('lets a client override within the connected provider, not with a provider it has no key for', () => {
    const sameProvider = { provider: 'anthropic', model: 'claude-opus-4-1' } as const;
    expect(
      resolveModelChoice({
        client: sameProvider,
        organization: org,
        connected: 'anthropic',
        server: null,
      }),
    ).toEqual({ choice: sameProvider, source: 'client' });
    expect(
      resolveModelChoice({ client, organization: org, connected: 'anthropic', server: null }),
    ).toEqual({ choice: org, source: 'organization' });
  });

  it('keeps the order client -> organization -> server when both the organization and the server have a model', () => {
    expect(
      resolveModelChoice({ client, organization: org, connected: 'anthropic', server }),
    ).toEqual({ choice: client, source: 'client' });
  });
});

describe('costOf', () => {
  const prices = { ...DEFAULT_MODEL_PRICES, 'openai:gpt-4o-mini': { input: 0.15, output: 0.6 } };

  it('prices tokens in USD per million', () => {
    const usage = {
      provider: 'openai',
      model: 'gpt-4o-mini',
      input_tokens: 2_000_000,
      output_tokens: 500_000,
    };
    expect(costOf(prices, usage)).toBeCloseTo(0.3 + 0.3, 10);
  });

  it('gives null for a model without a price and 0 for the offline engine', () => {
    expect(
      costOf(prices, { provider: 'openai', model: 'gpt-9', input_tokens: 10, output_tokens: 10 }),
    ).toBeNull();
    expect(costOf(prices, { provider: null, model: null, input_tokens: 0, output_tokens: 0 })).toBe(
      0,
    );
  });
});

describe('modelChoiceSchema', () => {
  it('trims the model and holds it to 1–100 characters', () => {
    expect(modelChoiceSchema.parse({ provider: 'openai', model: ' gpt-4o ' }).model).toBe('gpt-4o');
    expect(modelChoiceSchema.safeParse({ provider: 'openai', model: '' }).success).toBe(false);
    expect(
      modelChoiceSchema.safeParse({ provider: 'openai', model: 'x'.repeat(101) }).success,
    ).toBe(false);
    expect(modelChoiceSchema.safeParse({ provider: 'mistral', model: 'large' }).success).toBe(
      false,
    );
  });
});

describe('monthRange and formatCostUsd', () => {
  it('gives calendar months in UTC, across a year', () => {
    const now = new Date('2026-01-15T10:00:00Z');
    expect(monthRange(now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(monthRange(now, -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('keeps four decimals under a dollar', () => {
    expect(formatCostUsd(0.01234)).toBe('$0.0123');
    expect(formatCostUsd(0)).toBe('$0.00');
    expect(formatCostUsd(12.5)).toBe('$12.50');
  });
});
