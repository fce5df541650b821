// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { buildClient } from '../testing/client-factory';
import { ClientList } from './client-list';

afterEach(cleanup);

const renderList = (props: Partial<Parameters<typeof ClientList>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ClientList
        clients={[]}
        canManage={false}
        filtered={false}
        onClearFilters={vi.fn()}
        {...props}
      />
    </MemoryRouter>,
  );

describe('ClientList', () => {
  it("badges each status in the seed's colours, with campaign counts and a link to the workspace", () => {
    const clients = [
      buildClient({
        name: 'Fernleaf',
        status: 'active',
        campaign_count: 3,
        active_campaign_count: 2,
      }),
      buildClient({ name: 'Harbor Co', status: 'paused', campaign_count: 1 }),
      buildClient({ name: 'Old Mill', status: 'churned' }),
      buildClient({ name: 'Prospect', status: 'onboarding' }),
    ];
    renderList({ clients });
    const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;
    const tone = (name: string, label: string) =>
      within(card(name)).getByText(label).getAttribute('data-tone');
    expect(tone('Fernleaf', 'Active')).toBe('success');
    expect(tone('Harbor Co', 'Paused')).toBe('warning');
    expect(tone('Old Mill', 'Churned')).toBe('destructive');
    expect(tone('Prospect', 'onboarding')).toBe('neutral');
    expect(within(card('Fernleaf')).getByText('3 campaigns')).toBeTruthy();
    expect(within(card('Fernleaf')).getByText('2 active')).toBeTruthy();
    expect(within(card('Harbor Co')).getByText('1 campaign')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fernleaf' }).getAttribute('href')).toBe(
      `/clients/${clients[0]!.id}`,
    );
  });

  it("says 'No clients yet' and offers Add Client to a manager", () => {
    renderList({ canManage: true });
    expect(screen.getByRole('heading', { name: CLIENT_MESSAGES.noClients })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Client' }).getAttribute('href')).toBe(
      '/clients/new',
    );
  });

  it('offers no Add Client to someone who cannot manage clients', () => {
    renderList({ canManage: false });
    expect(screen.getByRole('heading', { name: CLIENT_MESSAGES.noClients })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Client' })).toBeNull();
  });

  it('says when filters hide every client, and clears them', () => {
    const onClearFilters = vi.fn();
    renderList({ filtered: true, onClearFilters });
    expect(screen.getByRole('heading', { name: 'No clients match these filters' })).toBeTruthy();
    screen.getByRole('button', { name: 'Clear filters' }).click();
    expect(onClearFilters).toHaveBeenCalled();
  });
});
