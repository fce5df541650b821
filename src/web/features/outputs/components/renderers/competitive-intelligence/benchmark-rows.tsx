import {
  BENCHMARK_METRIC_INFO,
  formatBenchmarkRange,
  formatBenchmarkValue,
  VERDICT_LABELS,
  verdictTone,
  type BenchmarkMetric,
  type BenchmarkVerdict,
} from '@/shared/competitive-intelligence';
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { useMoney } from '@/web/lib/money';

type Row = {
  metric: BenchmarkMetric;
  label: string;
  unit: 'percent' | 'cents' | 'multiple';
  value: number | null;
  low: number;
  high: number;
  verdict: BenchmarkVerdict;
  note?: string;
};

const TONE_VARIANT = { good: 'success', bad: 'destructive', neutral: 'secondary' } as const;

/** A verdict as a badge: green when the position is good for the metric, red when it is not. */
export function VerdictBadge({
  verdict,
  metric,
}: {
  verdict: BenchmarkVerdict;
  metric: BenchmarkMetric;
}) {
  const tone = verdictTone({ verdict, better: BENCHMARK_METRIC_INFO[metric].better });
  return <Badge variant={TONE_VARIANT[tone]}>{VERDICT_LABELS[verdict]}</Badge>;
}

/** The four metrics against their industry range (also used by the benchmarks page). */
export function BenchmarkRows({ rows, caption }: { rows: Row[]; caption: string }) {
  const money = useMoney();
  const notes = rows.some((r) => r.note);
  const range = (row: Row) => formatBenchmarkRange(row.unit, row.low, row.high, money.currency);
  return (
    <>
      {/* On a phone, one card per metric: a four-column table would hide the verdicts. */}
      <ul aria-label={caption} className="grid gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.metric} className="space-y-1 rounded-xl border bg-card p-4 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{row.label}</span>
              <VerdictBadge verdict={row.verdict} metric={row.metric} />
            </div>
            <p>
              <span className="text-lg font-semibold tabular-nums">
                {formatBenchmarkValue(row.unit, row.value, money.currency)}
              </span>{' '}
              <span className="text-muted-foreground">typical {range(row)}</span>
            </p>
            {row.note && <p className="text-muted-foreground">{row.note}</p>}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>Metric</Th>
              <Th className="text-right">Yours</Th>
              <Th className="text-right">Typical range</Th>
              <Th>Verdict</Th>
              {notes && <Th>What it means</Th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.metric}>
                <Th scope="row" className="text-sm font-medium text-foreground">
                  {row.label}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {BENCHMARK_METRIC_INFO[row.metric].better === 'higher'
                      ? 'Higher is better'
                      : 'Lower is better'}
                  </span>
                </Th>
                <Td className="text-right font-semibold tabular-nums">
                  {formatBenchmarkValue(row.unit, row.value, money.currency)}
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{range(row)}</Td>
                <Td>
                  <VerdictBadge verdict={row.verdict} metric={row.metric} />
                </Td>
                {notes && <Td className="min-w-56 text-muted-foreground">{row.note}</Td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
