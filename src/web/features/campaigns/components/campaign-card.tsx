import { Archive, CalendarDays, Flag } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '@/shared/campaigns';
import { formatDateRange } from '@/shared/format';
import { RelativeTime } from '@/web/components/ui/relative-time';
import { Badge } from '@/web/components/ui/badge';
import { BudgetProgress } from '@/web/components/budget-progress';
import { CampaignStatusBadge } from './campaign-status-badge';

const TAGS_SHOWN = 4;

export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const dates = formatDateRange(campaign.start_date, campaign.end_date);
  const extraTags = campaign.tags.length - TAGS_SHOWN;
  return (
    <article
      aria-labelledby={`campaign-${campaign.id}`}
      className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id={`campaign-${campaign.id}`}
          className="min-w-0 break-words text-base font-semibold leading-snug"
        >
          {/* The whole card is clickable through this link's stretched hit area. */}
          <Link
            to={`/campaigns/${campaign.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {campaign.name}
          </Link>
        </h2>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {campaign.archived_at && (
            <Badge variant="outline">
              <Archive className="size-3" aria-hidden="true" /> Archived
            </Badge>
          )}
          <CampaignStatusBadge status={campaign.status} />
        </div>
      </div>
      <dl className="grid gap-1 text-sm text-muted-foreground">
        <div className="flex flex-wrap gap-x-2">
          <dt className="sr-only">Type</dt>
          <dd>{campaign.campaign_type ?? 'No type set'}</dd>
          {campaign.client_name && (
            <>
              <dt className="sr-only">Client</dt>
              <dd>· {campaign.client_name}</dd>
            </>
          )}
        </div>
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <dt className="sr-only">Dates</dt>
          <dd>{dates ?? 'No dates set'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Flag className="size-4 shrink-0" aria-hidden="true" />
          <dt className="sr-only">Priority</dt>
          <dd>Priority {campaign.priority_level}</dd>
        </div>
      </dl>
      <BudgetProgress budgetCents={campaign.budget_cents} spentCents={campaign.spent_cents} />
      <div className="mt-auto space-y-3 pt-1">
        {campaign.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {campaign.tags.slice(0, TAGS_SHOWN).map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" className="max-w-40 truncate">
                  {tag}
                </Badge>
              </li>
            ))}
            {extraTags > 0 && (
              <li>
                <Badge variant="outline">+{extraTags} more</Badge>
              </li>
            )}
          </ul>
        )}
        <p className="border-t pt-3 text-xs text-muted-foreground">
          Updated <RelativeTime date={campaign.updated_at} />
        </p>
      </div>
    </article>
  );
}
