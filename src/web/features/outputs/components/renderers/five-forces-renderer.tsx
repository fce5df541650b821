import type { PortersFiveForcesContent } from '@/shared/agent-runs';
import { Bullets, humanize, IntensityBar, LevelBadge, Panel } from './parts';

/** Porter's Five Forces: one card per force with an intensity bar, its drivers and the response. */
export function FiveForcesRenderer({ content }: { content: PortersFiveForcesContent }) {
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        Market attractiveness: <LevelBadge level={content.market_attractiveness} />
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {content.forces.map((force) => (
          <Panel key={force.force} title={humanize(force.force)}>
            <div className="space-y-3">
              <IntensityBar level={force.intensity} label="Intensity" />
              <Bullets items={force.drivers} />
              <p className="text-sm">
                <span className="font-medium">Response: </span>
                {force.response}
              </p>
            </div>
          </Panel>
        ))}
      </div>
    </div>
  );
}
