import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { performancePaths } from '../lib/paths';

/** No daily results yet: where to import them. */
export function NoMetricsState({
  campaignId,
  campaignName,
}: {
  campaignId?: string | null;
  campaignName?: string;
}) {
  return (
    <EmptyState
      icon={BarChart3}
      title={
        campaignName ? `No results recorded for ${campaignName} yet` : 'No results recorded yet'
      }
      action={
        <Button asChild>
          <Link
            to={
              campaignId
                ? performancePaths.campaignAnalytics(campaignId)
                : performancePaths.campaigns
            }
          >
            {campaignId ? 'Open its Analytics page' : 'Choose a campaign'}
          </Link>
        </Button>
      }
    >
      Import daily results on a campaign&apos;s Analytics page (a CSV with date, impressions,
      clicks, conversions, spend and revenue, or the metrics API). Every figure here is computed
      from them.
    </EmptyState>
  );
}
