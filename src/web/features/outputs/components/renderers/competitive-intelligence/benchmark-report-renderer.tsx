import { formatDateRange } from '@/shared/format';
import { benchmarkReportSchema } from '@/shared/competitive-intelligence';
import { GenericRenderer } from '../generic-renderer';
import { Panel } from '../parts';
import { BenchmarkRows } from './benchmark-rows';

/** A benchmark report: each metric's computed value against its industry range, with a verdict. */
export function BenchmarkReportRenderer({ content }: { content: Record<string, unknown> }) {
  const parsed = benchmarkReportSchema.safeParse(content);
  if (!parsed.success) return <GenericRenderer content={content} />;
  const report = parsed.data;
  return (
    <div className="space-y-4">
      <BenchmarkRows
        caption={`${report.industry} benchmarks`}
        rows={report.metrics.map((m) => ({ ...m, note: m.interpretation }))}
      />
      <Panel title="Where the ranges come from" tone="muted">
        <p className="text-sm">
          {report.benchmark_source}.{' '}
          {report.period
            ? `Your figures: ${formatDateRange(report.period.from, report.period.to)}.`
            : 'No daily metrics were recorded when this report was made.'}
        </p>
      </Panel>
    </div>
  );
}
