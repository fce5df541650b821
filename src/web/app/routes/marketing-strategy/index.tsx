import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Compass, FileText, SlidersHorizontal, Zap } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import {
  isMarketingMode,
  MARKETING_MODE_INFO,
  MARKETING_MODES,
  type MarketingMode,
} from '@/shared/marketing-plan';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useAgents } from '@/web/features/agents/api/get-agents';
import { usePermission } from '@/web/features/auth/hooks/use-permission';
import { useSessions } from '@/web/features/agents/api/get-sessions';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { RunStatusBadge } from '@/web/features/agents/components/run-status-badge';
import {
  campaignQueryOptions,
  isCampaignNotFound,
} from '@/web/features/campaigns/api/get-campaign';
import {
  marketingModePath,
  marketingSessionPath,
} from '@/web/features/marketing-strategy/lib/paths';

const MODE_ICONS: Record<MarketingMode, typeof Zap> = {
  quick: Zap,
  guided: Compass,
  advanced: SlidersHorizontal,
};

/** /marketing-strategy and /marketing-strategy/campaign/{campaignId}: the three modes. */
export default function MarketingStrategyPage() {
  const { campaignId } = useParams();
  const campaign = useQuery({
    ...campaignQueryOptions(campaignId ?? ''),
    enabled: Boolean(campaignId),
  });
  if (!campaignId) return <MarketingHome />;
  if (campaign.isPending) return <LoadingState label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isCampaignNotFound(campaign.error)) {
      return (
        <NotFoundState
          title="Campaign not found"
          backTo="/marketing-strategy"
          backLabel="Marketing strategy without a campaign"
        >
          It may have been removed, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={campaign.error.message} onRetry={() => void campaign.refetch()} />;
  }
  return <MarketingHome campaign={{ id: campaign.data.id, name: campaign.data.name }} />;
}

function MarketingHome({ campaign }: { campaign?: { id: string; name: string } }) {
  const agents = useAgents();
  const sessions = useSessions({ agent_type: 'marketing_strategy', limit: 5, offset: 0 });
  const canWrite = usePermission('content:write');
  return (
    <div className="space-y-8">
      <title>Marketing Strategy — Stratagent</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Marketing Strategy</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">
            A marketing plan grounded in your business context: positioning and messaging, target
            segments, a channel mix with its budget, a phased timeline, KPIs with industry
            benchmarks, risks and next steps.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {campaign && <Badge variant="default">Campaign: {campaign.name}</Badge>}
            {agents.data && (
              <EngineBadge engine={agents.data.engine.engine} model={agents.data.engine.model} />
            )}
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to="/marketing-strategy/outputs">
            <FileText aria-hidden="true" /> Saved plans
          </Link>
        </Button>
      </div>

      {canWrite && (
        <section aria-labelledby="modes-heading" className="space-y-3">
          <h2 id="modes-heading" className="text-lg font-semibold">
            Choose a mode
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {MARKETING_MODES.map((mode) => {
              const info = MARKETING_MODE_INFO[mode];
              const Icon = MODE_ICONS[mode];
              return (
                <li key={mode}>
                  <Card className="flex h-full flex-col">
                    <CardHeader>
                      <div className="flex items-center justify-between gap-2">
                        <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                          <Icon className="size-5" aria-hidden="true" />
                        </span>
                        <Badge>{info.duration}</Badge>
                      </div>
                      <CardTitle className="text-lg">{info.label}</CardTitle>
                      <CardDescription>{info.description}</CardDescription>
                    </CardHeader>
                    <CardContent className="mt-auto">
                      <Button asChild className="w-full">
                        <Link
                          to={marketingModePath(mode, campaign?.id)}
                          aria-label={`Start ${info.label.toLowerCase()} mode`}
                        >
                          Start {info.label.toLowerCase()} <ArrowRight aria-hidden="true" />
                        </Link>
                      </Button>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="recent-heading" className="space-y-3">
        <h2 id="recent-heading" className="text-lg font-semibold">
          Recent sessions
        </h2>
        {sessions.isPending ? (
          <LoadingState label="Loading sessions..." />
        ) : sessions.isError ? (
          <ErrorState message={sessions.error.message} onRetry={() => void sessions.refetch()} />
        ) : sessions.data.data.length === 0 ? (
          <Card>
            <CardContent className="p-6 text-sm text-muted-foreground">
              {canWrite
                ? 'No marketing plans yet. Pick a mode above to create your first.'
                : 'No marketing plans yet. Plans your teammates create are listed here.'}
            </CardContent>
          </Card>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {sessions.data.data.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
              >
                <Link
                  to={marketingSessionPath(
                    s.id,
                    isMarketingMode(s.mode ?? undefined) ? (s.mode as MarketingMode) : null,
                  )}
                  className="font-medium text-primary hover:underline"
                >
                  {s.title || 'Marketing plan'}
                </Link>
                <span className="flex items-center gap-2 text-muted-foreground">
                  <RunStatusBadge status={s.last_run_status} />
                  {formatRelativeTime(s.updated_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
