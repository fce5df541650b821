// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AI_MODEL_MESSAGES,
  MODEL_TEST_MESSAGES,
  type ModelTestResult,
  type OrgModelSetting,
} from '@/shared/ai-models';
import { renderApp } from '@/web/testing/render';
import '@/web/testing/resize-observer';
import { ModelSettingSection } from './model-setting-section';

const OFFLINE: OrgModelSetting = {
  choice: null,
  effective: null,
  source: 'offline',
  server_default: null,
  connection: { base_url: null, api_key_last4: null, api_key_unreadable: false },
  keys_allowed: true,
};

const CONNECTED: OrgModelSetting = {
  choice: { provider: 'openai', model: 'gpt-4o-mini' },
  effective: { provider: 'openai', model: 'gpt-4o-mini' },
  source: 'organization',
  server_default: null,
  connection: { base_url: null, api_key_last4: 'abcd', api_key_unreadable: false },
  keys_allowed: true,
};

function renderSection(
  setting: OrgModelSetting,
  answers: { test?: ModelTestResult; saved?: OrgModelSetting } = {},
) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const { user } = renderApp(<ModelSettingSection clientId={null} canEdit />, {
    api: {},
    fallback: ({ method, url, body }) => {
      requests.push({ method, url: url.pathname, body });
      const data =
        method === 'POST' ? answers.test : method === 'PUT' ? (answers.saved ?? setting) : setting;
      return { data };
    },
  });
  return { requests, user };
}

describe('Settings → AI model', () => {
  it('tells an owner on the offline engine how to connect a model, without server variables', async () => {
    renderSection(OFFLINE);
    const section = screen.getByRole('region', { name: 'AI model' });
    expect((await within(section).findByText(/No model is connected/)).textContent).not.toMatch(
      /LLM_PROVIDER/,
    );
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  it('connects an OpenAI-compatible server: labelled fields, the typed key sent once', async () => {
    const { requests, user } = renderSection(OFFLINE, {
      test: { ok: true, problem: null, message: MODEL_TEST_MESSAGES.ok('llama3.1'), elapsed_ms: 9 },
    });
    await user.selectOptions(await screen.findByLabelText('Provider'), 'openai-compatible');
    await user.type(screen.getByLabelText('Model'), 'llama3.1');
    await user.type(screen.getByLabelText('Base URL'), 'http://localhost:11434/v1');
    await user.type(screen.getByLabelText('API key'), 'sk-local-1234wxyz');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(MODEL_TEST_MESSAGES.ok('llama3.1'))).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/v1/settings/ai-model/test',
      body: {
        provider: 'openai-compatible',
        model: 'llama3.1',
        base_url: 'http://localhost:11434/v1',
        api_key: 'sk-local-1234wxyz',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save AI model' }));
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      choice: { provider: 'openai-compatible', model: 'llama3.1' },
      base_url: 'http://localhost:11434/v1',
      api_key: 'sk-local-1234wxyz',
    });
  });

  it('shows a saved key as ••••abcd only, keeps it when the field is left empty, and removes it', async () => {
    const { requests, user } = renderSection(CONNECTED);
    const key = (await screen.findByLabelText('API key')) as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(screen.getByText(/Saved key: ••••abcd/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save AI model' }));
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      choice: { provider: 'openai', model: 'gpt-4o-mini' },
    });

    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
        choice: { provider: 'openai', model: 'gpt-4o-mini' },
        api_key: null,
      }),
    );
  });

  it('says what went wrong, and asks again for a key the server can no longer read', async () => {
    const { user } = renderSection(
      { ...CONNECTED, connection: { ...CONNECTED.connection, api_key_unreadable: true } },
      { test: { ok: false, problem: 'key', message: MODEL_TEST_MESSAGES.key, elapsed_ms: 5 } },
    );
    expect(await screen.findByText(AI_MODEL_MESSAGES.keyUnreadable)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(MODEL_TEST_MESSAGES.key)).toBeTruthy();
  });

  it('refuses a malformed key before sending it', async () => {
    const { requests, user } = renderSection(CONNECTED);
    await user.type(await screen.findByLabelText('API key'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save AI model' }));
    expect(await screen.findByText(AI_MODEL_MESSAGES.apiKeyInvalid)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says so when the operator keeps keys in the server’s configuration', async () => {
    renderSection({ ...OFFLINE, keys_allowed: false });
    expect(await screen.findByText(AI_MODEL_MESSAGES.keysForbidden)).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Provider'), 'openai');
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
  });
});
