// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateCampaignInput, UpdateCampaignInput } from '@/shared/campaigns';
import { ApiError } from '@/web/lib/api-client';
import { buildCampaign } from '../testing/campaign-factory';
import { CampaignForm } from './campaign-form';

afterEach(cleanup);

function renderCreate() {
  const onSubmit = vi.fn<(input: CreateCampaignInput) => Promise<void>>().mockResolvedValue();
  render(
    <MemoryRouter>
      <CampaignForm mode="create" cancelTo="/campaigns" onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

function renderEdit(campaign = buildCampaign()) {
  const onSubmit = vi.fn<(changes: UpdateCampaignInput) => Promise<void>>().mockResolvedValue();
  const onNoChanges = vi.fn();
  render(
    <MemoryRouter>
      <CampaignForm
        mode="edit"
        campaign={campaign}
        cancelTo={`/campaigns/${campaign.id}`}
        onSubmit={onSubmit}
        onNoChanges={onNoChanges}
      />
    </MemoryRouter>,
  );
  return { onSubmit, onNoChanges, user: userEvent.setup() };
}

describe('CampaignForm, creating', () => {
  it('requires a name and says so, without submitting', async () => {
    const { onSubmit, user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Campaign name is required')).toBeTruthy();
    expect(screen.getByLabelText('Campaign name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the budget typed in dollars as cents, and priority 0 by default', async () => {
    const { onSubmit, user } = renderCreate();
    await user.type(screen.getByLabelText('Campaign name'), 'Autumn launch');
    await user.type(screen.getByLabelText('Budget (USD)'), '$2,500.50');
    await user.type(screen.getByLabelText('Goals'), '200 leads');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    await user.click(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Autumn launch',
      status: 'draft',
      priority_level: 0,
      budget_cents: 250050,
      goals: ['200 leads'],
      marketing_channels: ['Email'],
    });
  });

  it('keeps a budget of 0 and leaves an empty budget out', async () => {
    const { onSubmit, user } = renderCreate();
    await user.type(screen.getByLabelText('Campaign name'), 'Organic only');
    await user.type(screen.getByLabelText('Budget (USD)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onSubmit.mock.calls[0]?.[0].budget_cents).toBe(0);

    await user.clear(screen.getByLabelText('Budget (USD)'));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onSubmit.mock.calls[1]?.[0]).not.toHaveProperty('budget_cents');
  });

  it('refuses a budget that is not a number, a priority over 10 and an end before the start', async () => {
    const { onSubmit, user } = renderCreate();
    await user.type(screen.getByLabelText('Campaign name'), 'Bad input');
    await user.type(screen.getByLabelText('Budget (USD)'), 'lots');
    await user.clear(screen.getByLabelText('Priority'));
    await user.type(screen.getByLabelText('Priority'), '11');
    await user.type(screen.getByLabelText('Start date'), '2026-05-10');
    await user.type(screen.getByLabelText('End date'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Enter the budget in dollars, for example 2500')).toBeTruthy();
    expect(screen.getByText('Priority must be a whole number from 0 to 10')).toBeTruthy();
    expect(screen.getByText('The end date must be on or after the start date')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds chips with Enter, ignores duplicates and removes them by name', async () => {
    const { onSubmit, user } = renderCreate();
    await user.type(screen.getByLabelText('Campaign name'), 'Tagged');
    await user.type(screen.getByLabelText('Tags'), 'Q2{Enter}q2{Enter}Launch{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Launch' }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onSubmit.mock.calls[0]?.[0].tags).toEqual(['Q2']);
  });
});

describe('CampaignForm, editing', () => {
  it('shows the campaign with its budget in dollars', () => {
    renderEdit(buildCampaign({ budget_cents: 123456 }));
    expect((screen.getByLabelText('Budget (USD)') as HTMLInputElement).value).toBe('1234.56');
    expect((screen.getByLabelText('Campaign name') as HTMLInputElement).value).toBe(
      'Spring coffee subscription launch',
    );
    expect(screen.getByRole('button', { name: 'Remove Q1' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).checked).toBe(true);
  });

  it('sends only what changed: an emptied text as null, a budget of 0 as 0', async () => {
    const { onSubmit, user } = renderEdit();
    await user.clear(screen.getByLabelText('Description'));
    await user.clear(screen.getByLabelText('Budget (USD)'));
    await user.type(screen.getByLabelText('Budget (USD)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ description: null, budget_cents: 0 });
  });

  it('clears an emptied budget, date and list with null', async () => {
    const { onSubmit, user } = renderEdit();
    await user.clear(screen.getByLabelText('Budget (USD)'));
    await user.clear(screen.getByLabelText('End date'));
    await user.click(screen.getByRole('button', { name: 'Remove Q1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ budget_cents: null, end_date: null, tags: null });
  });

  it('sends nothing when nothing changed', async () => {
    const { onSubmit, onNoChanges, user } = renderEdit();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onNoChanges).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed when saving fails, and marks the field the server names', async () => {
    const { onSubmit, user } = renderEdit();
    onSubmit.mockRejectedValueOnce(
      new ApiError(
        400,
        'validation_error',
        'Budget is over the organization limit',
        'budget_cents',
      ),
    );
    await user.clear(screen.getByLabelText('Campaign name'));
    await user.type(screen.getByLabelText('Campaign name'), 'Renamed campaign');
    await user.clear(screen.getByLabelText('Budget (USD)'));
    await user.type(screen.getByLabelText('Budget (USD)'), '9999999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Budget is over the organization limit')).toBeTruthy();
    expect(screen.getByLabelText('Budget (USD)').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Campaign name') as HTMLInputElement).value).toBe(
      'Renamed campaign',
    );
    expect((screen.getByLabelText('Budget (USD)') as HTMLInputElement).value).toBe('9999999');
  });
});
