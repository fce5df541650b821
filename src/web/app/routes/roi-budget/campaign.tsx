import { useQuery } from '@tanstack/react-query';
import { ArrowRight, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { WithRouteCampaign } from '@/web/app/with-route-campaign';
import { ROI_TOOL_INFO, ROI_TOOLS } from '@/shared/roi-budget';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { SessionList } from '@/web/features/agents/components/session-list';
import { usePermission } from '@/web/lib/use-permission';
import {
  ForecastChart,
  pct,
  roasText,
} from '@/web/features/outputs/components/renderers/roi-budget/figures';
import {
  roiDashboardQueryOptions,
  roiForecastQueryOptions,
} from '@/web/features/roi-budget/api/roi-budget';
import { TOOL_ICONS } from '@/web/features/roi-budget/components/tool-icons';
import { roiPaths } from '@/web/features/roi-budget/lib/paths';
import { RoiPage } from './roi-page';
import { useMoneyFigures } from '@/web/features/outputs/components/renderers/roi-budget/figures';

/** /roi-budget/campaign/{campaignId}: this campaign's ROI, its forecast and the tools run for it. */
export default function RoiCampaignPage() {
  return (
    <WithRouteCampaign backTo={roiPaths.home} backLabel="Back to ROI & Budget">
      {(c) => <CampaignRoi id={c.id} name={c.name} />}
    </WithRouteCampaign>
  );
}

function CampaignRoi({ id, name }: { id: string; name: string }) {
  const { usd } = useMoneyFigures();
  const canWrite = usePermission('content:write');
  const dashboard = useQuery(roiDashboardQueryOptions(id));
  const forecast = useQuery(roiForecastQueryOptions(30, id));
  const row = dashboard.data?.campaigns[0];
  return (
    <RoiPage
      title={`ROI & Budget: ${name}`}
      description="This campaign's return and forecast; tools run from here save their results to the campaign."
      back={{ to: roiPaths.home, label: 'ROI & Budget' }}
      badges={<Badge>Campaign: {name}</Badge>}
    >
      {dashboard.isPending ? (
        <LoadingState label="Loading the figures..." />
      ) : dashboard.isError ? (
        <ErrorState message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : !row || row.spend_cents === 0 ? (
        <EmptyState icon={LineChart} title="No metrics for this campaign yet">
          Import its daily metrics to see its ROI.{' '}
          <Link to={`/campaigns/${id}`} className="font-medium text-primary underline">
            Open the campaign
          </Link>
        </EmptyState>
      ) : (
        <StatGrid>
          <StatTile
            label="Budget"
            value={usd(row.budget_cents)}
            hint={
              row.budget_used_percentage !== null
                ? `${pct(row.budget_used_percentage)} used`
                : 'No budget set'
            }
          />
          <StatTile label="Spent" value={usd(row.spent_cents)} />
          <StatTile label="Revenue" value={usd(row.revenue_cents)} />
          <StatTile
            label="ROI"
            value={pct(row.roi_percentage)}
            tone={(row.roi_percentage ?? 0) < 0 ? 'destructive' : 'success'}
          />
          <StatTile label="ROAS" value={roasText(row.roas)} />
        </StatGrid>
      )}
      {forecast.data?.forecast.period && <ForecastChart forecast={forecast.data.forecast} />}

      {canWrite && (
        <section aria-labelledby="campaign-tools" className="space-y-3">
          <h2 id="campaign-tools" className="text-lg font-semibold">
            Run a tool for this campaign
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ROI_TOOLS.map((tool) => {
              const Icon = TOOL_ICONS[tool];
              return (
                <li key={tool}>
                  <Link
                    to={roiPaths.tool(tool, id)}
                    className="flex items-center gap-3 rounded-xl border bg-card p-4 text-sm font-medium hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Icon className="size-5 text-primary" aria-hidden="true" />
                    <span className="flex-1">{ROI_TOOL_INFO[tool].label}</span>
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="campaign-sessions" className="space-y-3">
        <h2 id="campaign-sessions" className="text-lg font-semibold">
          Results saved to this campaign
        </h2>
        <SessionList
          query={{ agent_type: 'roi-budget', campaign_id: id, limit: 10, offset: 0 }}
          to={(s) => roiPaths.session(s.id)}
          untitled="ROI & Budget session"
          empty={`No ROI & Budget tools have run for ${name} yet.`}
        />
        <Button asChild variant="outline" size="sm">
          <Link to="/roi-budget/dashboard">All campaigns on the dashboard</Link>
        </Button>
      </section>
    </RoiPage>
  );
}
