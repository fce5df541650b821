/** Shared by the ROI & Budget tests: an organization with three campaigns and their metrics. */
import { addDays } from '@/shared/performance-analysis';
import type { TestApp } from '../../testing/test-app';
import { groundedUser } from '../agent-sessions/test-helpers';

export const ROI_CAMPAIGNS = [
  { name: 'Spring Subscription Push', channels: ['Email', 'Instagram'], budget: 500_000 },
  { name: 'Wholesale Café Sampling', channels: ['Events'], budget: 300_000 },
  { name: 'Holiday Gift Bundles', channels: ['Paid social'], budget: 200_000 },
] as const;

/** 40 days each, ending on the same day; different rates and returns per campaign. */
export function metricRows(index: number, days = 40, end = '2026-03-31') {
  return Array.from({ length: days }, (_, i) => {
    const spend =
      [4000, 2500, 1500][index]! + ((i * 37 + index * 11) % 9) * 50 + i * (index + 1) * 5;
    const roas = [2.5, 4.2, 0.8][index]!;
    return {
      date: addDays(end, i - days + 1),
      impressions: 1500 + i * 10,
      clicks: 60 + (i % 7),
      conversions: 3 + (i % 3),
      spend_cents: spend,
      revenue_cents: Math.round(spend * roas * (0.9 + ((i * 13) % 5) * 0.05)),
    };
  });
}

/** A grounded SME with three campaigns, each with 40 days of metrics (unlocks ROI & Budget). */
export async function roiUser(t: TestApp, organizationName = 'Harbor Roasters Ltd') {
  const user = await groundedUser(t, organizationName);
  const ids = [user.campaignId];
  for (const c of ROI_CAMPAIGNS.slice(1)) {
    const res = await t.request('/api/v1/campaigns', {
      cookie: user.cookie,
      body: {
        name: c.name,
        marketing_channels: c.channels,
        budget_cents: c.budget,
        status: 'active',
      },
    });
    if (res.status !== 201) throw new Error(`campaign: ${res.status} ${res.text}`);
    ids.push(res.json.data.id as string);
  }
  for (const [i, id] of ids.entries()) {
    const res = await t.request(`/api/v1/campaigns/${id}/metrics`, {
      cookie: user.cookie,
      body: { rows: metricRows(i) },
    });
    if (res.status !== 200) throw new Error(`metrics: ${res.status} ${res.text}`);
  }
  return { ...user, campaignIds: ids };
}
