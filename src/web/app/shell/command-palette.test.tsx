// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUICK_WIN_STORAGE_KEY } from '@/shared/dashboard';
import { CommandPalette, NO_RESULTS } from './command-palette';
import { openCommandPalette } from '@/web/lib/app-events';
import { renderInApp } from './shell-test-utils';
import { makeMe, makeMetrics } from '@/web/testing/factories';

const OUTPUT = {
  id: '5a4e1c3e-1d1a-4f3c-8a57-3b1a1d2c9e01',
  org_id: 'org',
  output_type: 'swot',
  agent_type: 'strategy',
  title: 'SWOT for Northwind Roasters',
  created_at: new Date().toISOString(),
  summary: null,
};

// The dialog is a lazily loaded chunk: its first import can take seconds on a busy machine.
const palette = () => screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 });

describe('command palette', () => {
  it('opens on Ctrl+K, and Ctrl+K again closes it', async () => {
    renderInApp(<CommandPalette />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    const dialog = await palette();
    expect(within(dialog).getByRole('combobox', { name: 'Search commands' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the window event and lists its four groups', async () => {
    renderInApp(<CommandPalette />, { api: { recentOutputs: [OUTPUT] } });
    act(() => openCommandPalette());
    const dialog = await palette();
    // The templates start an agent: they appear once the role is known to allow it.
    expect(await within(dialog).findByText('Quick Win Templates')).toBeTruthy();
    for (const group of ['Quick Actions', 'AI Agents', 'Recent Outputs']) {
      expect(within(dialog).getByText(group)).toBeTruthy();
    }
    expect(await within(dialog).findByText(OUTPUT.title)).toBeTruthy();
    expect(within(dialog).getByText('View All Outputs')).toBeTruthy();
    expect(within(dialog).getByText('Expert Mode')).toBeTruthy();
  });

  it('filters as the user types and says so when nothing matches', async () => {
    const { user } = renderInApp(<CommandPalette />);
    act(() => openCommandPalette());
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox', { name: 'Search commands' });
    await user.type(input, 'feedb');
    expect(within(dialog).getByRole('option', { name: /Feedback/ })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: /New Campaign/ })).toBeNull();
    await user.clear(input);
    await user.type(input, 'zzzz');
    expect(within(dialog).getByText(NO_RESULTS)).toBeTruthy();
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  });

  it('shows locked agents with their requirement and does not open them', async () => {
    const { user, location } = renderInApp(<CommandPalette />, {
      api: { metrics: makeMetrics({ campaign_count: 0 }) },
    });
    act(() => openCommandPalette());
    const dialog = await palette();
    const persona = await within(dialog).findByRole('option', {
      name: /Persona Agent.*Create your first campaign/,
    });
    expect(persona.getAttribute('aria-disabled')).toBe('true');
    await user.click(persona);
    expect(location().textContent).toBe('/dashboard');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hides the agency-only agent from an SME', async () => {
    const { calls } = renderInApp(<CommandPalette />);
    act(() => openCommandPalette());
    const dialog = await palette();
    await within(dialog).findByRole('option', { name: 'New Campaign' });
    expect(calls).toContain('/me');
    expect(within(dialog).getByRole('option', { name: /^Strategy Agent/ })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: /Client Success/ })).toBeNull();
  });

  it('shows the Client Success agent to an agency', async () => {
    renderInApp(<CommandPalette />, {
      api: {
        me: makeMe({ type: 'AGENCY' }),
        metrics: makeMetrics({ organization_type: 'AGENCY' }),
      },
    });
    act(() => openCommandPalette());
    expect(
      await within(await palette()).findByRole('option', { name: /Client Success Agent/ }),
    ).toBeTruthy();
  });

  it('stores the chosen Quick Win template and opens its agent', async () => {
    const { user, location } = renderInApp(<CommandPalette />);
    act(() => openCommandPalette());
    const dialog = await palette();
    await user.click(await within(dialog).findByRole('option', { name: 'Customer Discovery' }));
    expect(localStorage.getItem(QUICK_WIN_STORAGE_KEY)).toBe('customer-discovery');
    expect(location().textContent).toBe('/persona');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs a quick action and opens a recent output', async () => {
    const { user, location } = renderInApp(<CommandPalette />, {
      api: { recentOutputs: [OUTPUT] },
    });
    act(() => openCommandPalette());
    await user.click(await within(await palette()).findByRole('option', { name: 'New Campaign' }));
    expect(location().textContent).toBe('/campaigns/new');

    act(() => openCommandPalette());
    await user.click(
      await within(await palette()).findByRole('option', { name: new RegExp(OUTPUT.title) }),
    );
    expect(location().textContent).toBe(`/outputs/${OUTPUT.id}`);

    act(() => openCommandPalette());
    await user.click(within(await palette()).getByRole('option', { name: 'Expert Mode' }));
    expect(location().textContent).toBe('/outputs?view=expert');
  });

  it('offers a viewer nothing that creates: no new campaign, Quick Start, upload or templates', async () => {
    renderInApp(<CommandPalette />, { api: { me: makeMe({ roles: ['viewer'] }) } });
    act(() => openCommandPalette());
    const dialog = await palette();
    expect(await within(dialog).findByRole('option', { name: 'Campaigns' })).toBeTruthy();
    await within(dialog).findByRole('option', { name: /^Strategy Agent/ });
    for (const name of ['New Campaign', 'Quick Start', 'Upload a document', 'Customer Discovery']) {
      expect(within(dialog).queryByRole('option', { name })).toBeNull();
    }
    expect(within(dialog).queryByText('Quick Win Templates')).toBeNull();
    expect(within(dialog).queryByRole('option', { name: /^Quick Start/ })).toBeNull();
  });
});
