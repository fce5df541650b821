// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, type CreateClientInput, type UpdateClientInput } from '@/shared/clients';
import { ApiError } from '@/web/lib/api-client';
import { buildClient } from '../testing/client-factory';
import { ClientForm } from './client-form';

afterEach(cleanup);

function renderCreate() {
  const onSubmit = vi.fn<(input: CreateClientInput) => Promise<void>>().mockResolvedValue();
  render(
    <MemoryRouter>
      <ClientForm mode="create" cancelTo="/clients" onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ClientForm', () => {
  it('requires a name and says so, without submitting', async () => {
    const { onSubmit, user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText(CLIENT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByLabelText('Client name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the internal notes stay internal, apart from what the agents write from', () => {
    renderCreate();
    const notes = screen.getByLabelText('Internal notes');
    expect(notes.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('For your team only: never used by the agents, never shown to the client.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('About the client')).toBeTruthy();
  });

  it('refuses a malformed email, website, retainer and colour, each on its field', async () => {
    const { onSubmit, user } = renderCreate();
    await user.type(screen.getByLabelText('Client name'), 'Fernleaf');
    await user.type(screen.getByLabelText('Contact email'), 'not-an-email');
    await user.type(screen.getByLabelText('Website'), 'fernleaf');
    await user.type(screen.getByLabelText('Monthly retainer (USD)'), 'lots');
    await user.type(screen.getByLabelText('Primary colour'), 'blue');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter a full address like https://example.com')).toBeTruthy();
    expect(screen.getByText('Enter an amount in dollars, like 2500')).toBeTruthy();
    expect(screen.getByText(CLIENT_MESSAGES.invalidColor)).toBeTruthy();
    expect(screen.getByLabelText('Primary colour').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the retainer in cents and the brand kit, leaving empty fields out as null', async () => {
    const { onSubmit, user } = renderCreate();
    await user.type(screen.getByLabelText('Client name'), '  Fernleaf  ');
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await user.type(screen.getByLabelText('Monthly retainer (USD)'), '$2,500.50');
    await user.type(screen.getByLabelText('Primary colour'), '#112233');
    await user.selectOptions(screen.getByLabelText('Portal font'), 'Lato');
    await user.type(screen.getByLabelText('About the client'), 'Mineral sunscreen brand.');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Fernleaf',
      status: 'paused',
      industry: null,
      contact_name: null,
      contact_email: null,
      website: null,
      description: 'Mineral sunscreen brand.',
      notes: null,
      monthly_retainer_cents: 250050,
      brand_kit: { primary_color: '#112233', font_family: 'Lato' },
    });
  });

  it('edits a client, keeps its uploaded logo, and marks the field the server refuses', async () => {
    const client = buildClient({
      name: 'Fernleaf',
      monthly_retainer_cents: 100000,
      brand_kit: { primary_color: '#3B82F6', logo_url: '/api/v1/files/logo.png' },
    });
    const onSubmit = vi
      .fn<(input: UpdateClientInput) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(400, 'validation', 'That name is taken', 'name'))
      .mockResolvedValue();
    render(
      <MemoryRouter>
        <ClientForm mode="edit" client={client} cancelTo="/clients" onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect((screen.getByLabelText('Monthly retainer (USD)') as HTMLInputElement).value).toBe(
      '1000',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Fernleaf',
      monthly_retainer_cents: 100000,
      brand_kit: { primary_color: '#3B82F6', logo_url: '/api/v1/files/logo.png' },
    });
  });
});
