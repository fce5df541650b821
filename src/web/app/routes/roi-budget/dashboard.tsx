import { useQuery } from '@tanstack/react-query';
import { LineChart, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { PACING_VERDICT_LABELS, type PacingVerdict } from '@/shared/performance-analysis';
import type { RoiDashboard } from '@/shared/roi-budget';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import {
  CampaignRoiTable,
  ChannelRoiTable,
  RoiBarChart,
  SpendBudgetChart,
  pct,
  roasText,
} from '@/web/features/outputs/components/renderers/roi-budget/figures';
import { roiDashboardQueryOptions } from '@/web/features/roi-budget/api/roi-budget';
import { RoiPage } from './roi-page';
import { useMoneyFigures } from '@/web/features/outputs/components/renderers/roi-budget/figures';

const PACING_TONE: Record<PacingVerdict, 'success' | 'warning' | 'destructive' | 'outline'> = {
  on_track: 'success',
  under: 'warning',
  over: 'destructive',
  no_budget: 'outline',
  no_dates: 'outline',
};

/** /roi-budget/dashboard: spend against budget, ROI per campaign and per primary channel. */
export default function RoiDashboardPage() {
  const dashboard = useQuery(roiDashboardQueryOptions());
  return (
    <RoiPage
      title="ROI & Budget dashboard"
      description="Spend against budget and return per campaign and per primary channel, from every recorded day — the same figures as each campaign's analytics page."
      back={{ to: '/roi-budget', label: 'ROI & Budget' }}
    >
      {dashboard.isPending ? (
        <LoadingState label="Loading the dashboard..." />
      ) : dashboard.isError ? (
        <ErrorState message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.campaigns.length === 0 ? (
        <EmptyState icon={Wallet} title="No campaigns yet">
          Create campaigns with a budget and record their metrics to see spend against budget and
          ROI.{' '}
          <Link to="/campaigns/new" className="font-medium text-primary underline">
            Create a campaign
          </Link>
        </EmptyState>
      ) : (
        <Figures data={dashboard.data} />
      )}
    </RoiPage>
  );
}

function Figures({ data }: { data: RoiDashboard }) {
  const { usd } = useMoneyFigures();
  const t = data.totals;
  return (
    <div className="space-y-6">
      <StatGrid>
        <StatTile
          label="Budget"
          value={usd(t.budget_cents)}
          hint={`${data.campaigns.length} campaigns`}
        />
        <StatTile
          label="Spent"
          value={usd(t.spent_cents)}
          hint={
            t.budget_cents
              ? `${pct((t.spent_cents / t.budget_cents) * 100)} of budget`
              : 'No budgets set'
          }
        />
        <StatTile label="Revenue" value={usd(t.revenue_cents)} />
        <StatTile
          label="ROI"
          value={pct(t.roi_percentage)}
          tone={(t.roi_percentage ?? 0) < 0 ? 'destructive' : 'success'}
        />
        <StatTile
          label="ROAS"
          value={roasText(t.roas)}
          hint={data.period ? `${data.period.from} to ${data.period.to}` : undefined}
        />
      </StatGrid>
      {!data.has_budgets && (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          No campaign has a budget yet: set one in a campaign's settings to compare spend with it.
        </p>
      )}
      {!data.has_metrics ? (
        <EmptyState icon={LineChart} title="No metrics yet">
          ROI needs daily spend and revenue. Import them (CSV or API) on a campaign's analytics
          page.{' '}
          <Link to="/campaigns" className="font-medium text-primary underline">
            Open your campaigns
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <SpendBudgetChart rows={data.campaigns} />
          <RoiBarChart
            title="ROI per campaign"
            rows={data.campaigns.map((c) => ({ name: c.campaign_name, roi: c.roi_percentage }))}
          />
          <RoiBarChart
            title="ROI per primary channel"
            rows={data.channels.map((c) => ({ name: c.channel, roi: c.roi_percentage }))}
          />
        </div>
      )}
      <section aria-labelledby="roi-campaigns" className="space-y-2">
        <h2 id="roi-campaigns" className="text-lg font-semibold">
          Campaigns
        </h2>
        <CampaignRoiTable rows={data.campaigns} />
        <ul className="flex flex-wrap gap-2 text-sm">
          {data.campaigns.map((c) => (
            <li key={c.campaign_id}>
              <Link
                to={`/roi-budget/campaign/${c.campaign_id}`}
                className="text-primary hover:underline"
              >
                {c.campaign_name}: ROI tools →
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="roi-pacing" className="space-y-2">
        <h2 id="roi-pacing" className="text-lg font-semibold">
          Budget pacing
        </h2>
        <p className="text-sm text-muted-foreground">{data.pacing_rule}</p>
        <Table caption="Budget pacing">
          <thead>
            <tr>
              <Th>Campaign</Th>
              <Th className="text-right">Spent of budget</Th>
              <Th className="text-right">Time elapsed</Th>
              <Th className="text-right">Projected at end</Th>
              <Th>Verdict</Th>
            </tr>
          </thead>
          <tbody>
            {data.pacing.map((p) => (
              <tr key={p.campaign_id}>
                <Td className="font-medium">{p.campaign_name}</Td>
                <Td className="text-right tabular-nums">{pct(p.spent_percentage)}</Td>
                <Td className="text-right tabular-nums">{pct(p.elapsed_percentage)}</Td>
                <Td className="text-right tabular-nums">
                  {usd(p.projected_spend_cents)}
                  {p.projected_percentage !== null && (
                    <span className="block text-xs text-muted-foreground">
                      {pct(p.projected_percentage)} of budget
                    </span>
                  )}
                </Td>
                <Td>
                  <Badge variant={PACING_TONE[p.verdict]}>{PACING_VERDICT_LABELS[p.verdict]}</Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
      <section aria-labelledby="roi-channels" className="space-y-2">
        <h2 id="roi-channels" className="text-lg font-semibold">
          Primary channels
        </h2>
        <p className="text-sm text-muted-foreground">
          Metrics are recorded per campaign: each campaign counts towards its first channel.
        </p>
        <ChannelRoiTable rows={data.channels} />
      </section>
    </div>
  );
}
