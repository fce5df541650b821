// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DashboardMetrics,
  IntelligenceReadiness,
  Recommendation,
  RecentOutput,
} from '@/shared/dashboard';
import { makeMetrics } from '@/web/testing/factories';
import { renderApp, stubApi } from '@/web/testing/render';
import { READINESS_DISMISSED_KEY, ReadinessBanner } from './readiness-banner';
import { SmeDashboard } from './sme-dashboard';

const metrics = (overrides: Partial<DashboardMetrics> = {}) =>
  makeMetrics({ new_members_30d: 1, ...overrides });

const readiness = (overrides: Partial<IntelligenceReadiness> = {}): IntelligenceReadiness => ({
  has_strategy: true,
  has_persona: true,
  has_marketing_strategy: false,
  has_content: false,
  total_outputs: 4,
  readiness_score: 50,
  is_ready: false,
  ...overrides,
});

const recommendation = (n: number): Recommendation => ({
  id: `rec-${n}`,
  title: `Recommendation ${n}`,
  description: `Why Green Leaf Cafe should do step ${n}`,
  agent_type: 'strategy',
  estimated_time: 10,
  priority: n === 1 ? 'high' : 'medium',
  action_url: '/strategy',
  kind: 'next_step',
  label: 'Next step',
  at_stake_cents: 0,
});

const output: RecentOutput = {
  id: '7f1e1c9e-0000-4000-8000-000000000001',
  org_id: '7f1e1c9e-0000-4000-8000-0000000000aa',
  output_type: 'swot',
  agent_type: 'strategy',
  title: 'SWOT for Green Leaf Cafe',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  summary: 'Strong local brand, thin online presence',
};

beforeEach(() => sessionStorage.clear());

