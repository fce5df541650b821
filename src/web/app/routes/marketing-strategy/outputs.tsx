import { ChevronLeft, ChevronRight, FileText, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { OUTPUTS_PAGE_SIZE, useOutputs } from '@/web/features/outputs/api/get-outputs';

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** /marketing-strategy/outputs: the organization's saved marketing plans, latest first. */
export default function MarketingOutputsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const outputs = useOutputs({ output_type: 'marketing_plan', page });
  const canWrite = usePermission('content:write');
  const pages = Math.max(1, Math.ceil((outputs.data?.total ?? 0) / OUTPUTS_PAGE_SIZE));
  const goTo = (n: number) => setParams(n === 1 ? {} : { page: String(n) });

  return (
    <div className="space-y-6">
      <title>Marketing plans — Stratagent</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Link
            to="/marketing-strategy"
            className="text-sm text-muted-foreground hover:text-foreground"
          >
            ← Marketing Strategy
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Marketing plans</h1>
          <p className="text-sm text-muted-foreground">
            Every marketing plan saved by your organization.
          </p>
        </div>
        {canWrite && (
          <Button asChild>
            <Link to="/marketing-strategy">
              <Plus aria-hidden="true" /> New plan
            </Link>
          </Button>
        )}
      </div>
      {outputs.isPending ? (
        <LoadingState label="Loading marketing plans..." />
      ) : outputs.isError ? (
        <ErrorState message={outputs.error.message} onRetry={() => void outputs.refetch()} />
      ) : outputs.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center">
          <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No marketing plans yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {canWrite
              ? 'Create a plan in quick, guided or advanced mode and it will be listed here.'
              : 'Plans your teammates create are listed here.'}
          </p>
          {canWrite && (
            <Button asChild>
              <Link to="/marketing-strategy">Create a plan</Link>
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-card">
            {outputs.data.data.map((o) => {
              const budget = num(o.content.monthly_budget);
              const horizon = num(o.content.horizon_months);
              const mode = str(o.content.mode);
              return (
                <li
                  key={o.id}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 space-y-1">
                    <Link
                      to={`/outputs/${o.id}`}
                      className="block truncate font-medium hover:text-primary hover:underline"
                    >
                      {o.title}
                    </Link>
                    {o.summary && (
                      <p className="line-clamp-2 text-sm text-muted-foreground">{o.summary}</p>
                    )}
                    <p className="text-xs text-muted-foreground">
                      {formatRelativeTime(o.created_at)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-2">
                    {mode && (
                      <Badge variant="outline">
                        {mode.charAt(0).toUpperCase() + mode.slice(1)}
                      </Badge>
                    )}
                    {budget !== null && (
                      <Badge variant="outline">${budget.toLocaleString('en-US')}/month</Badge>
                    )}
                    {horizon !== null && <Badge variant="outline">{horizon} months</Badge>}
                  </div>
                </li>
              );
            })}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
