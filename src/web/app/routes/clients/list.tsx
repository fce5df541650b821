import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CLIENT_STATUSES, type ClientStatus } from '@/shared/clients';
import { ErrorState } from '@/web/components/error-state';
import { LoadMore } from '@/web/components/load-more';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { PageHeader } from '@/web/components/ui/page-header';
import { usePermission } from '@/web/lib/use-permission';
import { useClientPages } from '@/web/features/clients/api/get-clients';
import { ClientList, ClientListSkeleton } from '@/web/features/clients/components/client-list';
import { CLIENT_STATUS_LABELS } from '@/web/features/clients/components/client-status-badge';

const isStatus = (value: string | null): value is ClientStatus =>
  CLIENT_STATUSES.includes(value as ClientStatus);

/** /clients: the agency's clients, filters kept in the address. */
export default function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const canManage = usePermission('clients:manage');
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const includeArchived = params.get('archived') === 'true';
  // Pages follow one another by cursor: "Load more" appends the next (decision 036).
  const clients = useClientPages({ status, includeArchived });
  const loaded = clients.data?.pages.flatMap((page) => page.data) ?? [];

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const total = clients.data?.pages[0]?.meta.total ?? loaded.length;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Clients"
        description={
          clients.data
            ? `${total} ${total === 1 ? 'client' : 'clients'}${includeArchived ? ', archived included' : ''}`
            : 'Every client of your agency, each with its own workspace.'
        }
        actions={
          canManage && (
            <Button asChild>
              <Link to="/clients/new">
                <Plus aria-hidden="true" /> Add Client
              </Link>
            </Button>
          )
        }
      />

      <div
        role="group"
        aria-label="Filters"
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="client-status-filter">Status</Label>
          <NativeSelect
            id="client-status-filter"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">All statuses</option>
            {CLIENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {CLIENT_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={includeArchived}
            onChange={(event) => update({ archived: event.target.checked ? 'true' : null })}
          />
          Show archived
        </label>
      </div>

      {clients.isPending ? (
        <ClientListSkeleton />
      ) : clients.isError ? (
        <ErrorState
          title="Could not load clients"
          message={clients.error.message}
          onRetry={() => void clients.refetch()}
        />
      ) : (
        <div
          className={clients.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={clients.isPlaceholderData || undefined}
        >
          <ClientList
            clients={loaded}
            canManage={canManage}
            filtered={Boolean(status || includeArchived)}
            onClearFilters={() => update({ status: null, archived: null })}
          />
        </div>
      )}

      <LoadMore
        shown={loaded.length}
        total={total}
        noun="clients"
        hasMore={clients.hasNextPage}
        loading={clients.isFetchingNextPage}
        onLoadMore={() => void clients.fetchNextPage()}
      />
    </div>
  );
}
