import { BarChart3, FileBarChart } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  COMPETITIVE_AGENT_TYPE,
  COMPETITIVE_TOOLS,
  formatBenchmarkValue,
} from '@/shared/competitive-intelligence';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { usePermission } from '@/web/lib/use-permission';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import { useBenchmarks } from '@/web/features/competitive-intelligence/api/get-benchmarks';
import { CompetitiveNav } from '@/web/features/competitive-intelligence/components/competitive-nav';
import { competitivePaths } from '@/web/features/competitive-intelligence/lib/paths';
import { BenchmarkRows } from '@/web/features/outputs/components/renderers/competitive-intelligence/benchmark-rows';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { CompetitiveGate, CompetitiveLocked, isLocked } from './gate';
import { useActiveClient, useScopedNavigate } from '@/web/lib/active-client';
import { useMoney } from '@/web/lib/money';

/** /competitive-intelligence/benchmarks: the organization's metrics against its industry's ranges. */
export default function BenchmarksPage() {
  return (
    <CompetitiveGate>
      <Benchmarks />
    </CompetitiveGate>
  );
}

function Benchmarks() {
  const money = useMoney();
  const benchmarks = useBenchmarks();
  const canWrite = usePermission('content:write');
  const navigate = useScopedNavigate();
  const createSession = useCreateSession();
  if (isLocked(benchmarks.error)) return <CompetitiveLocked />;

  const report = async () => {
    try {
      const session = await createSession.mutateAsync({
        agent_type: COMPETITIVE_AGENT_TYPE,
        title: 'Benchmark report',
      });
      const pending: PendingRun = { tool: COMPETITIVE_TOOLS.benchmarks };
      void navigate(competitivePaths.session(session.id), { state: { pendingRun: pending } });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The report could not be started');
    }
  };
  const data = benchmarks.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Benchmarks"
        back={{ to: competitivePaths.root, label: 'Competitive Intelligence' }}
        description="Your click-through rate, conversion rate, cost per acquisition and return on ad spend, computed from your campaigns' daily metrics (the same figures as their analytics), against the typical ranges of your industry."
        actions={
          canWrite &&
          data?.period && (
            <Button onClick={() => void report()} disabled={createSession.isPending}>
              <FileBarChart aria-hidden="true" />
              {createSession.isPending ? 'Starting...' : 'Save as a report'}
            </Button>
          )
        }
      />
      <CompetitiveNav />

      {benchmarks.isPending ? (
        <LoadingState label="Computing your benchmarks..." />
      ) : benchmarks.isError ? (
        <ErrorState message={benchmarks.error.message} onRetry={() => void benchmarks.refetch()} />
      ) : !data!.period ? (
        <NoMetrics industry={data!.industry} />
      ) : (
        <>
          <StatGrid className="lg:grid-cols-4">
            <StatTile
              label="Industry"
              value={data!.industry}
              hint={data!.industry_known ? undefined : 'No industry set: general ranges'}
            />
            <StatTile
              label="Period"
              value={
                <span className="text-base">
                  {data!.period.from} – {data!.period.to}
                </span>
              }
            />
            <StatTile label="Campaigns with metrics" value={data!.campaigns_with_metrics} />
            <StatTile
              label="Spend"
              value={money(data!.totals.spend_cents)}
              hint={`Revenue ${money(data!.totals.revenue_cents)}`}
            />
          </StatGrid>
          <BenchmarkRows
            caption={`Your metrics against ${data!.industry} ranges`}
            rows={data!.rows}
          />
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {data!.rows.map((r) => (
              <li key={r.metric}>
                {r.label}: {formatBenchmarkValue(r.unit, r.value, money.currency)} from{' '}
                {r.metric === 'ctr'
                  ? `${data!.totals.clicks.toLocaleString('en-US')} clicks of ${data!.totals.impressions.toLocaleString('en-US')} impressions`
                  : r.metric === 'conversion_rate'
                    ? `${data!.totals.conversions.toLocaleString('en-US')} conversions of ${data!.totals.clicks.toLocaleString('en-US')} clicks`
                    : r.metric === 'cpa'
                      ? `${money(data!.totals.spend_cents)} spend over ${data!.totals.conversions.toLocaleString('en-US')} conversions`
                      : `${money(data!.totals.revenue_cents)} revenue over ${money(data!.totals.spend_cents)} spend`}
                .
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            {data!.source}. Ranges orient; they are not targets.
          </p>
        </>
      )}
    </div>
  );
}

function NoMetrics({ industry }: { industry: string }) {
  // In a client workspace (or with ?client_id=), only that client's campaigns.
  const campaigns = useCampaigns({ clientId: useActiveClient().clientId });
  const first = campaigns.data?.data[0];
  return (
    <EmptyState
      icon={BarChart3}
      title="No metrics yet"
      action={
        campaigns.isPending ? null : first ? (
          <Button asChild>
            <Link to={`/campaigns/${first.id}/analytics`}>Import metrics for {first.name}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/campaigns/new">Create a campaign</Link>
          </Button>
        )
      }
    >
      Your benchmarks are computed from your campaigns' daily impressions, clicks, conversions,
      spend and revenue, then compared with typical {industry} ranges. Import a CSV of daily results
      on a campaign's analytics page.
    </EmptyState>
  );
}
