// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '@/web/testing/render';
import '@/web/testing/resize-observer';
import { CreateApiKeyForm } from './create-api-key-form';

const DAY_MS = 24 * 60 * 60 * 1000;

function renderForm() {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const { user } = renderApp(<CreateApiKeyForm />, {
    api: {},
    fallback: ({ method, url, body: sent }) => {
      requests.push({ method, url: url.pathname, body: sent });
      const body = sent as { name?: string; scopes?: string[]; expires_at?: string } | undefined;
      const view = {
        id: 'k-1',
        name: body?.name ?? '',
        prefix: 'sk_live_abcd',
        scopes: body?.scopes ?? ['read'],
        created_at: new Date().toISOString(),
        expires_at: body?.expires_at ?? null,
        expired: false,
        last_used_at: null,
        created_by_name: 'Ada',
        created_by_you: true,
        can_revoke: true,
      };
      return json({ data: { key: 'sk_live_abcd1234567890', api_key: view } }, 201);
    },
  });
  return { requests, user };
}

describe('CreateApiKeyForm', () => {
  it('creates a read-only key that expires in 90 days unless told otherwise', async () => {
    const { requests, user } = renderForm();
    expect(screen.getByRole('radio', { name: 'Read only' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Expires after') as HTMLSelectElement).value).toBe('90');
    await user.type(screen.getByLabelText('Key name'), 'Looker Studio');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Your new API key' });
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/v1/api-keys');
    expect(post.body).toMatchObject({ name: 'Looker Studio', scopes: ['read'] });
    const lifetime = Date.parse((post.body as { expires_at: string }).expires_at) - Date.now();
    expect(Math.abs(lifetime - 90 * DAY_MS)).toBeLessThan(60_000);
  });

  it('sends the chosen access and expiry: read and write, for a year', async () => {
    const { requests, user } = renderForm();
    await user.type(screen.getByLabelText('Key name'), 'Nightly ads export');
    await user.click(screen.getByRole('radio', { name: 'Read and write' }));
    await user.selectOptions(screen.getByLabelText('Expires after'), '1 year');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Your new API key' });
    const post = requests.find((r) => r.method === 'POST')!;
    const body = post.body as { name: string; scopes: string[]; expires_at: string };
    expect(body.name).toBe('Nightly ads export');
    expect(body.scopes).toEqual(['read', 'write']);
    expect(Math.abs(Date.parse(body.expires_at) - Date.now() - 365 * DAY_MS)).toBeLessThan(60_000);
  });

  it('sends no expiry for a key that never expires, and asks for a name first', async () => {
    const { requests, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText('Key name'), 'Sheets');
    await user.selectOptions(screen.getByLabelText('Expires after'), 'Never');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'Sheets',
      scopes: ['read'],
      expires_at: null,
    });
  });
});
