import { useState } from 'react';
import { Link } from 'react-router';
import { monthRange } from '@/shared/ai-models';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { LoadingState } from '@/web/components/ui/spinner';
import { useOrgAiUsage } from '../api/get-ai-usage';
import { costLabel, UsageByModelTable, usageSummary } from './usage-table';

const PERIODS = [
  { label: 'This month', offset: 0 },
  { label: 'Last month', offset: -1 },
] as const;

/** The organization's AI usage this month or last: totals, by model and by client. */
export function OrgAiUsage({ showClients }: { showClients: boolean }) {
  const [offset, setOffset] = useState<0 | -1>(0);
  const period = monthRange(new Date(), offset);
  const usage = useOrgAiUsage(period);

  return (
    <section aria-labelledby="ai-usage-heading" className="space-y-4 rounded-xl border bg-card p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 id="ai-usage-heading" className="font-semibold">
            AI usage
          </h3>
          <p className="text-sm text-muted-foreground">
            Tokens the agents used and their cost at the configured prices (MODEL_PRICES), from{' '}
            {period.from} to {period.to} (UTC).
          </p>
        </div>
        <div role="group" aria-label="Period" className="flex gap-2">
          {PERIODS.map((p) => (
            <Button
              key={p.offset}
              size="sm"
              variant={offset === p.offset ? 'default' : 'outline'}
              aria-pressed={offset === p.offset}
              onClick={() => setOffset(p.offset)}
            >
              {p.label}
            </Button>
          ))}
        </div>
      </div>
      {usage.isPending ? (
        <LoadingState label="Loading the AI usage..." />
      ) : usage.isError ? (
        <ErrorState
          title="Could not load the AI usage"
          message={usage.error.message}
          onRetry={() => void usage.refetch()}
        />
      ) : usage.data.by_model.length === 0 ? (
        <p className="text-sm text-muted-foreground">No agent runs in this period.</p>
      ) : (
        <>
          <p className="text-sm font-medium">{usageSummary(usage.data)}</p>
          <UsageByModelTable lines={usage.data.by_model} caption="AI usage by model" />
          {showClients && (
            <Table caption="AI usage by client">
              <thead>
                <tr>
                  <Th>Client</Th>
                  <Th className="text-right">Runs</Th>
                  <Th className="text-right">Tokens</Th>
                  <Th className="text-right">Cost</Th>
                </tr>
              </thead>
              <tbody>
                {usage.data.by_client.map((c) => (
                  <tr key={c.client_id ?? 'organization'}>
                    <Td>
                      {c.client_id ? (
                        <Link
                          to={`/clients/${c.client_id}`}
                          className="font-medium hover:underline"
                        >
                          {c.client_name}
                        </Link>
                      ) : (
                        'Organization (no client)'
                      )}
                    </Td>
                    <Td className="text-right tabular-nums">{c.runs}</Td>
                    <Td className="text-right tabular-nums">
                      {(c.input_tokens + c.output_tokens).toLocaleString('en-US')}
                    </Td>
                    <Td className="text-right tabular-nums">
                      {costLabel(c.cost_usd)}
                      {c.has_unpriced ? ' + unknown price' : ''}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </section>
  );
}
