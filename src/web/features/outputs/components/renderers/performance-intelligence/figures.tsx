/**
 * The Performance Intelligence figures as tables and tiles: used by its output renderers
 * and, composed by the route pages, by its dashboard, so a figure looks the same everywhere.
 */
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { z } from 'zod';
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import {
  ANOMALY_LABELS,
  ANOMALY_RULE_PLAIN,
  formatMetricValue,
  METRIC_LABELS,
  PACING_VERDICT_LABELS,
  type TrendMetric,
} from '@/shared/performance-analysis';
import {
  RANKING_LABELS,
  type anomalySchema,
  type channelSchema,
  type metricChangeSchema,
  type pacingSchema,
  type rankedCampaignSchema,
} from '@/shared/performance-intelligence';
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { cn } from '@/web/lib/utils';
import { formatDay } from '@/shared/format';
import { useOutputAudience } from '../audience';

type Anomaly = z.infer<typeof anomalySchema>;
type Pacing = z.infer<typeof pacingSchema>;
type Channel = z.infer<typeof channelSchema>;
type Ranked = z.infer<typeof rankedCampaignSchema>;
type Change = z.infer<typeof metricChangeSchema>;

export const fmt = formatMetricValue;

const KPI_METRICS: TrendMetric[] = [
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'conversion_rate',
  'spend_cents',
  'cpa_cents',
  'revenue_cents',
  'roas',
];

/** ▲ 12.3% (green when good news, red when bad, grey when neutral), with words for screen readers. */
export function TrendBadge({ change }: { change: Change | undefined }) {
  if (!change || change.previous === null)
    return <span className="text-muted-foreground">No earlier period</span>;
  const Icon =
    change.direction === 'up'
      ? ArrowUpRight
      : change.direction === 'down'
        ? ArrowDownRight
        : ArrowRight;
  const words =
    change.direction === 'flat'
      ? 'about the same as'
      : `${change.direction} ${change.change_percentage === null ? '' : `${Math.abs(change.change_percentage)}% `}from`;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-medium',
        change.improved === true && 'text-success',
        change.improved === false && 'text-destructive',
        change.improved === null && 'text-muted-foreground',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{`${words} ${fmt(change.metric, change.previous)} in the previous period`}</span>
      <span aria-hidden="true">
        {change.change_percentage === null ? '—' : `${Math.abs(change.change_percentage)}%`} vs{' '}
        {fmt(change.metric, change.previous)}
      </span>
    </span>
  );
}

/** The nine KPIs as tiles, each with its trend against the previous period when known. */
export function KpiTiles({
  totals,
  changes,
}: {
  totals: CampaignMetricTotals;
  changes?: Change[] | null;
}) {
  return (
    <StatGrid>
      {KPI_METRICS.map((m) => (
        <StatTile
          key={m}
          label={METRIC_LABELS[m]}
          value={fmt(m, totals[m])}
          hint={changes ? <TrendBadge change={changes.find((c) => c.metric === m)} /> : undefined}
        />
      ))}
    </StatGrid>
  );
}

/** A rule as stated to the team; `plain`, when given, is what a client reads instead. */
export function RuleNote({ rule, plain }: { rule: string; plain?: string }) {
  const audience = useOutputAudience();
  if (audience === 'client' && plain) rule = plain;
  return (
    <p className="rounded-lg border bg-muted/40 p-3 text-xs text-muted-foreground">
      <span className="font-semibold text-foreground">Rule: </span>
      {rule}
    </p>
  );
}

const ANOMALY_VARIANT = {
  spend_spike: 'warning',
  cpa_spike: 'destructive',
  ctr_drop: 'warning',
  zero_conversions: 'destructive',
} as const;

