/** The Performance Intelligence outputs: scope and period, the figures, then the insights. */
import { formatDateRange } from '@/shared/format';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  anomalyOutputSchema,
  campaignComparisonOutputSchema,
  channelOutputSchema,
  pacingOutputSchema,
  performanceReportSchema,
  RANKING_LABELS,
  type performanceScopeSchema,
  type periodSchema,
} from '@/shared/performance-intelligence';
import { GenericRenderer } from '../generic-renderer';
import { Bullets, Panel } from '../parts';
import { AnomalyTable, ChannelTable, KpiTiles, PacingTable, RankingTable } from './figures';

type Content = { content: Record<string, unknown> };

function Frame({
  scope,
  period,
  insights,
  children,
}: {
  scope: z.infer<typeof performanceScopeSchema>;
  period: z.infer<typeof periodSchema> | null;
  insights: string[];
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{scope.label}</span>
        {period
          ? ` · ${formatDateRange(period.from, period.to)} (${period.days} day${period.days === 1 ? '' : 's'})`
          : ' · no recorded days'}
      </p>
      {children}
      {insights.length > 0 && (
        <Panel title="What the figures say">
          <Bullets items={insights} />
        </Panel>
      )}
    </div>
  );
}

function parsed<S extends z.ZodType>(schema: S, render: (c: z.infer<S>) => ReactNode) {
  return function Renderer({ content }: Content) {
    const result = schema.safeParse(content);
    return result.success ? <>{render(result.data)}</> : <GenericRenderer content={content} />;
  };
}

export const AnomalyRenderer = parsed(anomalyOutputSchema, (c) => (
  <Frame scope={c.scope} period={c.period} insights={c.insights}>
    <p className="text-sm">
      {c.anomalies.length} anomal{c.anomalies.length === 1 ? 'y' : 'ies'} in {c.days_checked} day
      {c.days_checked === 1 ? '' : 's'} checked.
    </p>
    <AnomalyTable anomalies={c.anomalies} rule={c.rule} />
  </Frame>
));

export const PacingRenderer = parsed(pacingOutputSchema, (c) => (
  <Frame scope={c.scope} period={c.period} insights={c.insights}>
    <p className="text-sm">Pacing on {c.today}.</p>
    <PacingTable pacing={c.pacing} rule={c.rule} />
  </Frame>
));

export const ChannelRenderer = parsed(channelOutputSchema, (c) => (
  <Frame scope={c.scope} period={c.period} insights={c.insights}>
    <ChannelTable channels={c.channels} note={c.note} />
  </Frame>
));

export const CampaignComparisonRenderer = parsed(campaignComparisonOutputSchema, (c) => (
  <Frame scope={c.scope} period={c.period} insights={c.insights}>
    <p className="text-sm">Ranked by {RANKING_LABELS[c.rank_by]}.</p>
    <RankingTable rankings={c.rankings} rankBy={c.rank_by} />
  </Frame>
));

export const ReportRenderer = parsed(performanceReportSchema, (c) => (
  <Frame scope={c.scope} period={c.period} insights={c.insights}>
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">Key figures</h3>
      <KpiTiles totals={c.totals} changes={c.trend?.has_previous ? c.trend.changes : null} />
      {c.trend && (
        <p className="text-xs text-muted-foreground">
          {c.trend.has_previous
            ? `Trends against ${formatDateRange(c.trend.previous.from, c.trend.previous.to)}.`
            : 'No recorded days in the period before to compare with.'}
        </p>
      )}
    </section>
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">Anomalies</h3>
      <AnomalyTable anomalies={c.anomalies} rule={c.anomaly_rule} />
    </section>
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">Budget pacing</h3>
      <PacingTable pacing={c.pacing} />
    </section>
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">Channels</h3>
      <ChannelTable channels={c.channels} note={c.channel_note} />
    </section>
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">Campaigns by ROAS</h3>
      <RankingTable rankings={c.top_campaigns} rankBy="roas" />
    </section>
  </Frame>
));
