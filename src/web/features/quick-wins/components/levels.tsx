import { formatFigure, type QuickWinFigure, type QuickWinLevel } from '@/shared/quick-wins';
import { Badge } from '@/web/components/ui/badge';
import { useMoney } from '@/web/lib/money';

const IMPACT_VARIANT = { high: 'success', medium: 'default', low: 'outline' } as const;
const EFFORT_VARIANT = { low: 'success', medium: 'warning', high: 'destructive' } as const;

/** "Effort: low" and "Impact: high", coloured by how good they are. */
export function LevelBadges({ effort, impact }: { effort: QuickWinLevel; impact: QuickWinLevel }) {
  return (
    <>
      <Badge variant={EFFORT_VARIANT[effort]}>Effort: {effort}</Badge>
      <Badge variant={IMPACT_VARIANT[impact]}>Impact: {impact}</Badge>
    </>
  );
}

/** The figures an opportunity rests on, as a description list. */
export function FigureList({ figures }: { figures: QuickWinFigure[] }) {
  const money = useMoney();
  if (figures.length === 0) return null;
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg border bg-muted/40 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{f.label}</dt>
          <dd className="font-semibold tabular-nums">{formatFigure(f, money.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
