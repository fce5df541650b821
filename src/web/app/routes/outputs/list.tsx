import { useQuery } from '@tanstack/react-query';
import { Lock, Sparkles, Table2, List as ListIcon } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { agentById } from '@/shared/agents';
import { LEVEL_PERKS } from '@/shared/progress';
import { ErrorState } from '@/web/components/error-state';
import { LoadMore } from '@/web/components/load-more';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { campaignQueryOptions } from '@/web/features/campaigns/api/get-campaign';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import {
  useOutputPages,
  type OutputFilters as Filters,
} from '@/web/features/outputs/api/get-outputs';
import { ExpertTable } from '@/web/features/outputs/components/expert-table';
import {
  OutputFilters,
  type OutputFilterValues,
} from '@/web/features/outputs/components/output-filters';
import { OutputList } from '@/web/features/outputs/components/output-list';
import { outputTypeLabel } from '@/web/features/outputs/lib/output-labels';
import { usePerks } from '@/web/features/progress/hooks/use-perks';
import { useActiveClient } from '@/web/lib/active-client';
import { cn } from '@/web/lib/utils';

export type OutputsPreset = 'all' | 'saved' | 'campaign' | 'agent';

const EXPERT = LEVEL_PERKS.find((p) => p.id === 'expert_mode')!;

/**
 * /outputs, /outputs/saved, /outputs/campaign/{id}, /outputs/agent/{type}: the organization's
 * outputs, searchable and filtered; the filters live in the address. ?view=expert is the
 * expert table, a level-5 perk.
 */
