import { AARRR_STAGES, type AarrrContent } from '@/shared/agent-runs';
import { Bullets, humanize, Panel } from './parts';

const WIDTHS = ['w-full', 'sm:w-[92%]', 'sm:w-[84%]', 'sm:w-[76%]', 'sm:w-[68%]'];

/** AARRR as a narrowing funnel: each stage's objective, tactics, KPI and benchmark. */
export function AarrrRenderer({ content }: { content: AarrrContent }) {
  return (
    <div className="space-y-3">
      <Panel title="North star metric" tone="primary">
        <p className="text-sm font-medium">{content.north_star_metric}</p>
      </Panel>
      <ol aria-label="Funnel" className="flex flex-col items-center gap-2">
        {AARRR_STAGES.map((id, i) => {
          const stage = content.stages.find((s) => s.stage === id);
          if (!stage) return null;
          return (
            <li
              key={id}
              className={`w-full rounded-xl border bg-card p-4 break-inside-avoid ${WIDTHS[i]}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{humanize(id)}</h3>
                <p className="text-xs text-muted-foreground">
                  KPI: <span className="font-medium text-foreground">{stage.kpi}</span> · Benchmark:{' '}
                  {stage.benchmark}
                </p>
              </div>
              <p className="my-2 text-sm text-muted-foreground">{stage.objective}</p>
              <Bullets items={stage.tactics} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
