import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@/shared/campaigns';
import { ErrorState } from '@/web/components/error-state';
import { LoadMore } from '@/web/components/load-more';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/input';
import { useMe } from '@/web/lib/me';
import { usePermission } from '@/web/lib/use-permission';
import { useCampaignPages } from '@/web/features/campaigns/api/get-campaigns';
import { useClientOptions } from '@/web/features/campaigns/api/get-client-options';
import {
  CampaignList,
  CampaignListSkeleton,
} from '@/web/features/campaigns/components/campaign-list';
import { STATUS_LABELS } from '@/web/features/campaigns/lib/status';
import { useActiveClient } from '@/web/lib/active-client';

const isStatus = (value: string | null): value is CampaignStatus =>
  CAMPAIGN_STATUSES.includes(value as CampaignStatus);

type ShownFilters = { status: string; clientId: string; archived: boolean };

const filtersFrom = (
  changes: Record<string, string | null>,
  current: ShownFilters,
): ShownFilters => ({
  status: 'status' in changes ? (changes.status ?? '') : current.status,
  clientId: 'client_id' in changes ? (changes.client_id ?? '') : current.clientId,
  archived: 'archived' in changes ? changes.archived === 'true' : current.archived,
});

/**
 * What the filter controls show. The address is the source of truth, but the router applies
 * address changes in a transition; the controls follow the user's choice at once, then the
 * address whenever it changes (React's "adjust state when a prop changes" pattern).
 */
function useShownFilters(fromAddress: ShownFilters) {
  const [state, setState] = useState({ address: fromAddress, shown: fromAddress });
  const changed =
    state.address.status !== fromAddress.status ||
    state.address.clientId !== fromAddress.clientId ||
    state.address.archived !== fromAddress.archived;
  if (changed) setState({ address: fromAddress, shown: fromAddress });
  const shown = changed ? fromAddress : state.shown;
  return { ...shown, set: (next: ShownFilters) => setState((s) => ({ ...s, shown: next })) };
}

/** /campaigns: the organization's campaigns, filters kept in the address so they survive reloads and links. */
export default function CampaignsPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const isAgency = me.data?.organization?.type === 'AGENCY';
  const canCreate = usePermission('content:write');

  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const includeArchived = params.get('archived') === 'true';
  // The active client travels in the query string as client_id (seed 000 §2.1), or is the
  // client of the workspace this page is shown in.
  const active = useActiveClient();
  const clientId = isAgency ? active.clientId : undefined;

  const shown = useShownFilters({
    status: status ?? '',
    clientId: clientId ?? '',
    archived: includeArchived,
  });
  const setShown = shown.set;
  // Pages follow one another by cursor: "Load more" appends the next (decision 036).
  const campaigns = useCampaignPages({ status, includeArchived, clientId });
  const loaded = campaigns.data?.pages.flatMap((page) => page.data) ?? [];
  const clients = useClientOptions(isAgency);

  const update = (changes: Record<string, string | null>) => {
    setShown(filtersFrom(changes, shown));
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const total = campaigns.data?.pages[0]?.meta.total ?? loaded.length;
  // In a client workspace the new campaign page is the workspace's own, for its client.
  const newCampaignPath =
    clientId && !active.inWorkspace
      ? `/campaigns/new?client_id=${encodeURIComponent(clientId)}`
      : '/campaigns/new';

  return (
    <div className="space-y-6">
      <title>Campaigns — Stratagent</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Campaigns</h1>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {campaigns.data
              ? `${total} ${total === 1 ? 'campaign' : 'campaigns'}${includeArchived ? ', archived included' : ''} · highest priority first`
              : 'Every campaign of your organization, highest priority first.'}
          </p>
        </div>
        {canCreate && (
          <Button asChild>
            <Link to={newCampaignPath}>
              <Plus aria-hidden="true" /> New campaign
            </Link>
          </Button>
        )}
      </div>

      <div
        role="group"
        aria-label="Filters"
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="campaign-status-filter">Status</Label>
          <NativeSelect
            id="campaign-status-filter"
            value={shown.status}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">All statuses</option>
            {CAMPAIGN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {isAgency && !active.inWorkspace && (clients.data?.length ?? 0) > 0 && (
          <div className="space-y-1.5 sm:w-64">
            <Label htmlFor="campaign-client-filter">Client</Label>
            <NativeSelect
              id="campaign-client-filter"
              value={shown.clientId}
              onChange={(event) => update({ client_id: event.target.value })}
            >
              <option value="">All clients</option>
              {(clients.data ?? []).map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <label className="flex h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={shown.archived}
            onChange={(event) => update({ archived: event.target.checked ? 'true' : null })}
          />
          Show archived
        </label>
      </div>

      {campaigns.isPending ? (
        <CampaignListSkeleton />
      ) : campaigns.isError ? (
        <ErrorState
          title="Could not load campaigns"
          message={campaigns.error.message}
          onRetry={() => void campaigns.refetch()}
        />
      ) : (
        <div
          className={campaigns.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={campaigns.isPlaceholderData || undefined}
        >
          <CampaignList
            campaigns={loaded}
            canCreate={canCreate}
            filtered={Boolean(status || clientId)}
            onClearFilters={() => update({ status: null, client_id: null })}
          />
        </div>
      )}

      <LoadMore
        shown={loaded.length}
        total={total}
        noun="campaigns"
        hasMore={campaigns.hasNextPage}
        loading={campaigns.isFetchingNextPage}
        onLoadMore={() => void campaigns.fetchNextPage()}
      />
    </div>
  );
}
