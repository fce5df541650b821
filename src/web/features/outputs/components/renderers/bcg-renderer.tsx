import { type BCG_QUADRANTS, type BcgContent } from '@/shared/agent-runs';
import { Panel } from './parts';

const LABELS: Record<
  (typeof BCG_QUADRANTS)[number],
  { title: string; hint: string; tone: 'success' | 'primary' | 'warning' | 'muted' }
> = {
  star: { title: 'Stars', hint: 'High growth · high share', tone: 'success' },
  question_mark: { title: 'Question marks', hint: 'High growth · low share', tone: 'warning' },
  cash_cow: { title: 'Cash cows', hint: 'Low growth · high share', tone: 'primary' },
  dog: { title: 'Dogs', hint: 'Low growth · low share', tone: 'muted' },
};
const ORDER = ['star', 'question_mark', 'cash_cow', 'dog'] as const;

/** The BCG matrix: offers placed in their quadrant with the action for each. */
export function BcgRenderer({ content }: { content: BcgContent }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {ORDER.map((quadrant) => {
        const products = content.products.filter((p) => p.quadrant === quadrant);
        const meta = LABELS[quadrant];
        return (
          <Panel key={quadrant} title={meta.title} tone={meta.tone}>
            <p className="mb-2 text-xs text-muted-foreground">{meta.hint}</p>
            {products.length === 0 ? (
              <p className="text-sm text-muted-foreground">No offers here.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {products.map((p, i) => (
                  <li key={i}>
                    <p className="font-medium">{p.name}</p>
                    <p className="text-muted-foreground">{p.action}</p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        );
      })}
    </div>
  );
}
