import { Star } from 'lucide-react';
import { type ANSOFF_QUADRANTS, type AnsoffContent } from '@/shared/agent-runs';
import { Bullets, humanize, LevelBadge, Panel } from './parts';

const AXES: Record<(typeof ANSOFF_QUADRANTS)[number], string> = {
  market_penetration: 'Existing products · existing markets',
  product_development: 'New products · existing markets',
  market_development: 'Existing products · new markets',
  diversification: 'New products · new markets',
};
const ORDER = [
  'market_penetration',
  'product_development',
  'market_development',
  'diversification',
] as const;

/** The Ansoff matrix as a 2×2 grid (products across, markets down), the recommended quadrant marked. */
export function AnsoffRenderer({ content }: { content: AnsoffContent }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {ORDER.map((id) => {
        const q = content.quadrants.find((quadrant) => quadrant.quadrant === id);
        if (!q) return null;
        const recommended = content.recommended_quadrant === id;
        return (
          <Panel
            key={id}
            tone={recommended ? 'primary' : undefined}
            title={
              <span className="flex flex-wrap items-center gap-2">
                {humanize(id)}
                {recommended && (
                  <span className="inline-flex items-center gap-1 normal-case text-primary">
                    <Star className="size-3" aria-hidden="true" /> Recommended
                  </span>
                )}
              </span>
            }
          >
            <p className="mb-2 text-xs text-muted-foreground">{AXES[id]}</p>
            <Bullets items={q.initiatives} />
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <LevelBadge level={q.risk} label="Risk" />
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{q.rationale}</p>
          </Panel>
        );
      })}
    </div>
  );
}
