import { Building2, FilterX, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CLIENT_MESSAGES, type Client } from '@/shared/clients';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ClientStatusBadge } from './client-status-badge';
import { useMoney } from '@/web/lib/money';

export function ClientListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading clients"
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-40 animate-pulse rounded-xl border bg-card p-5">
          <div className="h-5 w-2/3 rounded bg-muted" />
          <div className="mt-4 h-4 w-1/2 rounded bg-muted" />
          <div className="mt-2 h-4 w-1/3 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ClientCard({ client }: { client: Client }) {
  const money = useMoney();
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-tight font-semibold">
          <Link
            to={`/clients/${client.id}`}
            className="break-words hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {client.name}
          </Link>
        </h2>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {client.archived_at && <Badge variant="outline">Archived</Badge>}
          <ClientStatusBadge status={client.status} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{client.industry ?? 'No industry set'}</p>
      <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Campaigns</dt>
          <dd className="font-medium tabular-nums">
            {plural(client.campaign_count, 'campaign', 'campaigns')}
            <span className="block text-xs font-normal text-muted-foreground">
              {client.active_campaign_count} active
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Monthly retainer</dt>
          <dd className="font-medium tabular-nums">
            {client.monthly_retainer_cents === null ? '—' : money(client.monthly_retainer_cents)}
          </dd>
        </div>
      </dl>
    </article>
  );
}

type ClientListProps = {
  clients: Client[];
  canManage: boolean;
  /** Filters narrowed the list: an empty result then says so instead of "No clients yet". */
  filtered: boolean;
  onClearFilters: () => void;
};

export function ClientList({ clients, canManage, filtered, onClearFilters }: ClientListProps) {
  if (clients.length === 0 && filtered)
    return (
      <EmptyState
        icon={FilterX}
        title="No clients match these filters"
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        Try another status, or show archived clients too.
      </EmptyState>
    );
  if (clients.length === 0)
    return (
      <EmptyState
        icon={Building2}
        title={CLIENT_MESSAGES.noClients}
        action={
          canManage && (
            <Button asChild className="mt-1">
              <Link to="/clients/new">
                <Plus aria-hidden="true" /> Add Client
              </Link>
            </Button>
          )
        }
      >
        Each client gets its own workspace: campaigns, agents' work, documents and performance, kept
        apart from your other clients.
      </EmptyState>
    );
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {clients.map((client) => (
        <li key={client.id}>
          <ClientCard client={client} />
        </li>
      ))}
    </ul>
  );
}