export function AnomalyTable({ anomalies, rule }: { anomalies: Anomaly[]; rule: string }) {
  const audience = useOutputAudience();
  return (
    <div className="space-y-3">
      <RuleNote rule={rule} plain={ANOMALY_RULE_PLAIN} />
      {anomalies.length === 0 ? (
        <p className="text-sm text-muted-foreground">No day broke the rule in this period.</p>
      ) : (
        <Table caption="Anomalies">
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>Campaign</Th>
              <Th>Anomaly</Th>
              <Th className="text-right">Value</Th>
              <Th className="text-right">Median before</Th>
              <Th className="text-right">Change</Th>
            </tr>
          </thead>
          <tbody>
            {anomalies.map((a, i) => (
              <tr key={`${a.date}-${a.kind}-${a.campaign_id ?? i}`}>
                <Td className="whitespace-nowrap tabular-nums">{formatDay(a.date)}</Td>
                <Td>{a.campaign_name ?? '—'}</Td>
                <Td>
                  <Badge variant={ANOMALY_VARIANT[a.kind]}>{ANOMALY_LABELS[a.kind]}</Badge>
                </Td>
                <Td className="text-right tabular-nums">{fmt(a.metric, a.value)}</Td>
                <Td className="text-right tabular-nums">{fmt(a.metric, a.baseline)}</Td>
                <Td className="text-right tabular-nums">
                  {a.change_percentage === null
                    ? '—'
                    : `${a.change_percentage > 0 ? '+' : ''}${a.change_percentage}%`}
                  {a.deviations !== null && audience === 'team' && (
                    <span className="block text-xs text-muted-foreground">{a.deviations} MADs</span>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

const VERDICT_VARIANT = {
  under: 'warning',
  on_track: 'success',
  over: 'destructive',
  no_budget: 'outline',
  no_dates: 'outline',
} as const;

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

export function PacingTable({ pacing, rule }: { pacing: Pacing[]; rule?: string }) {
  return (
    <div className="space-y-3">
      {rule && <RuleNote rule={rule} />}
      {pacing.length === 0 ? (
        <p className="text-sm text-muted-foreground">No active campaign to pace.</p>
      ) : (
        <Table caption="Budget pacing">
          <thead>
            <tr>
              <Th>Campaign</Th>
              <Th className="text-right">Spent / budget</Th>
              <Th className="text-right">Days elapsed</Th>
              <Th className="text-right">Daily rate</Th>
              <Th className="text-right">Projected end spend</Th>
              <Th>Verdict</Th>
            </tr>
          </thead>
          <tbody>
            {pacing.map((p) => (
              <tr key={p.campaign_id}>
                <Td className="font-medium">{p.campaign_name}</Td>
                <Td className="text-right tabular-nums">
                  {fmt('spend_cents', p.spent_cents)} / {fmt('spend_cents', p.budget_cents)}
                  <span className="block text-xs text-muted-foreground">
                    {pct(p.spent_percentage)}
                  </span>
                </Td>
                <Td className="text-right tabular-nums">
                  {p.days_total === null ? '—' : `${p.days_elapsed} of ${p.days_total}`}
                  <span className="block text-xs text-muted-foreground">
                    {pct(p.elapsed_percentage)}
                  </span>
                </Td>
                <Td className="text-right tabular-nums">
                  {fmt('spend_cents', p.daily_rate_cents)}
                </Td>
                <Td className="text-right tabular-nums">
                  {fmt('spend_cents', p.projected_spend_cents)}
                  <span className="block text-xs text-muted-foreground">
                    {pct(p.projected_percentage)}
                  </span>
                </Td>
                <Td>
                  <Badge variant={VERDICT_VARIANT[p.verdict]}>
                    {PACING_VERDICT_LABELS[p.verdict]}
                  </Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function TotalsCells({ t }: { t: CampaignMetricTotals }) {
  return (
    <>
      <Td className="text-right tabular-nums">{fmt('ctr', t.ctr)}</Td>
      <Td className="text-right tabular-nums">{fmt('conversion_rate', t.conversion_rate)}</Td>
      <Td className="text-right tabular-nums">{fmt('spend_cents', t.spend_cents)}</Td>
      <Td className="text-right tabular-nums">{fmt('cpa_cents', t.cpa_cents)}</Td>
      <Td className="text-right tabular-nums">{fmt('revenue_cents', t.revenue_cents)}</Td>
      <Td className="text-right tabular-nums">{fmt('roas', t.roas)}</Td>
    </>
  );
}

const TOTALS_HEADERS = ['CTR', 'Conv. rate', 'Spend', 'CPA', 'Revenue', 'ROAS'];

export function ChannelTable({ channels, note }: { channels: Channel[]; note: string }) {
  return (
    <div className="space-y-3">
      <RuleNote rule={note} />
      {channels.length === 0 ? (
        <p className="text-sm text-muted-foreground">No channel has results in this period.</p>
      ) : (
        <Table caption="Channels">
          <thead>
            <tr>
              <Th>Primary channel</Th>
              {TOTALS_HEADERS.map((h) => (
                <Th key={h} className="text-right">
                  {h}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {channels.map((c) => (
              <tr key={c.channel}>
                <Td>
                  <span className="font-medium">{c.channel}</span>
                  <span className="block text-xs text-muted-foreground">
                    {c.campaigns.join(', ')}
                  </span>
                </Td>
                <TotalsCells t={c.totals} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

export function RankingTable({
  rankings,
  rankBy,
}: {
  rankings: Ranked[];
  rankBy: keyof typeof RANKING_LABELS;
}) {
  if (rankings.length === 0)
    return <p className="text-sm text-muted-foreground">No campaign has results in this period.</p>;
  return (
    <Table caption={`Campaigns ranked by ${RANKING_LABELS[rankBy]}`}>
      <thead>
        <tr>
          <Th>#</Th>
          <Th>Campaign</Th>
          {TOTALS_HEADERS.map((h) => (
            <Th
              key={h}
              className={cn('text-right', h === RANKING_LABELS[rankBy] && 'text-foreground')}
            >
              {h}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rankings.map((r) => (
          <tr key={r.campaign_id}>
            <Td className="tabular-nums">{r.rank}</Td>
            <Td>
              <span className="font-medium">{r.campaign_name}</span>
              {r.primary_channel && (
                <span className="block text-xs text-muted-foreground">{r.primary_channel}</span>
              )}
            </Td>
            <TotalsCells t={r.totals} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
