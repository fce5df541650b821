// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUICK_START } from '@/shared/dashboard';
import { formatQuickStartAnswers } from '@/shared/quick-start';
import { QuickStartModalHost } from './quick-start-modal';
import { openQuickStart } from '@/web/lib/app-events';
import { renderInApp } from './shell-test-utils';

const SESSION_ID = '5f0c9a52-3c1d-4c55-8f7e-2f3b1a6d9e10';

async function openModal() {
  const app = renderInApp(<QuickStartModalHost />, {
    api: { routes: { '/agent-sessions': { data: { id: SESSION_ID } } } },
  });
  act(() => openQuickStart());
  // A lazily loaded chunk: its first import can take seconds on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: /Quick Start/ }, { timeout: 10_000 });
  return { ...app, dialog };
}

describe('Quick Start modal', () => {
  it('opens on the window event at step 1 of 5 with Back disabled and the company hint', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByText('Step 1 of 5')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(within(dialog).getByRole('button', { name: /Back/ }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByText(QUICK_START.companyHint)).toBeTruthy();
  });

  it('keeps Next disabled until the answer has more than white space', async () => {
    const { dialog, user } = await openModal();
    const next = within(dialog).getByRole('button', { name: /Next/ });
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Tell us about your company'), '   ');
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Tell us about your company'), 'We roast coffee');
    expect(next.hasAttribute('disabled')).toBe(false);
  });

  it('keeps the answers when going Back and Next, and starts Quick Start with all five', async () => {
    const { dialog, user, location, fetch } = await openModal();
    const next = () => within(dialog).getByRole('button', { name: /Next/ });

    await user.type(
      within(dialog).getByLabelText('Tell us about your company'),
      'We roast specialty coffee',
    );
    await user.click(next());
    expect(within(dialog).getByText('Step 2 of 5')).toBeTruthy();
    await user.type(
      within(dialog).getByLabelText('What is your main marketing goal?'),
      'Grow online sales',
    );
    await user.click(within(dialog).getByRole('button', { name: /Back/ }));
    expect(
      (within(dialog).getByLabelText('Tell us about your company') as HTMLTextAreaElement).value,
    ).toBe('We roast specialty coffee');
    await user.click(next());
    expect(
      (within(dialog).getByLabelText('What is your main marketing goal?') as HTMLTextAreaElement)
        .value,
    ).toBe('Grow online sales');
    await user.click(next());

    await user.type(within(dialog).getByLabelText('Who is your target audience?'), 'Home baristas');
    await user.click(next());
    expect(within(dialog).getByText('Step 4 of 5')).toBeTruthy();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(QUICK_START.budgetOptions.length);
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: '$1,000 – $5,000' }));
    await user.click(next());

    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    const start = within(dialog).getByRole('button', { name: 'Start Quick Start' });
    expect(start.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: '1–3 months' }));
    await user.click(start);

    const answers = {
      company: 'We roast specialty coffee',
      goal: 'Grow online sales',
      audience: 'Home baristas',
      budget: '1000-5000',
      timeline: '1-3-months',
    };
    // Straight to the run's page, the answers in the router state and never in the address.
    await waitFor(() => expect(location().textContent).toBe(`/quick-start/session/${SESSION_ID}`));
    expect(JSON.parse(location().dataset.state!)).toEqual({
      pendingRun: { tool: 'pipeline', message: formatQuickStartAnswers(answers) },
    });
    const [, init] = fetch.mock.calls.find(([input]) =>
      String(input).endsWith('/agent-sessions'),
    ) as unknown as [RequestInfo, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      agent_type: 'quick_start',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
