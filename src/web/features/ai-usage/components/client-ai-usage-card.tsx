import { Link } from 'react-router';
import type { AiUsagePeriod } from '@/shared/ai-models';
import { ErrorState } from '@/web/components/error-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useClientAiUsage } from '../api/get-ai-usage';
import { UsageByModelTable, usageSummary } from './usage-table';

function Period({ title, usage }: { title: string; usage: AiUsagePeriod }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({usageSummary(usage)})</span>
      </h3>
      {usage.by_model.length === 0 ? (
        <p className="text-sm text-muted-foreground">No agent runs in this period.</p>
      ) : (
        <UsageByModelTable lines={usage.by_model} caption={`AI usage ${title.toLowerCase()}`} />
      )}
    </section>
  );
}

/** A client's AI usage card: this month and last month, by model. */
export function ClientAiUsageCard({ clientId }: { clientId: string }) {
  const usage = useClientAiUsage(clientId);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>AI usage</CardTitle>
          <Link to="/settings/ai" className="text-sm text-primary hover:underline">
            Usage of every client
          </Link>
        </div>
        <CardDescription>
          Tokens the agents used for this client and their cost at the configured prices (UTC
          months).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {usage.isPending ? (
          <LoadingState label="Loading the AI usage..." />
        ) : usage.isError ? (
          <ErrorState
            title="Could not load the AI usage"
            message={usage.error.message}
            onRetry={() => void usage.refetch()}
          />
        ) : (
          <>
            <Period title="This month" usage={usage.data.this_month} />
            <Period title="Last month" usage={usage.data.last_month} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