describe('SME dashboard', () => {
  it('welcomes an organization with no campaigns and no documents', async () => {
    stubApi({});
    const user = userEvent.setup();
    const opened = vi.fn();
    window.addEventListener('stratagent:open-quick-start', opened);
    renderApp(<SmeDashboard metrics={metrics()} organizationName="Green Leaf Cafe" />);

    for (const title of ['Start with Strategy', 'Know Your Customers', 'Quick Start 5 Minutes']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Open Strategy/ }).getAttribute('href')).toBe(
      '/strategy',
    );
    expect(screen.getByRole('link', { name: /Open Persona/ }).getAttribute('href')).toBe(
      '/persona',
    );
    // Personas unlock with the first campaign: the card says so rather than failing later.
    expect(
      screen.getByRole('heading', { name: 'Know Your Customers' }).parentElement?.textContent,
    ).toContain('Locked: Create your first campaign');
    await user.click(screen.getByRole('button', { name: /Answer 5 questions/ }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('stratagent:open-quick-start', opened);

    const toggle = screen.getByRole('button', { name: /Explore your agents/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /Content Agent/ })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Foundation', 'Planning & Creation', 'Intelligence']),
    );
    const agents = within(
      document.getElementById(toggle.getAttribute('aria-controls')!)!,
    ).getAllByRole('link');
    expect(agents).toHaveLength(7);
    expect(agents.find((a) => a.textContent?.startsWith('Content Agent'))?.textContent).toContain(
      'Locked: Upload your first document',
    );
    expect(
      agents.find((a) => a.textContent?.startsWith('Strategy Agent'))?.textContent,
    ).not.toContain('Locked');
    expect(agents.map((a) => a.getAttribute('href'))).toEqual([
      '/strategy',
      '/persona',
      '/marketing-strategy',
      '/content',
      '/campaign-planning',
      '/performance-intelligence',
      '/competitive-intelligence',
    ]);
    // The welcome screen asks the server for nothing more than the engine its runs use.
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(asked.every((url) => url === '/api/v1/agents')).toBe(true);
  });

  it('briefs an organization with campaigns: recommendations, readiness, recent intelligence and stats', async () => {
    stubApi({
      '/dashboard/recommendations': { data: [1, 2, 3, 4, 5].map(recommendation) },
      '/dashboard/readiness': { data: readiness() },
      '/dashboard/recent-outputs': { data: [output] },
    });
    renderApp(
      <SmeDashboard
        metrics={metrics({ campaign_count: 2, active_campaigns: 1, total_ai_interactions: 17 })}
        organizationName="Green Leaf Cafe"
      />,
    );

    const briefing = screen.getByRole('region', { name: /Intelligence Briefing/ });
    expect(await within(briefing).findByRole('heading', { name: 'Recommendation 1' })).toBeTruthy();
    expect(within(briefing).getAllByRole('article')).toHaveLength(3);
    expect(
      within(briefing)
        .getByRole('link', { name: 'View all 5 recommendations' })
        .getAttribute('href'),
    ).toBe('/dashboard/recommendations');
    expect(within(briefing).getByText('High priority')).toBeTruthy();

    expect(
      await screen.findByRole('heading', { name: 'Intelligence readiness: 50%' }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Intelligence readiness' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    const steps = screen.getByRole('list', { name: 'Readiness steps' });
    expect(within(steps).getByText('Strategy').parentElement?.textContent).toContain('(done)');
    expect(
      within(steps)
        .getByRole('link', { name: /Marketing strategy/ })
        .getAttribute('href'),
    ).toBe('/marketing-strategy');

    const recent = screen.getByRole('region', { name: 'Recent Intelligence' });
    expect(await within(recent).findByText('SWOT for Green Leaf Cafe')).toBeTruthy();
    expect(within(recent).getByText('5m ago')).toBeTruthy();

    const stats = screen.getByRole('region', { name: 'Quick Stats' });
    const stat = (label: string) =>
      within(stats).getByRole('heading', { name: label }).parentElement!.nextElementSibling!
        .textContent;
    expect(stat('AI Interactions')).toBe('17');
    expect(stat('Active Campaigns')).toBe('1');
    expect(stat('Strategy Sessions')).toBe('2');
    expect(stat('Intelligence Outputs')).toBe('4');
  });

  it('shows the briefing once there is a document, even without campaigns, and an empty state', async () => {
    stubApi({
      '/dashboard/recommendations': { data: [] },
      '/dashboard/readiness': {
        data: readiness({
          has_strategy: false,
          has_persona: false,
          readiness_score: 0,
          total_outputs: 0,
        }),
      },
      '/dashboard/recent-outputs': { data: [] },
    });
    renderApp(
      <SmeDashboard metrics={metrics({ document_count: 1 })} organizationName="Green Leaf Cafe" />,
    );
    expect(await screen.findByText(/You're all caught up/)).toBeTruthy();
    expect(await screen.findByText('No intelligence yet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Start with Strategy' })).toBeNull();
  });
});

describe('readiness banner', () => {
  it("offers 'Create Campaign' when ready, and 'Maybe Later' hides it for the session", async () => {
    const user = userEvent.setup();
    const ready = readiness({ has_marketing_strategy: true, readiness_score: 75, is_ready: true });
    const first = renderApp(<ReadinessBanner readiness={ready} hasCampaigns={false} />);
    expect(screen.getByRole('link', { name: /Create Campaign/ }).getAttribute('href')).toBe(
      '/campaigns/new',
    );

    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('link', { name: /Create Campaign/ })).toBeNull();
    expect(sessionStorage.getItem(READINESS_DISMISSED_KEY)).toBe('1');

    // Coming back to the dashboard in the same session: still hidden.
    first.unmount();
    renderApp(<ReadinessBanner readiness={ready} hasCampaigns={false} />);
    expect(screen.queryByRole('button', { name: 'Maybe Later' })).toBeNull();

    // A new session shows it again.
    cleanup();
    sessionStorage.clear();
    renderApp(<ReadinessBanner readiness={ready} hasCampaigns={false} />);
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeTruthy();
  });

  it('never offers a first campaign to an organization that has campaigns', () => {
    const ready = readiness({ has_marketing_strategy: true, readiness_score: 75, is_ready: true });
    renderApp(<ReadinessBanner readiness={ready} hasCampaigns />);
    expect(screen.queryByText('Your intelligence is ready for a campaign')).toBeNull();
    expect(screen.queryByRole('link', { name: /Create Campaign/ })).toBeNull();
  });

  it('shows progress, never the dismissable offer, while not ready', () => {
    sessionStorage.setItem(READINESS_DISMISSED_KEY, '1');
    renderApp(<ReadinessBanner readiness={readiness()} hasCampaigns={false} />);
    expect(screen.getByRole('heading', { name: 'Intelligence readiness: 50%' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Maybe Later' })).toBeNull();
  });
});
