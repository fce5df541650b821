import { useQuery } from '@tanstack/react-query';
import { ArrowRight, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { ROI_TOOL_INFO, ROI_TOOLS, roiToolName } from '@/shared/roi-budget';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ToolCard } from '@/web/components/ui/tool-card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { SessionList } from '@/web/features/agents/components/session-list';
import { usePermission } from '@/web/lib/use-permission';
import { pct, roasText } from '@/web/features/outputs/components/renderers/roi-budget/figures';
import { roiDashboardQueryOptions } from '@/web/features/roi-budget/api/roi-budget';
import { TOOL_ICONS } from '@/web/features/roi-budget/components/tool-icons';
import { roiPaths } from '@/web/features/roi-budget/lib/paths';
import { RoiPage } from './roi-page';
import { useMoneyFigures } from '@/web/features/outputs/components/renderers/roi-budget/figures';

/** /roi-budget: the figures at a glance, the tools as cards, recent sessions. */
export default function RoiBudgetHome() {
  const { usd } = useMoneyFigures();
  const canWrite = usePermission('content:write');
  const dashboard = useQuery(roiDashboardQueryOptions());

  const t = dashboard.data?.totals;
  return (
    <RoiPage
      title="ROI & Budget"
      description="Spend against budget, ROI per campaign and channel, a forecast with its uncertainty, reallocation by marginal return and what-if scenarios — every figure computed from your campaign metrics."
    >
      {dashboard.isPending ? (
        <LoadingState label="Loading your figures..." />
      ) : dashboard.isError ? (
        <ErrorState message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data.has_metrics ? (
        <EmptyState icon={LineChart} title="No metrics yet">
          Import daily metrics (CSV or API) on a campaign's analytics page: ROI, the forecast and
          the allocator read them.{' '}
          <Link to="/campaigns" className="font-medium text-primary underline">
            Open your campaigns
          </Link>
        </EmptyState>
      ) : (
        t && (
          <StatGrid>
            <StatTile label="Budget" value={usd(t.budget_cents)} hint="All campaigns" />
            <StatTile
              label="Spent"
              value={usd(t.spent_cents)}
              hint={
                t.budget_cents
                  ? `${pct((t.spent_cents / t.budget_cents) * 100)} of budget`
                  : undefined
              }
            />
            <StatTile label="Revenue" value={usd(t.revenue_cents)} />
            <StatTile
              label="ROI"
              value={pct(t.roi_percentage)}
              tone={(t.roi_percentage ?? 0) < 0 ? 'destructive' : 'success'}
            />
            <StatTile label="ROAS" value={roasText(t.roas)} />
          </StatGrid>
        )
      )}

      <section aria-labelledby="roi-tools" className="space-y-3">
        <h2 id="roi-tools" className="text-lg font-semibold">
          Tools
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ROI_TOOLS.map((tool) => {
            const info = ROI_TOOL_INFO[tool];
            const Icon = TOOL_ICONS[tool];
            return (
              <li key={tool}>
                <ToolCard icon={Icon} title={info.label} description={info.description}>
                  <Badge variant="outline">{info.inputs}</Badge>
                  {canWrite ? (
                    <Button asChild className="w-full">
                      <Link to={roiPaths.tool(tool)} aria-label={`Open the ${roiToolName(tool)}`}>
                        Open <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  ) : (
                    <p className="text-xs text-muted-foreground">
                      Your role can read results; a teammate with write access runs the tools.
                    </p>
                  )}
                </ToolCard>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="roi-recent" className="space-y-3">
        <h2 id="roi-recent" className="text-lg font-semibold">
          Recent sessions
        </h2>
        <SessionList
          query={{ agent_type: 'roi-budget', limit: 5, offset: 0 }}
          to={(s) => roiPaths.session(s.id)}
          untitled="ROI & Budget session"
          empty="No ROI & Budget sessions yet. Open a tool above to run your first."
          showCampaign
        />
      </section>
    </RoiPage>
  );
}
