// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import {
  ANOMALY_RULE,
  ANOMALY_RULE_PLAIN,
  CHANNEL_ATTRIBUTION_NOTE,
  PACING_RULE,
} from '@/shared/performance-analysis';
import type { AnomalyOutput, ChannelOutput, PacingOutput } from '@/shared/performance-intelligence';
import { OutputRenderer } from '../output-renderer';

afterEach(cleanup);

const base = {
  summary: '1 anomaly in Spring Launch.',
  scope: { campaign_id: 'c1', label: 'Spring Launch' },
  period: { from: '2026-03-01', to: '2026-03-21', days: 21 },
  insights: ['CTR fell to 0.40% on 2026-03-21 against a median of 2.05%.'],
  recommendations: [
    {
      title: 'Check the ads of Spring Launch',
      detail: 'Rotate the creative.',
      priority: 'medium' as const,
    },
  ],
  sources: [],
  assumptions: [],
};

const anomalyContent: AnomalyOutput = {
  ...base,
  rule: ANOMALY_RULE,
  days_checked: 21,
  anomalies: [
    {
      date: '2026-03-21',
      kind: 'ctr_drop',
      metric: 'ctr',
      value: 0.4,
      baseline: 2.05,
      deviations: 22.3,
      change_percentage: -80.5,
      campaign_id: 'c1',
      campaign_name: 'Spring Launch',
    },
  ],
};

describe('performance intelligence renderers', () => {
  it('anomalies: scope, period, the rule and one row per anomaly', () => {
    const content = anomalyContent;
    render(<OutputRenderer outputType="performance_anomalies" content={content} />);
    expect(screen.getByText(/Mar 1, 2026 – Mar 21, 2026 \(21 days\)/)).toBeTruthy();
    expect(screen.getByText(ANOMALY_RULE)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Anomalies' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('CTR drop');
    expect(row.textContent).toContain('0.40%');
    expect(row.textContent).toContain('2.05%');
    expect(screen.getByText('Check the ads of Spring Launch')).toBeTruthy();
    expect(row.textContent).toContain('Mar 21, 2026');
    expect(row.textContent).toContain('22.3 MADs');
  });

  it('anomalies for a client: the same figures, without the statistics of the rule', () => {
    const content = anomalyContent;
    const { container } = render(
      <OutputRenderer outputType="performance_anomalies" content={content} audience="client" />,
    );
    expect(screen.getByText(ANOMALY_RULE_PLAIN)).toBeTruthy();
    expect(container.textContent).not.toMatch(/MAD|median absolute|1\.4826/);
    const row = within(screen.getByRole('table', { name: 'Anomalies' })).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('-80.5%');
  });

  it('pacing and channels: verdicts, money and the attribution note', () => {
    const pacing: PacingOutput = {
      ...base,
      rule: PACING_RULE,
      today: '2026-03-10',
      pacing: [
        {
          campaign_id: 'c1',
          campaign_name: 'Spring Launch',
          budget_cents: 300_000,
          spent_cents: 100_000,
          start_date: '2026-03-01',
          end_date: '2026-03-30',
          spent_percentage: 33.3,
          elapsed_percentage: 33.3,
          days_total: 30,
          days_elapsed: 10,
          days_remaining: 20,
          daily_rate_cents: 10_000,
          projected_spend_cents: 300_000,
          projected_percentage: 100,
          verdict: 'on_track',
        },
      ],
    };
    render(<OutputRenderer outputType="performance_pacing" content={pacing} />);
    const row = within(screen.getByRole('table', { name: 'Budget pacing' })).getAllByRole(
      'row',
    )[1]!;
    expect(row.textContent).toContain('$1,000 / $3,000');
    expect(row.textContent).toContain('On track');
    cleanup();

    const channels: ChannelOutput = {
      ...base,
      note: CHANNEL_ATTRIBUTION_NOTE,
      channels: [
        {
          channel: 'Email',
          campaign_count: 1,
          campaigns: ['Spring Launch'],
          totals: summarizeMetrics([
            {
              date: '2026-03-01',
              impressions: 1000,
              clicks: 50,
              conversions: 5,
              spend_cents: 10_000,
              revenue_cents: 32_000,
            },
          ]),
        },
      ],
    };
    render(<OutputRenderer outputType="performance_channels" content={channels} />);
    expect(screen.getByText(CHANNEL_ATTRIBUTION_NOTE)).toBeTruthy();
    const cells = within(screen.getByRole('table', { name: 'Channels' })).getAllByRole('row')[1]!;
    expect(cells.textContent).toContain('5.00%');
    expect(cells.textContent).toContain('3.20×');
  });

  it('falls back to the readable generic layout for content that does not match', () => {
    render(
      <OutputRenderer
        outputType="performance_report"
        content={{ summary: 'Older report', headline: 'Spend rose' }}
      />,
    );
    expect(screen.getByText('Spend rose')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
