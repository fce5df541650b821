import { Writable } from 'node:stream';
import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { createLogger } from './logger';
import { redactUrlSecrets } from './redact';

function capture() {
  const out = { text: '' };
  const logger = createLogger(
    'info',
    new Writable({ write: (chunk, _enc, done) => ((out.text += chunk), done()) }),
  );
  return { logger, out };
}

describe('logger', () => {
  it('never writes passwords, tokens, prompts or document text', () => {
    const { logger, out } = capture();
    const err = Object.assign(new Error('model call failed'), {
      requestBodyValues: { messages: [{ role: 'user', content: 'prompt-value-5' }] },
      responseBody: 'model-answer-6',
    });
    logger.info(
      {
        password: 'password-value-1',
        token: 'token-value-2',
        prompt: 'prompt-value-3',
        text: 'document-text-4',
        req: {
          headers: {
            authorization: 'Bearer key-value-7',
            cookie: 'stratagent.session=cookie-value-8',
          },
        },
        body: { user: { newPassword: 'password-value-9' } },
        err,
        kept: 'visible',
      },
      'request',
    );
    for (const secret of [
      'value-1',
      'value-2',
      'value-3',
      'text-4',
      'value-5',
      'answer-6',
      'value-7',
      'value-8',
      'value-9',
    ]) {
      expect(out.text).not.toContain(secret);
    }
    expect(out.text).toContain('visible');
    expect(out.text).toContain('model call failed');
  });

  it("keeps the prompts out of a model's retry error, however deep they sit", () => {
    const { logger, out } = capture();
    const call = () =>
      new APICallError({
        message: 'Bad Gateway',
        url: 'http://llm.local/v1/chat/completions',
        requestBodyValues: { messages: [{ role: 'user', content: 'Our secret launch plan' }] },
        statusCode: 502,
        responseBody: 'upstream answer',
        isRetryable: true,
      });
    const errors = [call(), call(), call()];
    logger.warn(
      {
        err: new RetryError({
          message: 'Failed after 3 attempts',
          reason: 'maxRetriesExceeded',
          errors,
        }),
      },
      'run failed',
    );
    expect(out.text).toContain('Failed after 3 attempts');
    expect(out.text).toContain('Bad Gateway');
    expect(out.text).not.toContain('secret launch plan');
    expect(out.text).not.toContain('upstream answer');
  });

  it('logs requests without the tokens of reset and setup links', async () => {
    const { logger, out } = capture();
    const t = await createTestApp({}, { logger });
    try {
      await t.request('/api/auth/reset-password/reset-token-value?callbackURL=%2Freset-password');
      await t.request('/api/v1/setup/check?token=setup-token-value');
    } finally {
      await t.close();
    }
    expect(out.text).toContain('/api/auth/reset-password/[redacted]');
    expect(out.text).not.toContain('reset-token-value');
    expect(out.text).not.toContain('setup-token-value');
  });
});

describe('redactUrlSecrets', () => {
  it.each([
    ['http://localhost:3000/setup?token=abc123', 'http://localhost:3000/setup?token=[redacted]'],
    ['/reset-password?token=abc&x=1', '/reset-password?token=[redacted]&x=1'],
    ['/signup?email=a%40b.c&invite=abc', '/signup?email=a%40b.c&invite=[redacted]'],
    ['<a href="/signup?email=a&amp;token=abc">', '<a href="/signup?email=a&amp;token=[redacted]">'],
    [
      '/api/auth/reset-password/abcDEF123?callbackURL=%2Freset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    ],
    [
      '/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2F',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    ],
    ['/campaigns/123?tab=overview', '/campaigns/123?tab=overview'],
  ])('%s', (input, expected) => {
    expect(redactUrlSecrets(input)).toBe(expected);
  });

  it('runs in linear time on long hostile input', () => {
    const hostile = `${'?token='.repeat(50_000)}${'/reset-password/'.repeat(50_000)}`;
    const started = performance.now();
    redactUrlSecrets(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
