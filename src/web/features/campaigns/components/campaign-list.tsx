import { FilterX, Megaphone, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CAMPAIGN_MESSAGES, type Campaign } from '@/shared/campaigns';
import { Button } from '@/web/components/ui/button';
import { CampaignCard } from './campaign-card';

export function CampaignListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading campaigns"
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-56 animate-pulse rounded-xl border bg-card p-5">
          <div className="h-5 w-2/3 rounded bg-muted" />
          <div className="mt-4 h-4 w-1/2 rounded bg-muted" />
          <div className="mt-2 h-4 w-1/3 rounded bg-muted" />
          <div className="mt-6 h-2 w-full rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

type CampaignListProps = {
  campaigns: Campaign[];
  canCreate: boolean;
  /** Filters narrowed the list: an empty result then says so instead of "No campaigns yet". */
  filtered: boolean;
  onClearFilters: () => void;
};

export function CampaignList({
  campaigns,
  canCreate,
  filtered,
  onClearFilters,
}: CampaignListProps) {
  if (campaigns.length === 0 && filtered) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <FilterX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No campaigns match these filters</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Try another status or client, or show every campaign.
        </p>
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    );
  }
  if (campaigns.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent">
          <Megaphone className="size-7 text-primary" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{CAMPAIGN_MESSAGES.empty}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Campaigns organise your agents' work: strategy, personas, content and performance data
          live under each one.
        </p>
        {canCreate && (
          <Button asChild className="mt-1">
            <Link to="/campaigns/new">
              <Plus aria-hidden="true" /> Create campaign
            </Link>
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} />
        </li>
      ))}
    </ul>
  );
}
