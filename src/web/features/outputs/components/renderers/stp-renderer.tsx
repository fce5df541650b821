import type { StpContent } from '@/shared/agent-runs';
import { Bullets, LevelBadge, Panel } from './parts';

/** STP in three columns: the segments, the one to target and how to position for it. */
export function StpRenderer({ content }: { content: StpContent }) {
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      <Panel title="1. Segmentation">
        <ul className="space-y-3 text-sm">
          {content.segments.map((s, i) => (
            <li key={i} className="space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {s.name} <LevelBadge level={s.attractiveness} label="Attractiveness" />
              </p>
              <p className="text-muted-foreground">{s.description}</p>
              <p className="text-xs">Needs: {s.needs.join(', ')}</p>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="2. Targeting" tone="primary">
        <p className="text-sm font-medium">{content.targeting.primary_segment}</p>
        <p className="mt-1 text-sm text-muted-foreground">{content.targeting.rationale}</p>
      </Panel>
      <Panel title="3. Positioning" tone="success">
        <p className="mb-3 text-sm italic">“{content.positioning.statement}”</p>
        <Bullets items={content.positioning.differentiators} />
      </Panel>
    </div>
  );
}
