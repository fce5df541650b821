import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Compass, FileText, SlidersHorizontal, Zap } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  isMarketingMode,
  MARKETING_MODE_INFO,
  MARKETING_MODES,
  type MarketingMode,
} from '@/shared/marketing-plan';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ToolCard } from '@/web/components/ui/tool-card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useAgents } from '@/web/lib/agents';
import { usePermission } from '@/web/lib/use-permission';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { SessionList } from '@/web/features/agents/components/session-list';
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
                  <ToolCard
                    icon={Icon}
                    title={info.label}
                    description={info.description}
                    corner={<Badge>{info.duration}</Badge>}
                  >
                    <Button asChild className="w-full">
                      <Link
                        to={marketingModePath(mode, campaign?.id)}
                        aria-label={`Start ${info.label.toLowerCase()} mode`}
                      >
                        Start {info.label.toLowerCase()} <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  </ToolCard>
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
        <SessionList
          query={{ agent_type: 'marketing_strategy', limit: 5, offset: 0 }}
          to={(s) =>
            marketingSessionPath(
              s.id,
              isMarketingMode(s.mode ?? undefined) ? (s.mode as MarketingMode) : null,
            )
          }
          untitled="Marketing plan"
          empty={
            canWrite
              ? 'No marketing plans yet. Pick a mode above to create your first.'
              : 'No marketing plans yet. Plans your teammates create are listed here.'
          }
        />
      </section>
    </div>
  );
}
