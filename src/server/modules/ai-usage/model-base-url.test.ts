/**
 * An organization's model server address, spelled every way that reaches this machine or a
 * private network (the SSRF family's spellings for webhooks): refused unless the operator
 * allows private model servers, and link-local, reserved and multicast ones always.
 */
import { describe, expect, it } from 'vitest';
import { AI_MODEL_MESSAGES } from '@/shared/ai-models';
import { checkModelBaseUrl } from './model-base-url';

const LOCAL = [
  'http://127.0.0.1:11434/v1',
  'http://2130706433:11434/v1',
  'http://0x7f000001:11434/v1',
  'http://0177.0.0.1:11434/v1',
  'http://127.1:11434/v1',
  'http://127.0.0.1.:11434/v1',
  'http://localhost:11434/v1',
  'http://localhost.:11434/v1',
  'http://LocalHost:11434/v1',
  'http://%6c%6f%63%61%6c%68%6f%73%74:11434/v1',
  'http://ollama.localhost:11434/v1',
  'http://[::1]:11434/v1',
  'https://[::ffff:127.0.0.1]:11434/v1',
  'http://10.0.0.5/v1',
  'http://192.168.1.20:8000/v1',
  'http://172.16.4.4/v1',
  'http://[fd00::5]/v1',
  'http://gpu-box/v1',
  'http://llm.internal/v1',
  'http://studio.local/v1',
];

const NEVER = [
  'http://169.254.169.254/latest',
  'http://[fe80::1]/v1',
  'http://0.0.0.0:11434/v1',
  'http://224.0.0.1/v1',
  'http://[64:ff9b::7f00:1]/v1',
  'http://[2002:7f00:1::]/v1',
];

const refusal = (url: string, allowPrivate: boolean) =>
  checkModelBaseUrl(url, { allowPrivate }).then(
    () => null,
    (error: { message: string; field?: string }) => error,
  );

describe('model server addresses', () => {
  it.each(LOCAL)('%s is refused unless private servers are allowed', async (url) => {
    expect(await refusal(url, false)).toMatchObject({
      field: 'base_url',
      message: AI_MODEL_MESSAGES.baseUrlPrivate,
    });
    expect(await refusal(url, true)).toBeNull();
  });

  it.each(NEVER)('%s is refused whatever the operator allows', async (url) => {
    expect(await refusal(url, true)).toMatchObject({
      message: AI_MODEL_MESSAGES.baseUrlForbidden,
    });
  });

  it('takes a public https address as given, without a trailing slash', async () => {
    expect(await checkModelBaseUrl('https://93.184.215.14/v1/', { allowPrivate: false })).toBe(
      'https://93.184.215.14/v1',
    );
  });
});