export default function OutputsPage({ preset = 'all' }: { preset?: OutputsPreset }) {
  const { campaignId = '', agentType = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const expert = params.get('view') === 'expert';
  const perks = usePerks();
  const canWrite = usePermission('content:write');
  const campaigns = useCampaigns();
  const campaign = useQuery({
    ...campaignQueryOptions(campaignId),
    enabled: preset === 'campaign' && Boolean(campaignId),
  });

  const savedParam = params.get('saved');
  const values: OutputFilterValues = {
    q: params.get('q') ?? '',
    agent: preset === 'agent' ? agentType : (params.get('agent') ?? ''),
    type: params.get('type') ?? '',
    campaign: preset === 'campaign' ? campaignId : (params.get('campaign') ?? ''),
    saved:
      preset === 'saved'
        ? 'true'
        : savedParam === 'true' || savedParam === 'false'
          ? savedParam
          : '',
  };
  // The header's client selector narrows the outputs to one client (?client_id=).
  const activeClient = useActiveClient();
  const filters: Filters = {
    client_id: activeClient.clientId,
    q: values.q,
    agent_type: values.agent,
    output_type: values.type,
    campaign_id: values.campaign,
    saved: values.saved === '' ? undefined : values.saved === 'true',
  };
  // Pages follow one another by cursor: "Load more" appends the next (decision 036).
  const outputs = useOutputPages(filters);
  const loaded = outputs.data?.pages.flatMap((page) => page.data) ?? [];

  const onChange = useCallback(
    (next: OutputFilterValues) =>
      setParams(
        (current) => {
          const p = new URLSearchParams();
          if (current.get('view')) p.set('view', current.get('view')!);
          if (next.q.trim()) p.set('q', next.q.trim());
          if (preset !== 'agent' && next.agent) p.set('agent', next.agent);
          if (next.type) p.set('type', next.type);
          if (preset !== 'campaign' && next.campaign) p.set('campaign', next.campaign);
          if (preset !== 'saved' && next.saved) p.set('saved', next.saved);
          return p;
        },
        { replace: true },
      ),
    [setParams, preset],
  );
  const setView = (view: 'list' | 'expert') =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (view === 'expert') p.set('view', 'expert');
      else p.delete('view');
      return p;
    });

  const heading =
    preset === 'saved'
      ? 'Saved outputs'
      : preset === 'agent'
        ? `${agentById(agentType)?.shortName ?? outputTypeLabel(agentType)} outputs`
        : preset === 'campaign'
          ? `Outputs: ${campaign.data?.name ?? (campaign.isError ? 'unknown campaign' : '…')}`
          : 'Outputs';
  const total = outputs.data?.pages[0]?.meta.total ?? loaded.length;
  const filtered = Boolean(
    values.q ||
    values.type ||
    (preset !== 'agent' && values.agent) ||
    (preset !== 'campaign' && values.campaign) ||
    (preset !== 'saved' && values.saved),
  );

  return (
    <div className="space-y-6">
      <title>{`${heading} — Stratagent`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          {preset !== 'all' && (
            <Link to="/outputs" className="text-sm text-muted-foreground hover:text-foreground">
              ← All outputs
            </Link>
          )}
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{heading}</h1>
          <p className="text-sm text-muted-foreground">
            Everything your agents produced, saved and organised by campaign.
          </p>
        </div>
        <div role="group" aria-label="View" className="inline-flex rounded-lg border bg-card p-1">
          <ViewButton
            active={!expert}
            onClick={() => setView('list')}
            icon={<ListIcon aria-hidden="true" />}
            label="List"
          />
          <ViewButton
            active={expert}
            onClick={() => setView('expert')}
            icon={<Table2 aria-hidden="true" />}
            label="Expert mode"
          />
        </div>
      </div>

      {preset !== 'saved' && (
        <nav aria-label="Output collections" className="flex flex-wrap gap-2 text-sm">
          <Link
            to="/outputs/saved"
            className="rounded-full border bg-card px-3 py-1 hover:bg-muted"
          >
            Saved
          </Link>
          <Link
            to="/outputs/agent/strategy"
            className="rounded-full border bg-card px-3 py-1 hover:bg-muted"
          >
            Strategy
          </Link>
          <Link
            to="/outputs/agent/persona"
            className="rounded-full border bg-card px-3 py-1 hover:bg-muted"
          >
            Persona
          </Link>
          <Link
            to="/outputs/agent/marketing_strategy"
            className="rounded-full border bg-card px-3 py-1 hover:bg-muted"
          >
            Marketing Strategy
          </Link>
        </nav>
      )}

      <OutputFilters
        value={values}
        onChange={onChange}
        campaigns={(campaigns.data?.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
        locked={{
          agent: preset === 'agent',
          campaign: preset === 'campaign',
          saved: preset === 'saved',
        }}
      />

      {expert && perks && !perks.has('expert_mode') ? (
        <Alert title={`${EXPERT.title} unlocks at level ${EXPERT.minLevel}`}>
          <p className="flex items-center gap-1.5">
            <Lock className="size-4" aria-hidden="true" />
            {EXPERT.description} You are at level {perks.level}: earn XP by running agents and
            saving outputs.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setView('list')}>
              Back to the list
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link to="/profile">See your progress</Link>
            </Button>
          </div>
        </Alert>
      ) : outputs.isPending || (expert && !perks) ? (
        <LoadingState label="Loading outputs..." />
      ) : outputs.isError ? (
        <ErrorState message={outputs.error.message} onRetry={() => void outputs.refetch()} />
      ) : loaded.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center">
          <Sparkles className="size-10 text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold">
            {filtered ? 'No outputs match these filters' : 'No outputs yet'}
          </h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {filtered
              ? 'Try another search or clear the filters.'
              : 'Run an agent and its result is saved here, ready to reuse, export or share with another agent.'}
          </p>
          {!filtered && canWrite && (
            <Button asChild>
              <Link to="/strategy">Run a strategy analysis</Link>
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} output{total === 1 ? '' : 's'}
          </p>
          {expert ? <ExpertTable outputs={loaded} /> : <OutputList outputs={loaded} />}
          <LoadMore
            shown={loaded.length}
            total={total}
            noun="outputs"
            hasMore={outputs.hasNextPage}
            loading={outputs.isFetchingNextPage}
            onLoadMore={() => void outputs.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

function ViewButton({
  active,
  onClick,
  icon,
  label,
}: {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium [&_svg]:size-4',
        active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
      )}
    >
      {icon}
      {label}
    </button>
  );
}
