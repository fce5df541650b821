import type { JtbdContent } from '@/shared/agent-runs';
import { Badge } from '@/web/components/ui/badge';
import { Bullets, humanize, Panel } from './parts';

/** Jobs to Be Done: the core job, job stories by type, and why customers hire or fire the product. */
export function JtbdRenderer({ content }: { content: JtbdContent }) {
  return (
    <div className="space-y-4">
      <Panel title="Core job" tone="primary">
        <p className="text-sm font-medium">{content.core_job}</p>
      </Panel>
      <ul className="grid gap-3 md:grid-cols-2">
        {content.jobs.map((job, i) => (
          <li key={i} className="space-y-2 rounded-xl border bg-card p-4 break-inside-avoid">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{humanize(job.type)} job</Badge>
              {job.underserved && <Badge variant="warning">Underserved</Badge>}
            </div>
            <p className="text-sm italic">“{job.statement}”</p>
            <p className="text-xs text-muted-foreground">
              <span className="font-medium">Today they use: </span>
              {job.current_solution}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 md:grid-cols-2">
        <Panel title="Hiring criteria" tone="success">
          <Bullets items={content.hiring_criteria} />
        </Panel>
        <Panel title="Firing triggers" tone="destructive">
          <Bullets items={content.firing_triggers} />
        </Panel>
      </div>
    </div>
  );
}
