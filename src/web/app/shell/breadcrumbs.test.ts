import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, routeCampaignId } from './breadcrumbs';

const ID = '6f1c2b7e-8a90-4d3c-b1e2-0a9b8c7d6e5f';
const labels = (path: string, campaign?: string) =>
  buildBreadcrumbs(path, { campaign }).map((c) => c.label);

describe('breadcrumbs', () => {
  it('campaigns: the campaign name and its section', () => {
    expect(labels('/campaigns')).toEqual([]);
    expect(labels('/campaigns/new')).toEqual(['Campaigns', 'New Campaign']);
    expect(labels(`/campaigns/${ID}`, 'Spring Launch')).toEqual(['Campaigns', 'Spring Launch']);
    for (const [section, label] of [
      ['content', 'Content'],
      ['analytics', 'Analytics'],
      ['strategy', 'Strategy'],
      ['execution', 'Execution'],
      ['settings', 'Settings'],
      ['edit', 'Edit'],
      ['insights', 'Insights'],
    ]) {
      expect(labels(`/campaigns/${ID}/${section}`, 'Spring Launch')).toEqual([
        'Campaigns',
        'Spring Launch',
        label,
      ]);
    }
    expect(
      buildBreadcrumbs(`/campaigns/${ID}/analytics`, { campaign: 'Spring Launch' })[1],
    ).toEqual({ label: 'Spring Launch', to: `/campaigns/${ID}` });
  });

  it('campaigns: a generic label until the name is known', () => {
    expect(labels(`/campaigns/${ID}/edit`)).toEqual(['Campaigns', 'Campaign', 'Edit']);
  });

  it('agents: Agents › agent › what is open', () => {
    expect(labels('/strategy')).toEqual(['Agents', 'Strategy Agent']);
    expect(labels('/strategy/session/abc')).toEqual(['Agents', 'Strategy Agent', 'Session']);
    expect(labels(`/strategy/campaign/${ID}/session/abc`, 'Spring Launch')).toEqual([
      'Agents',
      'Strategy Agent',
      'Spring Launch',
      'Session',
    ]);
    expect(labels('/marketing-strategy/guided/session/abc')).toEqual([
      'Agents',
      'Marketing Strategy Agent',
      'Guided mode',
      'Session',
    ]);
    expect(labels('/content/tool/blog-post/session/abc')).toEqual([
      'Agents',
      'Content Agent',
      'Blog Post',
      'Session',
    ]);
    expect(labels('/persona/interview/p1/session/s1')).toEqual([
      'Agents',
      'Persona Agent',
      'Interview',
      'Session',
    ]);
    expect(labels('/roi-budget/forecast')).toEqual(['Agents', 'ROI & Budget Agent', 'Forecast']);
  });

  it('outputs and clients', () => {
    expect(labels('/outputs')).toEqual([]);
    expect(labels('/outputs/saved')).toEqual(['Outputs', 'Saved']);
    expect(labels('/outputs/agent/persona')).toEqual(['Outputs', 'Persona Agent']);
    expect(labels(`/outputs/campaign/${ID}`, 'Spring Launch')).toEqual([
      'Outputs',
      'Spring Launch',
    ]);
    expect(labels(`/outputs/${ID}`)).toEqual(['Outputs', 'Output']);
    expect(labels('/clients')).toEqual([]);
    expect(labels('/clients/new')).toEqual(['Clients', 'New Client']);
    expect(labels('/clients/analytics')).toEqual(['Clients', 'Agency Analytics']);
    expect(labels('/clients/c1/health')).toEqual(['Clients', 'Client', 'Health']);
    expect(buildBreadcrumbs('/clients/c1/health', { client: 'Fernleaf' })[1]).toEqual({
      label: 'Fernleaf',
      to: '/clients/c1',
    });
    expect(labels('/clients/c1/agents/strategy/session/s1')).toEqual([
      'Clients',
      'Client',
      'Strategy Agent',
      'Session',
    ]);
  });

  it('analytics: its sections, reports, a campaign or client, a session', () => {
    expect(labels('/analytics')).toEqual([]);
    expect(labels('/analytics/insights')).toEqual(['Analytics', 'Insights']);
    expect(labels('/analytics/report/channel-performance')).toEqual([
      'Analytics',
      'Reports',
      'Channel Performance',
    ]);
    expect(labels(`/analytics/campaign/${ID}`, 'Spring Launch')).toEqual([
      'Analytics',
      'Spring Launch',
    ]);
    expect(labels('/analytics/client/c1')).toEqual(['Analytics', 'Client']);
    expect(labels('/analytics/session/s1')).toEqual(['Analytics', 'Reports', 'Session']);
    expect(routeCampaignId(`/analytics/campaign/${ID}`)).toBe(ID);
  });

  it('metrics: Metrics › the page, the campaign or the client', () => {
    expect(labels('/metrics')).toEqual([]);
    expect(labels('/metrics/real-time')).toEqual(['Metrics', 'Real-time']);
    expect(labels('/metrics/custom')).toEqual(['Metrics', 'Custom metrics']);
    expect(labels('/metrics/reports')).toEqual(['Metrics', 'Saved reports']);
    expect(labels(`/metrics/reports/${ID}`)).toEqual(['Metrics', 'Saved reports', 'Report']);
    expect(labels(`/metrics/campaign/${ID}`, 'Spring Launch')).toEqual([
      'Metrics',
      'Spring Launch',
    ]);
    expect(buildBreadcrumbs(`/metrics/client/${ID}`, { client: 'Fernleaf' })).toEqual([
      { label: 'Metrics', to: '/metrics' },
      { label: 'Fernleaf' },
    ]);
  });

  it('workflow: Workflows › the page, or the workflow (by name once loaded) › its section', () => {
    expect(labels('/workflow')).toEqual([]);
    expect(labels('/workflow/templates')).toEqual(['Workflows', 'Templates']);
    expect(labels('/workflow/builder')).toEqual(['Workflows', 'New workflow']);
    expect(labels('/workflow/history')).toEqual(['Workflows', 'Run history']);
    expect(labels(`/workflow/${ID}`)).toEqual(['Workflows', 'Workflow']);
    expect(labels(`/workflow/${ID}/run`)).toEqual(['Workflows', 'Workflow', 'Run']);
    expect(buildBreadcrumbs(`/workflow/${ID}/edit`, { workflow: 'Content week' })).toEqual([
      { label: 'Workflows', to: '/workflow' },
      { label: 'Content week', to: `/workflow/${ID}` },
      { label: 'Edit' },
    ]);
    expect(labels(`/workflow/${ID}/history`)).toEqual(['Workflows', 'Workflow', 'History']);
  });

  it('no breadcrumbs elsewhere', () => {
    expect(labels('/dashboard')).toEqual([]);
    expect(labels('/profile')).toEqual([]);
    expect(labels('/settings/team')).toEqual([]);
  });

  it('finds the campaign a route is about', () => {
    expect(routeCampaignId(`/campaigns/${ID}/analytics`)).toBe(ID);
    expect(routeCampaignId(`/content/campaign/${ID}/session/s`)).toBe(ID);
    expect(routeCampaignId(`/clients/c1/campaigns/${ID}`)).toBe(ID);
    expect(routeCampaignId('/campaigns/new')).toBeNull();
    expect(routeCampaignId('/campaigns/not-a-uuid')).toBeNull();
    expect(routeCampaignId('/dashboard')).toBeNull();
  });
});
