// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AI_MODEL_MESSAGES,
  monthRange,
  type ModelSetting,
  type OrgAiUsage,
} from '@/shared/ai-models';
import type { Me } from '@/web/lib/me';
import { renderApp } from '@/web/testing/render';
import AiSettingsPage from './ai';

const me = (role: string): Me => ({
  user: { id: 'u-1', email: 'ada@example.com', name: 'Ada', isPlatformAdmin: false },
  organization: { id: 'org-1', name: 'Harbor Agency', type: 'AGENCY', slug: 'harbor' },
  roles: [{ role_name: role, client_id: null }],
  needsOnboarding: false,
});

const SERVER = { provider: 'openai', model: 'gpt-4o-mini' } as const;
const setting: ModelSetting = {
  choice: null,
  effective: SERVER,
  source: 'server',
  server_default: SERVER,
};

const month = monthRange(new Date());
const usage: OrgAiUsage = {
  ...month,
  runs: 3,
  input_tokens: 12_000,
  output_tokens: 3_000,
  cost_usd: 0.0036,
  has_unpriced: true,
  by_model: [
    {
      engine: 'model',
      provider: 'openai',
      model: 'gpt-4o-mini',
      calls: 1,
      runs: 1,
      input_tokens: 12_000,
      output_tokens: 3_000,
      cost_usd: 0.0036,
    },
    {
      engine: 'model',
      provider: 'openai-compatible',
      model: 'llama3.1',
      calls: 1,
      runs: 1,
      input_tokens: 0,
      output_tokens: 0,
      cost_usd: null,
    },
    {
      engine: 'offline',
      provider: null,
      model: null,
      calls: 1,
      runs: 1,
      input_tokens: 0,
      output_tokens: 0,
      cost_usd: 0,
    },
  ],
  by_client: [
    {
      client_id: 'c-1',
      client_name: 'Fernleaf',
      runs: 3,
      input_tokens: 12_000,
      output_tokens: 3_000,
      cost_usd: 0.0036,
      has_unpriced: true,
    },
  ],
};

function renderPage(role: string) {
  const { requests } = renderApp(<AiSettingsPage />, {
    api: {
      '/me': { data: me(role) },
      '/ai-usage': { data: usage },
      'PUT /settings/ai-model': ({ body }) => {
        const { choice } = body as { choice: ModelSetting['choice'] };
        return { data: { ...setting, choice, effective: choice, source: 'organization' } };
      },
    },
    fallback: () => ({ data: setting }),
  });
  return requests;
}

describe('/settings/ai', () => {
  it('lets an owner choose the organization’s model, checking the model name', async () => {
    const user = userEvent.setup();
    const requests = renderPage('agency_owner');
    expect(await screen.findByText(/gpt-4o-mini \(OpenAI\), the server’s default/)).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'anthropic');
    await user.click(screen.getByRole('button', { name: 'Save AI model' }));
    expect(await screen.findByText(AI_MODEL_MESSAGES.modelRequired)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'claude-sonnet-4-5');
    await user.click(screen.getByRole('button', { name: 'Save AI model' }));
    expect(await screen.findByText('AI model saved')).toBeTruthy();
    expect(requests).toContainEqual({
      method: 'PUT',
      path: '/settings/ai-model',
      body: { choice: { provider: 'anthropic', model: 'claude-sonnet-4-5' } },
    });
  });

  it('shows the usage by model and client, unknown prices and the offline engine', async () => {
    renderPage('viewer');
    const byModel = await screen.findByRole('table', { name: 'AI usage by model' });
    expect(within(byModel).getByText('unknown price')).toBeTruthy();
    expect(within(byModel).getByText(AI_MODEL_MESSAGES.offline)).toBeTruthy();
    expect(within(byModel).getAllByText('$0.0036').length).toBe(1);
    const byClient = screen.getByRole('table', { name: 'AI usage by client' });
    expect(within(byClient).getByRole('link', { name: 'Fernleaf' }).getAttribute('href')).toBe(
      '/clients/c-1',
    );
    // A viewer sees the model but cannot change it.
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save AI model' })).toBeNull();
  });
});
