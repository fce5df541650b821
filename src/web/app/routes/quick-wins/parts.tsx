/**
 * What the Quick Wins pages share: the frame (header, tabs, locked state), the ranked
 * opportunity list with accept and dismiss, and the button that runs the agent.
 */
import { useQuery } from '@tanstack/react-query';
import { Play, Sparkles } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { QUICK_WIN_RULES } from '@/shared/quick-wins';
import { GatedPage } from '@/web/app/feature-gate';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { usePermission } from '@/web/lib/use-permission';
import {
  opportunitiesQueryOptions,
  useAcceptQuickWin,
  useDismissQuickWin,
} from '@/web/features/quick-wins/api/quick-wins';
import { OpportunityCard } from '@/web/features/quick-wins/components/opportunity-card';
import { QUICK_WINS_NAV, quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import type { PendingRun } from '@/web/features/strategy/lib/paths';

/** Header, tabs, and the unlock requirement instead of the page while the feature is locked. */
export function QuickWinsFrame(
  props: Omit<ComponentProps<typeof GatedPage>, 'feature' | 'featureTitle' | 'nav'>,
) {
  return (
    <GatedPage
      feature="quick_wins"
      featureTitle="Quick Wins"
      nav={{ label: 'Quick Wins Agent', items: QUICK_WINS_NAV }}
      {...props}
    />
  );
}

/** Starts a Quick Wins run (for a campaign, or the whole organization) on its session page. */
export function RunAgentButton({
  campaign,
  variant = 'default',
}: {
  campaign?: { id: string; name: string } | undefined;
  variant?: 'default' | 'outline';
}) {
  const canWrite = usePermission('content:write');
  const createSession = useCreateSession();
  const navigate = useNavigate();
  if (!canWrite) return null;
  const start = async () => {
    try {
      const session = await createSession.mutateAsync({
        agent_type: 'quick-wins',
        ...(campaign ? { campaign_id: campaign.id } : {}),
        title: campaign ? `Quick wins · ${campaign.name}` : 'Quick wins',
      });
      const pendingRun: PendingRun = { tool: 'opportunities' };
      void navigate(quickWinsPaths.session(session.id), { state: { pendingRun } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The agent could not be started');
    }
  };
  return (
    <Button variant={variant} onClick={() => void start()} loading={createSession.isPending}>
      <Play aria-hidden="true" /> {campaign ? 'Run for this campaign' : 'Run the Quick Wins agent'}
    </Button>
  );
}

/** The ranked opportunities (all, the first `limit`, or one campaign's) with accept/dismiss. */
export function OpportunityList({
  campaignId = null,
  limit,
  compact = false,
  empty,
}: {
  campaignId?: string | null;
  limit?: number;
  compact?: boolean;
  empty?: ReactNode;
}) {
  const query = useQuery(opportunitiesQueryOptions(campaignId));
  const canWrite = usePermission('content:write');
  const accept = useAcceptQuickWin();
  const dismiss = useDismissQuickWin();
  const [pending, setPending] = useState<{ key: string; action: 'accept' | 'dismiss' } | null>(
    null,
  );
  const navigate = useNavigate();

  const act = async (key: string, action: 'accept' | 'dismiss') => {
    setPending({ key, action });
    try {
      if (action === 'accept') {
        const quickWin = await accept.mutateAsync(key);
        toast.success(`Accepted: ${quickWin.title}`, {
          description: 'Its checklist is on the Implementation page.',
          action: { label: 'Open', onClick: () => void navigate(quickWinsPaths.implementation) },
        });
      } else {
        await dismiss.mutateAsync(key);
        toast.success('Dismissed: it will not be suggested again.');
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'That did not work');
    } finally {
      setPending(null);
    }
  };

  if (query.isPending) return <LoadingState label="Reading your data for quick wins..." />;
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const list = limit ? query.data.opportunities.slice(0, limit) : query.data.opportunities;
  if (list.length === 0)
    return (
      <EmptyState icon={Sparkles} title="No quick win stands out right now">
        {empty ??
          `Your business context, outputs and campaign metrics pass every rule. New ones appear as your metrics move (the CTR, CPA and ROAS rules read the last ${QUICK_WIN_RULES.recentDays} days).`}
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <ol className={compact ? 'grid gap-4 lg:grid-cols-3' : 'grid gap-4 md:grid-cols-2'}>
        {list.map((o, i) => (
          <li key={o.key}>
            <OpportunityCard
              opportunity={o}
              rank={i + 1}
              canWrite={canWrite}
              compact={compact}
              pending={pending?.key === o.key ? pending.action : null}
              onAccept={(key) => void act(key, 'accept')}
              onDismiss={(key) => void act(key, 'dismiss')}
            />
          </li>
        ))}
      </ol>
      {!limit && (
        <p className="text-xs text-muted-foreground">
          {query.data.ranking_rule}
          {query.data.dismissed_count > 0 &&
            ` ${query.data.dismissed_count} dismissed opportunit${query.data.dismissed_count === 1 ? 'y is' : 'ies are'} hidden.`}
          {query.data.recently_done_count > 0 &&
            ` ${query.data.recently_done_count} still detected but done in the last ${QUICK_WIN_RULES.resultMaxDays} days (see Results).`}
        </p>
      )}
    </div>
  );
}
