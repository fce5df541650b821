// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '@/shared/webhooks';
import { CreateWebhookForm } from './create-webhook-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(answer: { status: number; body: unknown }) {
  const requests: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      requests.push(init?.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const onCreated = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CreateWebhookForm onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { requests, onCreated };
}

describe('CreateWebhookForm', () => {
  it('asks for an event before sending anything', async () => {
    const { requests } = renderForm({ status: 201, body: {} });
    await userEvent.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.eventsRequired)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends the URL, description and events, and hands the secret over once', async () => {
    const created = {
      id: 'w-1',
      url: 'https://example.com/hooks',
      description: 'Warehouse',
      events: ['metrics.ingested'],
      active: true,
      secret_hint: 'abcd',
      created_at: new Date().toISOString(),
      last_delivery: null,
      secret: 'whsec_0123456789abcdef0123456789abcdefabcd',
    };
    const { requests, onCreated } = renderForm({ status: 201, body: { data: created } });
    await userEvent.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Warehouse');
    await userEvent.click(screen.getByRole('checkbox', { name: /Metrics ingested/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await vi.waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ secret: created.secret, url: created.url }),
    );
    expect(requests[0]).toEqual({
      url: 'https://example.com/hooks',
      description: 'Warehouse',
      events: ['metrics.ingested'],
    });
  });

  it("shows the server's reason next to the URL", async () => {
    renderForm({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: WEBHOOK_MESSAGES.urlPrivateNetwork,
          field: 'url',
        },
      },
    });
    await userEvent.type(screen.getByLabelText('Endpoint URL'), 'https://10.0.0.1/hooks');
    await userEvent.click(screen.getByRole('checkbox', { name: /Output saved/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlPrivateNetwork)).toBeTruthy();
    expect(screen.getByLabelText('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
  });
});
