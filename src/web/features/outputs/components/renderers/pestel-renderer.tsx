import { PESTEL_CATEGORIES, type PestelContent } from '@/shared/agent-runs';
import { humanize, LevelBadge, Panel } from './parts';

/** PESTEL as six cards, each factor with its impact and what it means for the business. */
export function PestelRenderer({ content }: { content: PestelContent }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {PESTEL_CATEGORIES.map((category) => (
        <Panel key={category} title={humanize(category)}>
          <ul className="space-y-3 text-sm">
            {content[category].map((f, i) => (
              <li key={i} className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {f.factor} <LevelBadge level={f.impact} label="Impact" />
                </p>
                <p className="text-muted-foreground">{f.implication}</p>
              </li>
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  );
}
