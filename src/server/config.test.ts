import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_PRICES } from '@/shared/ai-models';
import { loadConfig } from './config';

describe('MODEL_PRICES', () => {
  it('is merged over the default price table', () => {
    const config = loadConfig({
      MODEL_PRICES: JSON.stringify({
        'openai:gpt-4o-mini': { input: 0.1, output: 0.5 },
        'openai-compatible:llama3.1': { input: 0, output: 0 },
      }),
    });
    expect(config.modelPrices['openai:gpt-4o-mini']).toEqual({ input: 0.1, output: 0.5 });
    expect(config.modelPrices['openai-compatible:llama3.1']).toEqual({ input: 0, output: 0 });
    expect(config.modelPrices['anthropic:claude-sonnet-4-5']).toEqual(
      DEFAULT_MODEL_PRICES['anthropic:claude-sonnet-4-5'],
    );
    expect(loadConfig({}).modelPrices).toEqual(DEFAULT_MODEL_PRICES);
  });

  it('refuses a table that is not JSON or not priced per provider:model', () => {
    expect(() => loadConfig({ MODEL_PRICES: '{oops' })).toThrow(/MODEL_PRICES: not JSON/);
    expect(() => loadConfig({ MODEL_PRICES: '{"gpt-4o": {"input": 1, "output": 2}}' })).toThrow(
      /MODEL_PRICES/,
    );
    expect(() =>
      loadConfig({ MODEL_PRICES: '{"openai:gpt-4o": {"input": -1, "output": 2}}' }),
    ).toThrow(/MODEL_PRICES/);
  });
});

describe('in-product model keys', () => {
  it('are allowed unless ALLOW_ORG_MODEL_KEYS is false; private model servers only when allowed', () => {
    expect(loadConfig({})).toMatchObject({ allowOrgModelKeys: true, allowPrivateModelUrls: false });
    expect(loadConfig({ ALLOW_ORG_MODEL_KEYS: 'false' }).allowOrgModelKeys).toBe(false);
    expect(loadConfig({ ALLOW_ORG_MODEL_KEYS: '0' }).allowOrgModelKeys).toBe(false);
    expect(loadConfig({ ALLOW_ORG_MODEL_KEYS: 'true' }).allowOrgModelKeys).toBe(true);
    expect(loadConfig({ ALLOW_PRIVATE_MODEL_URLS: 'true' }).allowPrivateModelUrls).toBe(true);
    expect(() => loadConfig({ ALLOW_ORG_MODEL_KEYS: 'no' })).toThrow(/ALLOW_ORG_MODEL_KEYS/);
  });
});
