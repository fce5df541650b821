// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '@/shared/webhooks';
import { json, renderApp } from '@/web/testing/render';
import { CreateWebhookForm } from './create-webhook-form';

function renderForm(answer: { status: number; body: unknown }) {
  const requests: unknown[] = [];
  const onCreated = vi.fn();
  renderApp(<CreateWebhookForm onCreated={onCreated} />, {
    api: {},
    fallback: ({ body }) => {
      requests.push(body);
      return json(answer.body, answer.status);
    },
  });
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
