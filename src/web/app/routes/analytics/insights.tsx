import { Link } from 'react-router';
import { ANOMALY_LABELS, formatMetricValue, METRIC_LABELS } from '@/shared/performance-analysis';
import type { AnalyticsOverview } from '@/shared/analytics';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { useAnalyticsOverview } from '@/web/features/analytics/api/get-analytics-overview';
import { analyticsPaths } from '@/web/features/analytics/lib/paths';
import {
  RuleNote,
  TrendBadge,
} from '@/web/features/outputs/components/renderers/performance-intelligence/figures';
import {
  AnalyticsPage,
  NoMetrics,
  OverviewGate,
  PeriodControls,
  PeriodNote,
  Section,
  usePeriod,
} from './parts';
import { useMoney } from '@/web/lib/money';

const ORG = { type: 'org', id: null } as const;

/** /analytics/insights: the campaigns that moved most, and the days that broke their pattern. */
export default function AnalyticsInsightsPage() {
  const [selection, setSelection] = usePeriod();
  const query = useAnalyticsOverview(ORG, selection);
  return (
    <AnalyticsPage
      title="Analytics insights"
      description="The largest changes against the period before, campaign by campaign, and the anomalies flagged by a stated rule."
    >
      <PeriodControls selection={selection} onChange={setSelection} />
      <OverviewGate query={query}>
        {(analytics) =>
          analytics.overview.has_metrics ? (
            <div className="space-y-8">
              <PeriodNote analytics={analytics} />
              <Section title="Top movers">
                <Movers analytics={analytics} selection={selection} />
              </Section>
              <Section title="Anomalies">
                <Anomalies analytics={analytics} selection={selection} />
              </Section>
            </div>
          ) : (
            <NoMetrics analytics={analytics} />
          )
        }
      </OverviewGate>
    </AnalyticsPage>
  );
}

const campaignLink = (id: string | null, name: string | null, selection: PeriodSelection) =>
  id ? (
    <Link
      to={analyticsPaths.campaign(id, selection)}
      className="font-medium text-primary hover:underline"
    >
      {name}
    </Link>
  ) : (
    'All campaigns'
  );

function Movers({
  analytics,
  selection,
}: {
  analytics: AnalyticsOverview;
  selection: PeriodSelection;
}) {
  const money = useMoney();
  if (analytics.movers.length === 0)
    return (
      <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        No campaign changed by more than 1% against the period before, or none recorded days in both
        periods.
      </p>
    );
  return (
    <Table caption="Campaigns whose figures changed most against the previous period">
      <thead>
        <tr>
          <Th>Campaign</Th>
          <Th>Metric</Th>
          <Th className="text-right">This period</Th>
          <Th>Change</Th>
        </tr>
      </thead>
      <tbody>
        {analytics.movers.map((m) => (
          <tr key={`${m.campaign_id}-${m.change.metric}`}>
            <Td>{campaignLink(m.campaign_id, m.campaign_name, selection)}</Td>
            <Td>{METRIC_LABELS[m.change.metric]}</Td>
            <Td className="text-right tabular-nums">
              {formatMetricValue(m.change.metric, m.change.current, money.currency)}
            </Td>
            <Td>
              <TrendBadge change={m.change} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Anomalies({
  analytics,
  selection,
}: {
  analytics: AnalyticsOverview;
  selection: PeriodSelection;
}) {
  const money = useMoney();
  const o = analytics.overview;
  return (
    <div className="space-y-3">
      <RuleNote rule={o.anomaly_rule} />
      {o.anomalies.length === 0 ? (
        <p className="text-sm text-muted-foreground">No day in this period breaks the rule.</p>
      ) : (
        <Table caption="Anomalies in the period">
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>Campaign</Th>
              <Th>Anomaly</Th>
              <Th className="text-right">Value</Th>
              <Th className="text-right">Usual (median)</Th>
            </tr>
          </thead>
          <tbody>
            {o.anomalies.map((a) => (
              <tr key={`${a.date}-${a.campaign_id}-${a.kind}`}>
                <Td className="whitespace-nowrap tabular-nums">{a.date}</Td>
                <Td>{campaignLink(a.campaign_id, a.campaign_name, selection)}</Td>
                <Td>
                  <Badge variant="warning">{ANOMALY_LABELS[a.kind]}</Badge>
                </Td>
                <Td className="text-right tabular-nums">
                  {formatMetricValue(a.metric, a.value, money.currency)}
                </Td>
                <Td className="text-right tabular-nums">
                  {formatMetricValue(a.metric, a.baseline, money.currency)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
