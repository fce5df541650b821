import { formatMetricValue, METRIC_LABELS } from '@/shared/performance-analysis';
import type { QuickWinWithResult } from '@/shared/quick-wins';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { useMoney } from '@/web/lib/money';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** A completed quick win: its metrics since completion against the same days before acceptance. */
export function ResultCard({ item }: { item: QuickWinWithResult }) {
  const money = useMoney();
  const { quick_win: q, result: r } = item;
  const headingId = `result-${q.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="space-y-1">
        <div className="flex flex-wrap gap-2">
          <Badge variant="success">Done {day(q.completed_at)}</Badge>
          <Badge variant="outline">Accepted {day(q.accepted_at)}</Badge>
          <Badge variant="outline">
            {q.campaign_name ? `Campaign: ${q.campaign_name}` : 'All campaigns'}
          </Badge>
        </div>
        <h3 id={headingId} className="text-base font-semibold">
          {q.title}
        </h3>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {r.status === 'not_enough_data' ? (
          <Alert title="Not enough data yet">{r.message}</Alert>
        ) : (
          <>
            <p className="text-muted-foreground">
              {r.message} Before: {r.before?.from} to {r.before?.to}; after: {r.after?.from} to{' '}
              {r.after?.to}.
            </p>
            <Table caption={`${q.title}: metrics before and after`}>
              <thead>
                <tr>
                  <Th>Metric</Th>
                  <Th className="text-right">Before</Th>
                  <Th className="text-right">After</Th>
                  <Th className="text-right">Change</Th>
                </tr>
              </thead>
              <tbody>
                {r.changes.map((c) => (
                  <tr key={c.metric}>
                    <Td className="font-medium">{METRIC_LABELS[c.metric]}</Td>
                    <Td className="text-right tabular-nums">
                      {formatMetricValue(c.metric, c.before, money.currency)}
                    </Td>
                    <Td className="text-right tabular-nums">
                      {formatMetricValue(c.metric, c.after, money.currency)}
                    </Td>
                    <Td
                      className={`text-right tabular-nums ${
                        c.improved === true
                          ? 'text-success'
                          : c.improved === false
                            ? 'text-destructive'
                            : 'text-muted-foreground'
                      }`}
                    >
                      {c.change_percentage === null
                        ? '—'
                        : `${c.change_percentage > 0 ? '+' : ''}${c.change_percentage}%`}
                      {c.improved !== null && (
                        <span className="sr-only">{c.improved ? ' (better)' : ' (worse)'}</span>
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
